// The edit dialog's values (admin-area.md §4 "Leave request status": any status; an unknown one
// is jovahagyasra_var, the default for a new edit) and the browser's checks before the call, the
// gateway's own schema (UpdateAdminRequestBody) included.
import {
  DEFAULT_EDIT_STATUS,
  UpdateAdminRequestBody,
  type AdminRequestRow,
} from '@tavollet/contract/api/admin-requests';
import { STATUSES, type LeaveType, type Status } from '@tavollet/contract/codes';

export interface EditValues {
  statusz_kod: Status;
  tipus_kod: LeaveType;
  kezdete: string;
  vege: string;
  megjegyzes: string;
}

export function editValuesOf(row: AdminRequestRow): EditValues {
  return {
    statusz_kod: (STATUSES as readonly string[]).includes(row.statusz_kod) ? row.statusz_kod : DEFAULT_EDIT_STATUS,
    tipus_kod: row.tipus_kod,
    kezdete: row.kezdete,
    vege: row.vege,
    megjegyzes: row.megjegyzes ?? '',
  };
}

export type EditField = keyof EditValues;

/** The body to send, or the first problem at its field. */
export function editBody(
  kerelemId: number,
  v: EditValues,
): { ok: true; body: UpdateAdminRequestBody } | { ok: false; field: EditField; message: string } {
  const body = { kerelem_id: kerelemId, ...v, megjegyzes: v.megjegyzes.trim() || null };
  const parsed = UpdateAdminRequestBody.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'kezdete');
  return { ok: false, field: (field in v ? field : 'kezdete') as EditField, message: issue.message };
}
