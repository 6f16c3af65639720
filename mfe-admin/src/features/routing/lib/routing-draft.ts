// The routing editor's draft (docs/decisions/0455-approval-routing-editor.md): the choices per
// leave type as the selects hold them, what changed against the table, and the rows to send.
import type { ApproverRole, LeaveType } from '@tavollet/contract/codes';
import type { RoutingRow, UpdateApprovalRoutingBody } from '@tavollet/contract/api/admin-routing';

export interface RouteChoice {
  vegso: ApproverRole;
  /** '' = no preliminary stage ("Nincs"). */
  elozetes: ApproverRole | '';
}
export type RoutingDraft = Partial<Record<LeaveType, RouteChoice>>;

export const choiceOf = (row: RoutingRow): RouteChoice => ({
  vegso: row.jovahagyo_szerep,
  elozetes: row.elozetes_jovahagyo_szerep ?? '',
});

/** The choice shown for a row: the draft's, else the table's. */
export const shownChoice = (row: RoutingRow, draft: RoutingDraft): RouteChoice => draft[row.tipus_kod] ?? choiceOf(row);

/** A preliminary approver equal to the final one is refused by the server; the screen says so first. */
export const isSameRole = (c: RouteChoice): boolean => c.elozetes === c.vegso;

/** The rows whose choice differs from the table, as the update call takes them. */
export function changedRows(rows: readonly RoutingRow[], draft: RoutingDraft): UpdateApprovalRoutingBody['rows'] {
  return rows.flatMap((row) => {
    const c = draft[row.tipus_kod];
    if (!c) return [];
    const was = choiceOf(row);
    if (c.vegso === was.vegso && c.elozetes === was.elozetes) return [];
    return [{ tipus_kod: row.tipus_kod, jovahagyo_szerep: c.vegso, elozetes_jovahagyo_szerep: c.elozetes || null }];
  });
}
