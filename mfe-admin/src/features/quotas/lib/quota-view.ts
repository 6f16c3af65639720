// Pure rules of the quotas screen (admin-area.md §2 "/admin/szabadsag-keretek", §4 "Quota edit").
import { z } from 'zod';
import { QUOTA_TYPES, type QuotaType } from '@tavollet/contract/codes';
import { quotaKeys, toQuotaAmount, UpdateLeaveQuotasBody, type QuotaRow } from '@tavollet/contract/api/admin-quotas';
import { foldSearchText } from '@tavollet/contract/domain/search-text';

/** The year shown first: the current year if listed, else the smallest (the list is ascending). */
export function defaultYear(years: readonly number[], current: number): number | null {
  if (years.includes(current)) return current;
  return years.length ? Math.min(...years) : null;
}

/** Rows whose name holds the filter, case and accents ignored. */
export function filterByName(rows: readonly QuotaRow[], filter: string): QuotaRow[] {
  const needle = foldSearchText(filter.trim());
  return needle ? rows.filter((r) => foldSearchText(r.nev).includes(needle)) : [...rows];
}

/** The edit dialog's inputs: the total and used days of every type, as typed text. */
export type QuotaEditValues = Record<QuotaType, { keret: string; felhasznalt: string }>;

export function editValuesOf(row: QuotaRow): QuotaEditValues {
  return Object.fromEntries(
    QUOTA_TYPES.map((t) => [
      t,
      { keret: String(row[quotaKeys.keret(t)]), felhasznalt: String(row[quotaKeys.felhasznalt(t)]) },
    ]),
  ) as QuotaEditValues;
}

/**
 * The save's body (admin-area.md §4 "Quota edit"): negative values become 0, values are truncated
 * to integers, non-numeric input becomes 0. Only the values that differ from the row shown are
 * sent (the gateway keeps the others), so a used-days figure an approval moved while the dialog was
 * open is not written back over.
 */
function editBody(row: QuotaRow, values: QuotaEditValues): UpdateLeaveQuotasBody {
  const totals: Record<string, number> = {};
  const used: Record<string, number> = {};
  for (const t of QUOTA_TYPES) {
    const keret = toQuotaAmount(values[t].keret);
    const felhasznalt = toQuotaAmount(values[t].felhasznalt);
    if (keret !== row[quotaKeys.keret(t)]) totals[t] = keret;
    if (felhasznalt !== row[quotaKeys.felhasznalt(t)]) used[t] = felhasznalt;
  }
  return { ev: row.ev, oktatasi_azonosito: row.oktatasi_azonosito ?? '', totals, used };
}

/** The edit dialog's check: its body (above), checked by the gateway's own UpdateLeaveQuotasBody. */
export const editSchema = (row: QuotaRow) =>
  z
    .custom<QuotaEditValues>()
    .transform((values) => editBody(row, values))
    .pipe(UpdateLeaveQuotasBody);
