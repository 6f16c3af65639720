// The routing editor's values: every leave type's row as the update call takes it, so the gateway's
// own UpdateApprovalRoutingBody checks them; the call then gets only the rows that differ from the
// table.
import type {
  RoutingRow,
  UpdateApprovalRoutingBody,
  UpdateApprovalRoutingInput,
} from '@tavollet/contract/api/admin-routing';

export type RoutingValues = UpdateApprovalRoutingBody;

export const valuesOf = (table: readonly RoutingRow[]): RoutingValues => ({
  rows: table.map((r) => ({
    tipus_kod: r.tipus_kod,
    jovahagyo_szerep: r.jovahagyo_szerep,
    elozetes_jovahagyo_szerep: r.elozetes_jovahagyo_szerep,
  })),
});

/** The rows whose choice differs from the table's. */
export function changedRows(
  table: readonly RoutingRow[],
  rows: RoutingValues['rows'] | UpdateApprovalRoutingInput['rows'],
): UpdateApprovalRoutingInput['rows'] {
  return rows.flatMap((r, i) => {
    const was = table[i];
    const elozetes = r.elozetes_jovahagyo_szerep ?? null;
    if (was && r.jovahagyo_szerep === was.jovahagyo_szerep && elozetes === was.elozetes_jovahagyo_szerep) return [];
    return [{ tipus_kod: r.tipus_kod, jovahagyo_szerep: r.jovahagyo_szerep, elozetes_jovahagyo_szerep: elozetes }];
  });
}
