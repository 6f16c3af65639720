// One waiting request in full for the Részletek dialog (staff-area.md §2 "Approval screens";
// DetailsAnswer in contract/src/api/leaders.ts): the row, its status history with names, and
// the requester's other requests of the same quota year (drafts excepted). Only a request
// waiting for the caller's role and not their own; anything else answers 404 like an unknown id.
import { LEADERS_MESSAGES as M, type DetailsAnswer, type LeaderRole } from '@tavollet/contract/api/leaders';
import type { LeaveType, Status } from '@tavollet/contract/codes';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import type { Services } from '../deps.ts';
import type { UserActor } from '../../domain/actor.ts';
import { NotFound } from '../../domain/errors.ts';
import { assertLeaderRole, waitingFor } from './roles.ts';
import { namesOf, toPendingRows } from './rows.ts';

export async function requestDetails(
  s: Pick<Services, 'models'>,
  actor: UserActor,
  szerep: LeaderRole,
  kerelem_id: number,
  today: string = budapestToday(),
): Promise<Omit<DetailsAnswer, 'ok'>> {
  assertLeaderRole(actor, szerep);
  const doc = await s.models.LeaveRequest.findOne({ kerelem_id, ...waitingFor(szerep, actor) }).lean();
  if (!doc) throw new NotFound(M.notFound);
  const [[request], names, others] = await Promise.all([
    toPendingRows(s.models, [doc], today),
    namesOf(
      s.models,
      doc.history.map((h) => h.by),
    ),
    s.models.LeaveRequest.find(
      { user: doc.user, ev: doc.ev, statusz_kod: { $ne: 'piszkozat' }, kerelem_id: { $ne: kerelem_id } },
      { kerelem_id: 1, tipus_kod: 1, kezdete: 1, vege: 1, munkanapok_szama: 1, statusz_kod: 1, _id: 0 },
    )
      .sort({ kezdete: 1, kerelem_id: 1 })
      .lean(),
  ]);
  return {
    request: request!,
    history: doc.history.map((h) => ({
      statusz_kod: h.statusz_kod as Status,
      at: h.at.toISOString(),
      by_nev: h.by ? (names.get(String(h.by)) ?? null) : null,
      megjegyzes: h.megjegyzes ?? null,
    })),
    others: others.map((o) => ({
      kerelem_id: o.kerelem_id,
      tipus: o.tipus_kod as LeaveType,
      kezdete: o.kezdete,
      vege: o.vege,
      munkanapok_szama: o.munkanapok_szama,
      statusz_kod: o.statusz_kod as Status,
    })),
  };
}
