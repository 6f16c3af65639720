// GET /api/hr/requests/:kerelem_id: one request with its status history, names resolved
// (staff-area.md §6 "hr": HR sees every request). A draft is private to its author, so HR is
// told it does not exist, exactly as for an unknown id.
import type { Types } from 'mongoose';
import type { ApproverRole, Status } from '@tavollet/contract/codes';
import { HR_MESSAGES, type HrRequestDetails } from '@tavollet/contract/api/hr';
import type { Services } from '../deps.ts';
import type { Actor } from '../../domain/actor.ts';
import { NotFound } from '../../domain/errors.ts';
import { loadDirectory } from './directory.ts';
import { toHrRow } from './rows.ts';

export async function hrRequestDetails(s: Services, _actor: Actor, kerelemId: number): Promise<HrRequestDetails> {
  const r = await s.models.LeaveRequest.findOne({ kerelem_id: kerelemId, statusz_kod: { $ne: 'piszkozat' } }).lean();
  if (!r) throw new NotFound(HR_MESSAGES.notFound);
  const dir = await loadDirectory(s.models);
  const adminIds = r.history.filter((h) => h.byKind === 'admin' && h.by).map((h) => h.by as Types.ObjectId);
  const admins = adminIds.length ? await s.models.Admin.find({ _id: { $in: adminIds } }, { nev: 1 }).lean() : [];
  const adminName = new Map(admins.map((a) => [a._id.toHexString(), a.nev]));
  const nameOf = (kind: string, by: Types.ObjectId | null | undefined) => {
    if (!by) return null;
    const key = by.toHexString();
    return (kind === 'admin' ? adminName.get(key) : dir.byId.get(key)?.nev) ?? null;
  };
  return {
    ...toHrRow(r, dir),
    megjegyzes: r.megjegyzes ?? null,
    jovahagyo_szerep: (r.jovahagyo_szerep ?? null) as ApproverRole | null,
    history: r.history.map((h) => ({
      statusz_kod: h.statusz_kod as Status,
      at: h.at.toISOString(),
      byName: nameOf(h.byKind, h.by),
      byKind: h.byKind as 'user' | 'admin' | 'system',
      megjegyzes: h.megjegyzes ?? null,
    })),
  };
}
