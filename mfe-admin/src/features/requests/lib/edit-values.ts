// The edit dialog's values (admin-area.md §4 "Leave request status": any status; an unknown one
// is jovahagyasra_var, the default for a new edit): the body of the call as typed, checked by the
// gateway's own UpdateAdminRequestBody before it is sent (components/edit-dialog.tsx).
import {
  DEFAULT_EDIT_STATUS,
  type AdminRequestRow,
  type UpdateAdminRequestBody,
} from '@tavollet/contract/api/admin-requests';
import { STATUSES } from '@tavollet/contract/codes';

/** The body as typed; `kerelem_id` is no field, it is carried so the values are the whole body. */
export type EditValues = UpdateAdminRequestBody;

export function editValuesOf(row: AdminRequestRow): EditValues {
  return {
    kerelem_id: row.kerelem_id,
    statusz_kod: (STATUSES as readonly string[]).includes(row.statusz_kod) ? row.statusz_kod : DEFAULT_EDIT_STATUS,
    tipus_kod: row.tipus_kod,
    kezdete: row.kezdete,
    vege: row.vege,
    megjegyzes: row.megjegyzes ?? '',
  };
}
