// The deputy's request on a teacher's behalf (staff-area.md §2 "The deputy new-request form",
// §5 "Deputy new-request form", §6 "igazgatohelyettes"): the teacher selector, the chosen
// teacher's remaining quota, and the submit, which is the teacher's own submit service with the
// teacher as the person and the deputy as the actor (same overlap and quota checks, routed like
// any request; `letrehozo` and the history name the deputy).
import { LEAVE_TYPES, QUOTA_TYPES, type QuotaType } from '@tavollet/contract/codes';
import { LEADERS_MESSAGES as M, type TeacherOption, type TeacherQuotaAnswer } from '@tavollet/contract/api/leaders';
import type { LeaveType } from '@tavollet/contract/codes';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import type { Services } from '../deps.ts';
import type { Models } from '../../db/models.ts';
import type { UserActor } from '../../domain/actor.ts';
import { Invalid, NotFound } from '../../domain/errors.ts';
import { remainingDays } from '../leave/quota.ts';
import { yearOf } from '../leave/request-rules.ts';
import { submitRequest } from '../teacher/submit.ts';

const HUNGARIAN = new Intl.Collator('hu');

/** Every not blocked person holding the tanar role, by name in Hungarian order. */
export async function teacherOptions(models: Models): Promise<TeacherOption[]> {
  const people = await models.User.find(
    { szerepkorok: 'tanar', blocked: { $ne: true } },
    { user_id: 1, nev: 1, oktatasi_azonosito: 1, _id: 0 },
  ).lean();
  return people
    .map((p) => ({ user_id: p.user_id, nev: p.nev, om: p.oktatasi_azonosito ?? null }))
    .sort((a, b) => HUNGARIAN.compare(a.nev, b.nev) || a.user_id - b.user_id);
}

/** The teacher behind a selector's `user_id`; unknown, blocked or not a teacher: 404 unknownTeacher. */
async function teacherBy(models: Models, user_id: number) {
  const person = await models.User.findOne({ user_id, szerepkorok: 'tanar', blocked: { $ne: true } }).lean();
  if (!person) throw new NotFound(M.unknownTeacher);
  return person;
}

/** What remains of each quota type this year, by the same rule as the teacher's getdata. */
export async function teacherQuota(
  models: Models,
  user_id: number,
  today: string = budapestToday(),
): Promise<Omit<TeacherQuotaAnswer, 'ok'>> {
  const person = await teacherBy(models, user_id);
  const ev = yearOf(today);
  const left = await remainingDays(models, person._id, ev);
  const maradek = Object.fromEntries(QUOTA_TYPES.map((t) => [t, left[t]])) as Record<QuotaType, number>;
  return { ev, szabadsagTipusok: [...LEAVE_TYPES], maradek };
}

export interface SubmitForInput {
  user_id: number;
  tipus: LeaveType;
  mettol: string;
  meddig: string;
  megjegyzes: string | null;
}

/** Submits a request of the chosen teacher with the deputy as its creator; answers its kerelem_id. */
export async function submitFor(
  s: Pick<Services, 'models' | 'log'>,
  actor: UserActor,
  input: SubmitForInput,
  today: string = budapestToday(),
): Promise<number> {
  // staff-area.md §5: "date inputs have a minimum of today", enforced here too.
  if (input.mettol < today) throw new Invalid(M.pastStart, [{ path: 'mettol', message: M.pastStart }]);
  const person = await teacherBy(s.models, input.user_id);
  const { tipus, mettol, meddig, megjegyzes } = input;
  return submitRequest(s, actor, { forUser: person._id, tipus, mettol, meddig, megjegyzes });
}
