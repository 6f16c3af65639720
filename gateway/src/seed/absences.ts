// Absences of the demo school around today (docs/architecture.md "Statistics"): the random plan of
// requests.ts leaves the current and the next week almost empty, so the leaders' "Ki van távol?"
// would show nothing on a fresh demo. A few approved and pending requests this week and next,
// each given to the first teacher free on those days (no overlap with another live request of the
// same person), routed by the default table and decided by that role's demo leader.
import type { Types } from 'mongoose';
import type { ApproverRole, LeaveType, Status } from '@tavollet/contract/codes';
import { addDaysIso, isoWeekday } from '@tavollet/contract/domain/dates';
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
}

interface Absence {
  tipus: LeaveType;
  status: Status;
  /** Days after this week's Monday. */
  from: number;
  /** Working days it lasts. */
  length: number;
  megjegyzes: string | null;
}

/** Today's absence first (when today is a working day), then the rest of this week and the next. */
const PLAN: Absence[] = [
  { tipus: 'iskola_eredetu', status: 'jovahagyva', from: -1, length: 1, megjegyzes: 'Tanulmányi verseny kísérése' },
  { tipus: 'rendes_szabadsag', status: 'jovahagyva', from: 0, length: 3, megjegyzes: 'Családi program' },
  { tipus: 'hivatalos', status: 'jovahagyva', from: 3, length: 1, megjegyzes: 'Hatósági ügyintézés' },
  { tipus: 'hivatalos', status: 'jovahagyasra_var', from: 4, length: 1, megjegyzes: null },
  { tipus: 'rendes_szabadsag', status: 'jovahagyva', from: 7, length: 2, megjegyzes: 'Költözés' },
  { tipus: 'szivessegi_helyettesites', status: 'jovahagyva', from: 9, length: 1, megjegyzes: null },
  { tipus: 'rendes_szabadsag', status: 'jovahagyasra_var', from: 9, length: 3, megjegyzes: 'Esküvő' },
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
  const isDecided = a.status === 'jovahagyva';
  return {
    kerelem_id: id,
    user: who,
    tipus_kod: a.tipus,
    statusz_kod: a.status,
    kezdete,
    vege,
    megjegyzes: a.megjegyzes,
    jovahagyoi_megjegyzes: null,
    letrehozo: { kind: 'user' as const, id: who },
    letrehozva,
    jovahagyo_szerep: role,
    elozetes_jovahagyo_szerep: null,
    varakozo_szerep: isDecided ? null : role,
    dontes_idopont: isDecided ? decided : null,
    dontest_hozta: isDecided ? input.approvers[role] : null,
    munkanapok_szama: countWorkingDays(kezdete, vege, input.days),
    ev: yearOf(kezdete),
    history: [
      { statusz_kod: 'jovahagyasra_var' as Status, at: letrehozva, by: who, byKind: 'user' as const },
      ...(isDecided
        ? [{ statusz_kod: a.status, at: decided, by: input.approvers[role], byKind: 'user' as const }]
        : []),
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
  const live = input.existing
    .filter((r) => LIVE.includes(r.statusz_kod))
    .map((r) => ({ user: String(r.user), kezdete: r.kezdete, vege: r.vege }));
  const firstId = await reserveIds(models, 'kerelem_id', PLAN.length, session);
  const out: PlannedRequest[] = [];
  for (const [i, a] of PLAN.entries()) {
    const kezdete = nextWorkingDay(a.from < 0 ? input.today : addDaysIso(monday, a.from), input.days);
    const vege = endAfter(kezdete, a.length, input.days);
    const free = input.requesters
      .slice(SKIP)
      .find((p) => !live.some((r) => r.user === String(p._id) && r.kezdete <= vege && r.vege >= kezdete));
    // A request may not cross New Year.
    if (!free || yearOf(kezdete) !== yearOf(vege)) continue;
    live.push({ user: String(free._id), kezdete, vege });
    out.push(build(input, a, free._id, firstId + i, kezdete, vege));
  }
  return out;
}
