// The approval list's default order (staff-area.md §2 "Approval screens", §4): urgent requests
// first, then the oldest submission first, so what must be decided soonest is on top. The
// server answers in this order already; the screen applies it again so it never depends on that.
import type { PendingRow } from '@tavollet/contract/api/leaders';

export function defaultOrder(rows: readonly PendingRow[]): PendingRow[] {
  return [...rows].sort(
    (a, b) =>
      Number(b.surgos) - Number(a.surgos) || a.keres_datum.localeCompare(b.keres_datum) || a.kerelem_id - b.kerelem_id,
  );
}

/** The selected ids that are still in the list (a decided or withdrawn row drops out). */
export function keepListed(selected: ReadonlySet<number>, rows: readonly PendingRow[]): Set<number> {
  const listed = new Set(rows.map((r) => r.kerelem_id));
  return new Set([...selected].filter((id) => listed.has(id)));
}
