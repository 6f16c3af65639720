// PATCH /api/admin/updateadminleaverequest (admin-area.md §4 "Leave request status", §7 "Leave
// requests"): the admin sets any status, the type, the dates and the note. The working days and the
// quota year follow the new dates; the used days (`felhasznalt`) follow the change exactly once: an
// approved request gives its old days back, an approved result takes its new ones (one move of the
// difference when the person, year and type stay). The quota is not checked (an admin corrects
// records), an overlap with another live request of the person is refused. Everything, the history
// entry and the audit entry included, runs in one transaction that first claims the person
// (docs/architecture.md "Transactions and concurrency").
import type { LeaveType, Role, Status } from '@tavollet/contract/codes';
import {
  ADMIN_REQUEST_MESSAGES as M,
  type AdminRequestRow,
  type UpdateAdminRequestInput,
} from '@tavollet/contract/api/admin-requests';
import type { ClientSession, Types } from 'mongoose';
import type { Services } from '../../deps.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { audit } from '../../audit.ts';
import { auditBy, historyBy, type AdminActor } from '../../../domain/actor.ts';
import { Conflict, NotFound, Refused } from '../../../domain/errors.ts';
import { moveUsedDays } from '../../leave/quota.ts';
import { assertOneYear, assertRangeLength, isLive, yearOf } from '../../leave/request-rules.ts';
import { findOverlap } from '../../leave/overlap.ts';
import { claimPerson } from '../../leave/person-serial.ts';
import { workingDaysBetween } from '../../leave/working-days.ts';
import { loadPeople } from './people.ts';
import { routeFieldsFor } from './route-fields.ts';
import { ROW_FIELDS, toAdminRow, type StoredRow } from './rows.ts';

const DECIDED: readonly Status[] = ['jovahagyva', 'elutasitva'];

interface Quoted {
  user: Types.ObjectId;
  tipus_kod: string;
  ev: number;
  munkanapok_szama: number;
}

/** Moves `felhasznalt` from the old state to the new one exactly once; answers the net move. */
async function followUsage(
  s: Pick<Services, 'models'>,
  before: Quoted & { approved: boolean },
  after: Quoted & { approved: boolean },
  session: ClientSession,
): Promise<{ back: number; taken: number }> {
  const sameKey = before.user.equals(after.user) && before.tipus_kod === after.tipus_kod && before.ev === after.ev;
  if (before.approved && after.approved && sameKey) {
    const diff = after.munkanapok_szama - before.munkanapok_szama;
    if (diff !== 0) await moveUsedDays(s.models, { ...after, munkanapok_szama: diff }, 1, session);
    return { back: 0, taken: diff };
  }
  if (before.approved) await moveUsedDays(s.models, before, -1, session);
  if (after.approved) await moveUsedDays(s.models, after, 1, session);
  return { back: before.approved ? before.munkanapok_szama : 0, taken: after.approved ? after.munkanapok_szama : 0 };
}

export async function updateAdminLeaveRequest(
  s: Services,
  actor: AdminActor,
  input: UpdateAdminRequestInput,
): Promise<AdminRequestRow> {
  const { kerelem_id, tipus_kod, statusz_kod, kezdete, vege, megjegyzes } = input;
  assertRangeLength(kezdete, vege);
  assertOneYear(kezdete, vege);
  const munkanapok_szama = await workingDaysBetween(s.models, kezdete, vege);
  if (munkanapok_szama === 0) throw new Refused('no_working_day', M.noWorkingDay);
  const ev = yearOf(kezdete);

  const owner = await s.models.LeaveRequest.findOne({ kerelem_id }, { user: 1 }).lean();
  if (!owner) throw new NotFound(M.notFound);

  await inTransaction(s.models, async (session) => {
    await claimPerson(s.models, owner.user, session);
    const doc = await s.models.LeaveRequest.findOne({ kerelem_id }).session(session).lean();
    if (!doc) throw new NotFound(M.notFound);
    const old = doc.statusz_kod as Status;
    if (isLive(statusz_kod)) {
      const other = await findOverlap(s.models, { user: doc.user, kezdete, vege, except: kerelem_id }, session);
      if (other) throw new Conflict(M.overlap(other.kerelem_id, other.kezdete, other.vege));
    }
    const route = await routeFieldsFor(
      s.models,
      {
        tipus_kod: doc.tipus_kod,
        jovahagyo_szerep: doc.jovahagyo_szerep,
        elozetes_jovahagyo_szerep: doc.elozetes_jovahagyo_szerep,
      },
      { tipus_kod, statusz_kod },
      async () =>
        ((await s.models.User.findById(doc.user, { szerepkorok: 1 }).session(session).lean())?.szerepkorok ??
          []) as Role[],
      session,
    );
    const now = new Date();
    // A decision's time follows a change of status: set when it becomes decided, cleared when it waits again.
    const decision =
      old === statusz_kod
        ? {}
        : DECIDED.includes(statusz_kod)
          ? { dontes_idopont: now, dontest_hozta: null }
          : statusz_kod === 'torolve'
            ? {}
            : { dontes_idopont: null, dontest_hozta: null };
    const set = { tipus_kod, statusz_kod, kezdete, vege, megjegyzes, munkanapok_szama, ev, ...route, ...decision };
    const entry = { statusz_kod, at: now, ...historyBy(actor), megjegyzes: null };
    const res = await s.models.LeaveRequest.updateOne(
      { kerelem_id, statusz_kod: old },
      { $set: set, $push: { history: entry } },
      { session },
    );
    if (res.matchedCount !== 1) throw new NotFound(M.notFound);
    const usage = await followUsage(
      s,
      {
        user: doc.user,
        tipus_kod: doc.tipus_kod,
        ev: doc.ev,
        munkanapok_szama: doc.munkanapok_szama,
        approved: old === 'jovahagyva',
      },
      { user: doc.user, tipus_kod, ev, munkanapok_szama, approved: statusz_kod === 'jovahagyva' },
      session,
    );
    const details = {
      from: {
        statusz_kod: old,
        tipus_kod: doc.tipus_kod as LeaveType,
        kezdete: doc.kezdete,
        vege: doc.vege,
        munkanapok_szama: doc.munkanapok_szama,
      },
      to: { statusz_kod, tipus_kod, kezdete, vege, munkanapok_szama },
      felhasznalt: usage,
    };
    await audit(
      s,
      { ...auditBy(actor), action: 'admin.request_updated', target: String(kerelem_id), details },
      session,
    );
  });

  const [row, people] = [
    await s.models.LeaveRequest.findOne({ kerelem_id }, ROW_FIELDS).lean<StoredRow>(),
    await loadPeople(s.models),
  ];
  if (!row) throw new NotFound(M.notFound);
  return toAdminRow(row, people);
}
