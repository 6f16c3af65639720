// `npm run seed -- --reset --requests N`: N generated leave requests over the demo school's people,
// after the demo reseed, for load tests of the HR list, the export and the leaders' lists. Every
// request is valid on its own: routed as a real submit by the same person would be (the routing
// table read as the submit reads it, then routeRequest), so a request awaiting a decision waits for
// the role the leaders' pending lists look for; working days counted from the school calendar, a
// history that matches its status, created before it starts and decided after it was created.
// Overlaps between one person's requests are allowed (a load test needs volume, not a plausible
// year).
import type { Types } from 'mongoose';
import { type ApproverRole, type DayType, type LeaveType, type Status } from '@tavollet/contract/codes';
import { routeRequest } from '@tavollet/contract/domain/approval-routing';
import { addDaysIso, daysBetween } from '@tavollet/contract/domain/dates';
import { countWorkingDays, lookupFromMap } from '@tavollet/contract/domain/working-days';
import type { Models } from '../db/models.ts';
import { reserveIds } from '../db/counters.ts';
import { routeOfRow } from '../services/leave/approval-routing.ts';
import { seededRandom, type Random } from './random.ts';

/** Documents per insertMany: one command each, so memory stays small at any N. */
const BATCH = 1000;

const STATUS_WEIGHTS: [Status, number][] = [
  ['jovahagyva', 50],
  ['jovahagyasra_var', 14],
  ['elozetes_jovahagyasra_var', 4],
  ['elutasitva', 12],
  ['torolve', 12],
  ['piszkozat', 8],
];
const TYPE_WEIGHTS: [LeaveType, number][] = [
  ['rendes_szabadsag', 40],
  ['tappenz', 15],
  ['hivatalos', 8],
  ['iskola_eredetu', 8],
  ['szivessegi_helyettesites', 6],
  ['gyermek_utan_jaro_potszabadsag', 8],
  ['apasagi_szabadsag', 3],
  ['szuloi_szabadsag', 4],
  ['halal', 3],
  ['nagyszuloi_szabadsag', 5],
];
const NOTES = ['Családi program', 'Orvosi vizsgálat', 'Költözés', 'Továbbképzés', null, null, null];
const DECISION_NOTES = ['Jó pihenést!', 'A helyettesítés nem megoldható.', null, null];

function weighted<T>(rng: Random, items: [T, number][]): T {
  let r = rng.next() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items[0]![0];
}

export interface LargeSchoolSummary {
  requests: number;
  batches: number;
  ms: number;
}

/** Adds `n` requests to an already seeded demo school. */
export async function addLargeSchool(models: Models, n: number, now = new Date()): Promise<LargeSchoolSummary> {
  const t0 = Date.now();
  const rng = seededRandom(20_000 + n);
  const people = await models.User.find({ szerepkorok: 'tanar' }, { _id: 1, szerepkorok: 1 }).lean();
  const leaders = await models.User.find({ szerepkorok: { $in: ['igazgato', 'igazgatohelyettes'] } }).lean();
  // Nobody decides their own request: another holder of the role does.
  const approverOf = (role: ApproverRole, requester: Types.ObjectId): Types.ObjectId | null =>
    leaders.find((u) => u.szerepkorok.includes(role) && !u._id.equals(requester))?._id ?? null;
  const table = new Map((await models.ApprovalRoute.find().lean()).map((r) => [r.tipus_kod, r]));
  const calendar = await models.CalendarDay.find({}, { datum: 1, tipus: 1 }).sort({ datum: 1 }).lean();
  if (people.length === 0 || calendar.length === 0) throw new Error('seed the demo school first (--reset)');
  const days = lookupFromMap(new Map(calendar.map((d) => [d.datum, d.tipus as DayType])));
  const first = calendar[0]!.datum;
  const span = daysBetween(first, calendar.at(-1)!.datum) - 7;

  let id = await reserveIds(models, 'kerelem_id', n);
  let batches = 0;
  for (let done = 0; done < n; done += BATCH) {
    const batch = [];
    for (let i = done; i < Math.min(n, done + BATCH); i++) {
      const person = people[rng.int(0, people.length - 1)]!;
      const who = person._id;
      const tipus = weighted(rng, TYPE_WEIGHTS);
      const route = routeRequest(routeOfRow(tipus, table.get(tipus) ?? null), {
        held: person.szerepkorok,
        staffed: (role) => approverOf(role, who) !== null,
      });
      let status = weighted(rng, STATUS_WEIGHTS);
      // Only a route with a preliminary stage can wait for the preliminary approver.
      if (status === 'elozetes_jovahagyasra_var' && !route.elozetes_jovahagyo_szerep) status = 'jovahagyasra_var';
      const kezdete = addDaysIso(first, rng.int(0, span));
      let vege = addDaysIso(kezdete, rng.int(0, tipus === 'tappenz' ? 6 : 4));
      if (vege.slice(0, 4) !== kezdete.slice(0, 4)) vege = `${kezdete.slice(0, 4)}-12-31`;
      const createdMs = Math.min(
        Date.parse(`${kezdete}T08:00:00Z`) - rng.int(1, 21) * 86_400_000 + rng.int(0, 36_000) * 1000,
        now.getTime() - rng.int(1, 600) * 60_000,
      );
      const letrehozva = new Date(createdMs);
      const decided = new Date(Math.min(createdMs + rng.int(1, 72) * 3_600_000, now.getTime() - 1000));
      const approver = approverOf(route.jovahagyo_szerep, who);
      const isDecision = status === 'jovahagyva' || status === 'elutasitva';
      const history: { statusz_kod: Status; at: Date; by: Types.ObjectId | null; byKind: 'user' }[] = [
        {
          statusz_kod: status === 'piszkozat' ? 'piszkozat' : route.statusz_kod,
          at: letrehozva,
          by: who,
          byKind: 'user',
        },
      ];
      // Past the preliminary stage: its approver said yes halfway to the decision.
      const prelim = route.elozetes_jovahagyo_szerep;
      if (prelim && (isDecision || status === 'jovahagyasra_var')) {
        const halfway = new Date((letrehozva.getTime() + decided.getTime()) / 2);
        history.push({ statusz_kod: 'jovahagyasra_var', at: halfway, by: approverOf(prelim, who), byKind: 'user' });
      }
      if (isDecision) history.push({ statusz_kod: status, at: decided, by: approver, byKind: 'user' });
      if (status === 'torolve') history.push({ statusz_kod: 'torolve', at: decided, by: who, byKind: 'user' });
      const waiting: ApproverRole | null =
        status === 'elozetes_jovahagyasra_var'
          ? route.varakozo_szerep
          : status === 'jovahagyasra_var'
            ? route.jovahagyo_szerep
            : null;
      batch.push({
        kerelem_id: id++,
        user: who,
        tipus_kod: tipus,
        statusz_kod: status,
        kezdete,
        vege,
        megjegyzes: rng.pick(NOTES),
        jovahagyoi_megjegyzes: isDecision ? rng.pick(DECISION_NOTES) : null,
        letrehozo: { kind: 'user' as const, id: who },
        letrehozva,
        jovahagyo_szerep: status === 'piszkozat' ? null : route.jovahagyo_szerep,
        elozetes_jovahagyo_szerep: status === 'piszkozat' ? null : prelim,
        varakozo_szerep: waiting,
        dontes_idopont: isDecision ? decided : null,
        dontest_hozta: isDecision ? approver : null,
        munkanapok_szama: countWorkingDays(kezdete, vege, days),
        ev: Number(kezdete.slice(0, 4)),
        history,
      });
    }
    await models.LeaveRequest.insertMany(batch, { lean: true });
    batches++;
  }
  return { requests: n, batches, ms: Date.now() - t0 };
}
