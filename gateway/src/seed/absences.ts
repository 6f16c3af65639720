// The demo school's requests around today (docs/architecture.md "Statistics"): the random plan of
// requests.ts leaves the current and the next week almost empty, and on some days (1 September,
// the summer break) it has no pending request at all, so the leaders' "Ki van távol?" and
// approval lists would show nothing on a fresh demo. A few approved and pending requests this week
// and next, each given to the first teacher free on those days (no overlap with another live
// request of the same person), routed by the default table and decided by that role's demo leader:
// the principal and the deputy each have one waiting. And the README's example teacher
// (kovacs.anna, left out of the random plan) gets one request of every status and a draft, so her
// history filters find something whatever day the demo was seeded.
import type { Types } from 'mongoose';
import type { ApproverRole, LeaveType, Status } from '@tavollet/contract/codes';
import { addDaysIso, isoWeekday } from '@tavollet/contract/domain/dates';
import { schoolYearOf } from '@tavollet/contract/domain/budapest-today';
import { approverFor } from '@tavollet/contract/domain/approval-routing';
import { countWorkingDays, isWorkingDay, type DayTypeLookup } from '@tavollet/contract/domain/working-days';
import type { ClientSession } from 'mongoose';
import type { Models } from '../db/models.ts';
import { reserveIds } from '../db/counters.ts';
import { yearOf } from '../services/leave/request-rules.ts';
import type { PlannedRequest } from './requests.ts';

export interface AbsencePlanInput {
  requesters: { _id: Types.ObjectId }[];
  approvers: Record<ApproverRole, Types.ObjectId>;
  days: DayTypeLookup;
  today: string;
  now: Date;
  /** The requests planned so far: the new ones must not overlap their live ones. */
  existing: readonly PlannedRequest[];
  /** The README's example teacher, who gets the requests of the plan marked `example`. */
  exampleTeacher: Types.ObjectId;
}

interface Absence {
  tipus: LeaveType;
  status: Status;
  /** Days after this week's Monday (negative: before it), or today. */
  from: number | 'today';
  /** Working days it lasts. */
  length: number;
  megjegyzes: string | null;
  /** The approver's comment (a rejection's reason). */
  dontes?: string;
  /** The example teacher's (README), not the first free teacher's. */
  example?: true;
}

/**
 * Today's absence first (when today is a working day), then the rest of this week and the next;
 * then the example teacher's requests, from three weeks back to four weeks ahead.
 */
const PLAN: Absence[] = [
  {
    tipus: 'iskola_eredetu',
    status: 'jovahagyva',
    from: 'today',
    length: 1,
    megjegyzes: 'Tanulmányi verseny kísérése',
  },
  { tipus: 'rendes_szabadsag', status: 'jovahagyva', from: 0, length: 3, megjegyzes: 'Családi program' },
  { tipus: 'hivatalos', status: 'jovahagyva', from: 3, length: 1, megjegyzes: 'Hatósági ügyintézés' },
  { tipus: 'hivatalos', status: 'jovahagyasra_var', from: 4, length: 1, megjegyzes: null },
  { tipus: 'rendes_szabadsag', status: 'jovahagyva', from: 7, length: 2, megjegyzes: 'Költözés' },
  { tipus: 'szivessegi_helyettesites', status: 'jovahagyva', from: 9, length: 1, megjegyzes: null },
  { tipus: 'rendes_szabadsag', status: 'jovahagyasra_var', from: 9, length: 3, megjegyzes: 'Esküvő' },
  ...(
    [
      { tipus: 'hivatalos', status: 'jovahagyva', from: -21, length: 1, megjegyzes: 'Hatósági ügyintézés' },
      {
        tipus: 'rendes_szabadsag',
        status: 'jovahagyva',
        from: 14,
        length: 2,
        megjegyzes: 'Családi program',
        dontes: 'Jó pihenést!',
      },
      {
        tipus: 'rendes_szabadsag',
        status: 'elutasitva',
        from: 17,
        length: 3,
        megjegyzes: 'Költözés',
        dontes: 'Az adott napokon a helyettesítés nem megoldható.',
      },
      { tipus: 'iskola_eredetu', status: 'torolve', from: 22, length: 1, megjegyzes: 'Továbbképzés (Budapest)' },
      { tipus: 'rendes_szabadsag', status: 'jovahagyasra_var', from: 11, length: 2, megjegyzes: 'Esküvő' },
      { tipus: 'rendes_szabadsag', status: 'piszkozat', from: 28, length: 1, megjegyzes: null },
    ] satisfies Omit<Absence, 'example'>[]
  ).map((a): Absence => ({ ...a, example: true })),
];

/** The first requesters hold the published demo logins (README): their own screens stay as planned. */
const SKIP = 6;

const LIVE: readonly Status[] = ['elozetes_jovahagyasra_var', 'jovahagyasra_var', 'jovahagyva'];

function nextWorkingDay(iso: string, days: DayTypeLookup): string {
  let d = iso;
  while (!isWorkingDay(d, days)) d = addDaysIso(d, 1);
  return d;
}

function endAfter(start: string, n: number, days: DayTypeLookup): string {
  let d = start;
  for (let left = n - 1; left > 0;) {
    d = addDaysIso(d, 1);
    if (isWorkingDay(d, days)) left--;
  }
  return d;
}

/** A Budapest wall-clock time on a date (winter offset, like requests.ts). */
const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+01:00`);

function build(input: AbsencePlanInput, a: Absence, who: Types.ObjectId, id: number, kezdete: string, vege: string) {
  const { now, today } = input;
  const role = approverFor(a.tipus);
  // Asked a week ahead, never later than yesterday; decided within a day, never in the future.
  const asked = addDaysIso(kezdete, -7) < today ? addDaysIso(kezdete, -7) : addDaysIso(today, -1);
  const letrehozva = at(asked, 9);
  const decided = new Date(
    Math.max(Math.min(letrehozva.getTime() + 20 * 3_600_000, now.getTime() - 60_000), letrehozva.getTime() + 60_000),
  );
  const draft = a.status === 'piszkozat';
  const isDecided = a.status === 'jovahagyva' || a.status === 'elutasitva';
  const step = (statusz_kod: Status, at: Date, by: Types.ObjectId) => ({
    statusz_kod,
    at,
    by,
    byKind: 'user' as const,
  });
  return {
    kerelem_id: id,
    user: who,
    tipus_kod: a.tipus,
    statusz_kod: a.status,
    kezdete,
    vege,
    megjegyzes: a.megjegyzes,
    jovahagyoi_megjegyzes: a.dontes ?? null,
    letrehozo: { kind: 'user' as const, id: who },
    letrehozva,
    jovahagyo_szerep: draft ? null : role,
    elozetes_jovahagyo_szerep: null,
    varakozo_szerep: a.status === 'jovahagyasra_var' ? role : null,
    dontes_idopont: isDecided ? decided : null,
    dontest_hozta: isDecided ? input.approvers[role] : null,
    munkanapok_szama: countWorkingDays(kezdete, vege, input.days),
    ev: yearOf(kezdete),
    history: draft
      ? [step('piszkozat', letrehozva, who)]
      : [
          step('jovahagyasra_var', letrehozva, who),
          ...(isDecided ? [step(a.status, decided, input.approvers[role])] : []),
          ...(a.status === 'torolve' ? [step('torolve', decided, who)] : []),
        ],
  };
}

/** Plans the absences (ids reserved in the seed's transaction) for `requests.push(...)`. */
export async function planAbsences(
  models: Models,
  session: ClientSession,
  input: AbsencePlanInput,
): Promise<PlannedRequest[]> {
  const monday = addDaysIso(input.today, 1 - isoWeekday(input.today));
  const yearStart = `${schoolYearOf(input.today)}-09-01`;
  const live = input.existing
    .filter((r) => LIVE.includes(r.statusz_kod))
    .map((r) => ({ user: String(r.user), kezdete: r.kezdete, vege: r.vege }));
  const firstId = await reserveIds(models, 'kerelem_id', PLAN.length, session);
  const out: PlannedRequest[] = [];
  for (const [i, a] of PLAN.entries()) {
    // Never before the school year's first day, so the example teacher's are all in the current one.
    const planned = a.from === 'today' ? input.today : addDaysIso(monday, a.from);
    const first = nextWorkingDay(planned < yearStart ? yearStart : planned, input.days);
    const place = (start: string) => {
      const vege = endAfter(start, a.length, input.days);
      // A request may not cross New Year: it starts on the new year's first working day instead.
      if (yearOf(start) === yearOf(vege)) return { kezdete: start, vege };
      const next = nextWorkingDay(`${yearOf(vege)}-01-01`, input.days);
      return { kezdete: next, vege: endAfter(next, a.length, input.days) };
    };
    const busy = (user: Types.ObjectId, r: { kezdete: string; vege: string }) =>
      live.some((l) => l.user === String(user) && l.kezdete <= r.vege && l.vege >= r.kezdete);
    let range = place(first);
    let who: Types.ObjectId | undefined;
    if (a.example) {
      // Her own live requests never overlap: a later start when one would.
      while (LIVE.includes(a.status) && busy(input.exampleTeacher, range))
        range = place(nextWorkingDay(addDaysIso(range.vege, 1), input.days));
      who = input.exampleTeacher;
    } else who = input.requesters.slice(SKIP).find((p) => !busy(p._id, range))?._id;
    if (!who) continue;
    if (LIVE.includes(a.status)) live.push({ user: String(who), ...range });
    out.push(build(input, a, who, firstId + i, range.kezdete, range.vege));
  }
  return out;
}
