// A person's live requests never overlap (staff-area.md §4 "Submit"; admin-area.md §4, §5
// "Request CSV"). Submit, the admin's edit and the request import all check it here; each refuses
// with its own message (the teacher's with the other request as `details`, the admin's naming it,
// the import's per row). Live is LIVE_STATUSES (pending or approved); ranges include both ends.
import type { ClientSession, Types } from 'mongoose';
import { rangesOverlap } from '@tavollet/contract/domain/request-csv';
import type { Models } from '../../db/models.ts';
import { LIVE_STATUSES } from './request-rules.ts';

export interface LiveRange {
  kerelem_id: number;
  kezdete: string;
  vege: string;
}

/**
 * The person's earliest live request overlapping `kezdete`…`vege`, other than `except` (the
 * request being edited); null when there is none.
 */
export async function findOverlap(
  models: Models,
  r: { user: Types.ObjectId; kezdete: string; vege: string; except?: number },
  session: ClientSession,
): Promise<{ kerelem_id: number; tipus_kod: string; kezdete: string; vege: string } | null> {
  const other = await models.LeaveRequest.findOne(
    {
      user: r.user,
      ...(r.except === undefined ? {} : { kerelem_id: { $ne: r.except } }),
      statusz_kod: { $in: [...LIVE_STATUSES] },
      kezdete: { $lte: r.vege },
      vege: { $gte: r.kezdete },
    },
    { kerelem_id: 1, tipus_kod: 1, kezdete: 1, vege: 1, _id: 0 },
  )
    .sort({ kezdete: 1 })
    .session(session)
    .lean();
  // In this order whatever order the document stores them in: the teacher's answer shows it as is.
  return (
    other && { kerelem_id: other.kerelem_id, tipus_kod: other.tipus_kod, kezdete: other.kezdete, vege: other.vege }
  );
}

/** The live requests of `users` overlapping `from`…`to`, read once for a check in memory (`firstOverlap`). */
export function liveRequestsOf(
  models: Models,
  users: readonly Types.ObjectId[],
  from: string,
  to: string,
  session: ClientSession,
): Promise<(LiveRange & { user: Types.ObjectId })[]> {
  return models.LeaveRequest.find(
    { user: { $in: users }, statusz_kod: { $in: [...LIVE_STATUSES] }, kezdete: { $lte: to }, vege: { $gte: from } },
    { kerelem_id: 1, user: 1, kezdete: 1, vege: 1, _id: 0 },
  )
    .session(session)
    .lean<(LiveRange & { user: Types.ObjectId })[]>();
}

/** The first of `live` (one person's, read by `liveRequestsOf`) overlapping `range`. */
export const firstOverlap = <R extends LiveRange>(live: readonly R[], range: { kezdete: string; vege: string }) =>
  live.find((r) => rangesOverlap(r, range));
