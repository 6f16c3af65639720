// The demo school's leave requests (docs/architecture.md "Data model"): about 60, in every status, over
// the current school year; pending ones in the future (a few urgent), decided ones mostly in
// the past; routed by the demo school's approval table (DEMO_PRELIMINARY_ROUTING: parental leave
// is approved by the deputy first, then by the principal), with the history of every stage;
// working days counted from the calendar.
import type { Types } from 'mongoose';
import type { ApproverRole, LeaveType, Role, Status } from '@tavollet/contract/codes';
import { addDaysIso, daysBetween } from '@tavollet/contract/domain/dates';
import { countWorkingDays, isWorkingDay, type DayTypeLookup } from '@tavollet/contract/domain/working-days';
import {
  approverFor,
  preliminaryFor,
  routeRequest,
  type RoutingTable,
} from '@tavollet/contract/domain/approval-routing';
import { yearOf } from '../services/leave/request-rules.ts';
import type { Random } from './random.ts';

/**
 * The demo school's preliminary stages (docs/architecture.md "Approval routing"): parental leave
 * waits for the deputy first; the final approvers are the default table's.
 */
export const DEMO_PRELIMINARY_ROUTING: RoutingTable = { szuloi_szabadsag: 'igazgatohelyettes' };

/** The only demo type with a preliminary stage: every elozetes_jovahagyasra_var request has it. */
const PRELIMINARY_TYPE: LeaveType = 'szuloi_szabadsag';

interface Requester {
  _id: Types.ObjectId;
  /** Their roles (nobody decides their own request). */
  roles: Role[];
  /** Quota-tracked types this person may take beyond regular leave (children, newborn, …). */
  extraTypes: LeaveType[];
}

export interface RequestPlanInput {
  requesters: Requester[];
  approvers: Record<ApproverRole, Types.ObjectId>;
  /** The deputy creates a few requests on behalf of teachers (staff-area.md §1). */
  deputy: Types.ObjectId;
  days: DayTypeLookup;
  today: string;
  now: Date;
  schoolYear: { from: string; to: string };
  rng: Random;
}

/** How many requests of each status (60 in all). */
const PLAN: [Status, number][] = [
  ['jovahagyva', 24],
  ['jovahagyasra_var', 12],
  ['elozetes_jovahagyasra_var', 5],
  ['elutasitva', 6],
  ['torolve', 6],
  ['piszkozat', 7],
];

/** Notes a teacher would write, by type (at most 100 characters, staff-area.md §5). */
const NOTES: Partial<Record<LeaveType, (string | null)[]>> = {
  rendes_szabadsag: ['Családi program', 'Költözés', 'Esküvő', 'Orvosi vizsgálat', null, null, null],
  tappenz: ['Influenza', 'Orvosi igazolás leadva', null],
  hivatalos: ['Tanúként idéztek a bíróságra', 'Hatósági ügyintézés'],
  iskola_eredetu: ['Tanulmányi verseny kísérése', 'Osztálykirándulás', 'Továbbképzés (Budapest)'],
  szivessegi_helyettesites: ['Helyettesítés a szomszéd iskolában'],
  gyermek_utan_jaro_potszabadsag: ['Gyermekem iskolai ünnepsége', 'Gyermekem beteg', null],
};
const REJECT_NOTES = [
  'Az adott napokon a helyettesítés nem megoldható.',
  'Kérlek, egyeztess a munkaközösség-vezetővel, és adj be más időpontot.',
  'A félévzáró értekezlet miatt nem engedélyezhető.',
];
const BASE_TYPES: LeaveType[] = [
  'rendes_szabadsag',
  'rendes_szabadsag',
  'rendes_szabadsag',
  'rendes_szabadsag',
  'tappenz',
  'hivatalos',
  'iskola_eredetu',
  'szivessegi_helyettesites',
];

/** Types the random pick rarely lands on, given to approved past requests 2 to 4 (every type is in the demo). */
const SHOWCASE_TYPES: LeaveType[] = ['apasagi_szabadsag', 'nagyszuloi_szabadsag', 'halal'];

/** A Budapest wall-clock time on a date (winter offset is close enough for demo data). */
const at = (date: string, hour: number, minute: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+01:00`);

function nextWorkingDay(iso: string, days: DayTypeLookup): string {
  let d = iso;
  while (!isWorkingDay(d, days)) d = addDaysIso(d, 1);
  return d;
}

/** The last day of a run of `n` working days starting on `start`. */
function endAfter(start: string, n: number, days: DayTypeLookup): string {
  let d = start;
  let left = n - 1;
  while (left > 0) {
    d = addDaysIso(d, 1);
    if (isWorkingDay(d, days)) left--;
  }
  return d;
}

type Window = 'past' | 'future' | 'urgent';

function windowOf(status: Status, i: number): Window {
  if (status === 'jovahagyva') return i % 4 === 0 ? 'future' : 'past';
  if (status === 'elutasitva' || status === 'torolve') return i % 3 === 0 ? 'future' : 'past';
  if (status === 'jovahagyasra_var') return i < 3 ? 'urgent' : 'future';
  if (status === 'elozetes_jovahagyasra_var') return i === 0 ? 'urgent' : 'future';
  return 'future';
}

/**
 * The last day a request may end: the school year's end, or two months ahead when less is left
 * of it (June, the summer break), so there is a future on any day the demo is seeded.
 */
const horizonOf = (input: RequestPlanInput): string => {
  const twoMonths = addDaysIso(input.today, 60);
  return twoMonths > input.schoolYear.to ? twoMonths : input.schoolYear.to;
};

function pickStart(w: Window, input: RequestPlanInput): string {
  const { rng, today, schoolYear, days } = input;
  let from: string;
  let span: number;
  if (w === 'urgent') [from, span] = [addDaysIso(today, 1), 6];
  else if (w === 'past')
    [from, span] = [
      addDaysIso(schoolYear.from, 6),
      Math.max(1, daysBetween(addDaysIso(schoolYear.from, 6), today) - 4),
    ];
  else [from, span] = [addDaysIso(today, 9), daysBetween(addDaysIso(today, 9), horizonOf(input))];
  return nextWorkingDay(addDaysIso(from, rng.int(0, span - 1)), days);
}

function lengthOf(type: LeaveType, rng: Random): number {
  if (type === 'hivatalos' || type === 'szivessegi_helyettesites' || type === 'iskola_eredetu') return 1;
  if (type === 'halal') return 2;
  if (type === 'tappenz') return rng.int(2, 5);
  return rng.int(1, 4);
}

export function planRequests(input: RequestPlanInput, firstId: number) {
  const { rng, requesters, days } = input;
  const taken = new Map<string, [string, string][]>();
  const out = [];
  let id = firstId;
  let turn = 0;
  const horizon = horizonOf(input);
  for (const [status, count] of PLAN) {
    for (let i = 0; i < count; i++) {
      const w = windowOf(status, i);
      // Only a type with a preliminary stage can wait for a preliminary approval.
      const prelim = status === 'elozetes_jovahagyasra_var';
      // A few approved past requests of the rare types, so every type filter finds something.
      const showcase = status === 'jovahagyva' ? SHOWCASE_TYPES[i - 1] : undefined;
      const needs = prelim ? PRELIMINARY_TYPE : showcase;
      const pool = needs && needs !== 'halal' ? requesters.filter((r) => r.extraTypes.includes(needs)) : requesters;
      for (let attempt = 0; attempt < 30; attempt++) {
        const who = pool[(turn + attempt * 7) % pool.length]!;
        const types = [...BASE_TYPES, ...who.extraTypes];
        let tipus = needs ?? rng.pick(types);
        if (tipus === 'tappenz' && w !== 'past') tipus = 'rendes_szabadsag'; // sick pay is recorded afterwards
        const kezdete = pickStart(w, input);
        const vege = endAfter(kezdete, lengthOf(tipus, rng), days);
        const ranges = taken.get(who._id.toHexString()) ?? [];
        if (ranges.some(([a, b]) => kezdete <= b && vege >= a)) continue;
        if (vege > horizon || (w === 'past' && vege >= input.today)) continue;
        if (yearOf(kezdete) !== yearOf(vege)) continue; // a request may not cross New Year
        ranges.push([kezdete, vege]);
        taken.set(who._id.toHexString(), ranges);
        out.push(
          buildRequest(input, {
            id: id++,
            who,
            tipus,
            status,
            kezdete,
            vege,
            // The deputy files none of the preliminary type: filed by the deputy, it skips the
            // deputy's stage, and the demo shows that stage on every one.
            onBehalf: status !== 'piszkozat' && i % 5 === 1 && tipus !== PRELIMINARY_TYPE,
          }),
        );
        break;
      }
      turn++;
    }
  }
  return out;
}

interface Pick {
  id: number;
  who: Requester;
  tipus: LeaveType;
  status: Status;
  kezdete: string;
  vege: string;
  onBehalf: boolean;
}

function buildRequest(input: RequestPlanInput, p: Pick) {
  const { rng, now } = input;
  const clamp = (d: Date) =>
    d.getTime() > now.getTime() - 60_000 ? new Date(now.getTime() - rng.int(2, 90) * 60_000) : d;
  // Asked 3 to 21 days ahead; far-future requests were still asked in the last few weeks.
  let createdDay = p.tipus === 'tappenz' ? p.kezdete : addDaysIso(p.kezdete, -rng.int(3, 21));
  if (createdDay > input.today) createdDay = addDaysIso(input.today, -rng.int(0, 20));
  if (createdDay < input.schoolYear.from) createdDay = input.schoolYear.from;
  const letrehozva = clamp(at(createdDay, rng.int(7, 15), rng.int(0, 59)));
  const route = routeRequest(
    { vegso: approverFor(p.tipus), elozetes: preliminaryFor(p.tipus, DEMO_PRELIMINARY_ROUTING) },
    { held: p.onBehalf ? [...p.who.roles, 'igazgatohelyettes'] : p.who.roles },
  );
  const approver = input.approvers[route.jovahagyo_szerep];
  const creator = p.onBehalf ? input.deputy : p.who._id;
  // Decided 3 to 50 hours later, never in the future and never before the request.
  const decidedMs = Math.min(letrehozva.getTime() + rng.int(3, 50) * 3_600_000, now.getTime() - 60_000);
  const decided = new Date(Math.max(decidedMs, letrehozva.getTime() + 60_000));
  type Entry = { statusz_kod: Status; at: Date; by: Types.ObjectId; byKind: 'user' };
  const history: Entry[] = [
    {
      statusz_kod: p.status === 'piszkozat' ? 'piszkozat' : route.statusz_kod,
      at: letrehozva,
      by: creator,
      byKind: 'user',
    },
  ];
  const isDecision = p.status === 'jovahagyva' || p.status === 'elutasitva';
  // Past the preliminary stage: the preliminary approver said yes halfway to the decision.
  if (route.elozetes_jovahagyo_szerep && (isDecision || p.status === 'jovahagyasra_var')) {
    const halfway = new Date((letrehozva.getTime() + decided.getTime()) / 2);
    const by = input.approvers[route.elozetes_jovahagyo_szerep];
    history.push({ statusz_kod: 'jovahagyasra_var', at: halfway, by, byKind: 'user' });
  }
  if (isDecision) history.push({ statusz_kod: p.status, at: decided, by: approver, byKind: 'user' });
  if (p.status === 'torolve') history.push({ statusz_kod: 'torolve', at: decided, by: p.who._id, byKind: 'user' });
  const waiting: ApproverRole | null =
    p.status === 'elozetes_jovahagyasra_var'
      ? route.varakozo_szerep
      : p.status === 'jovahagyasra_var'
        ? route.jovahagyo_szerep
        : null;
  return {
    kerelem_id: p.id,
    user: p.who._id,
    tipus_kod: p.tipus,
    statusz_kod: p.status,
    kezdete: p.kezdete,
    vege: p.vege,
    megjegyzes: rng.pick(NOTES[p.tipus] ?? [null]),
    jovahagyoi_megjegyzes:
      p.status === 'elutasitva'
        ? rng.pick(REJECT_NOTES)
        : p.status === 'jovahagyva' && rng.chance(0.2)
          ? 'Jó pihenést!'
          : null,
    letrehozo: { kind: 'user' as const, id: creator },
    letrehozva,
    jovahagyo_szerep: p.status === 'piszkozat' ? null : route.jovahagyo_szerep,
    elozetes_jovahagyo_szerep: p.status === 'piszkozat' ? null : route.elozetes_jovahagyo_szerep,
    varakozo_szerep: waiting,
    dontes_idopont: isDecision ? decided : null,
    dontest_hozta: isDecision ? approver : null,
    munkanapok_szama: countWorkingDays(p.kezdete, p.vege, input.days),
    ev: yearOf(p.kezdete),
    history,
  };
}

export type PlannedRequest = ReturnType<typeof buildRequest>;
