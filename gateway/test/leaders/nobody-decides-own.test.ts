// Nobody decides a request that is theirs or that they filed :
// every shape a routing table row can take (each final role, with or without the other role's
// preliminary stage: a leave type enters the route only through its row), × every requester
// (a teacher, a deputy, a principal and an HR person who teach, a holder of both leader roles) ×
// every filer (the requester, the deputy on their behalf). Each request is walked through its
// stages over HTTP: the requester and the filer never see it in a list and are refused (403) when
// they try to decide it, and someone else who holds the waiting role sees it and approves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApproverRole, LeaveType, Role } from '@tavollet/contract/codes';
import { LEADERS_MESSAGES } from '@tavollet/contract/api/leaders';
import { TEACHER_MESSAGES } from '@tavollet/contract/api/teacher';
import { approverFor, otherLeaderRole, type ApprovalRoute } from '@tavollet/contract/domain/approval-routing';
import type { Types } from 'mongoose';
import type { Client } from '../support/client.ts';
import { PEOPLE } from '../support/fixtures.ts';
import {
  insertRequest,
  setDays,
  signInPerson,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';
import { approve, later, listed, teacherWithQuota } from './leaders-fixtures.ts';

interface Person {
  name: string;
  id: Types.ObjectId;
  user_id: number;
  roles: readonly Role[];
  client: Client;
}

let w: World;
let principal: Person;
let deputy: Person;
const requesters: Person[] = [];

const REQUESTER_ROLES: Record<string, Role[]> = {
  teacher: ['tanar'],
  'deputy who teaches': ['tanar', 'igazgatohelyettes'],
  'principal who teaches': ['tanar', 'igazgato'],
  'HR who teaches': ['tanar', 'hr'],
  'both leader roles': ['tanar', 'igazgato', 'igazgatohelyettes'],
};

async function fixturePerson(key: 'igazgato' | 'igazgatohelyettes'): Promise<Person> {
  const doc = await w.models.User.findOne({ email: PEOPLE[key].email }).lean();
  return {
    name: key,
    id: doc!._id,
    user_id: doc!.user_id,
    roles: PEOPLE[key].roles,
    client: await signInPerson(w, key),
  };
}

beforeAll(async () => {
  w = await startWorld();
  principal = await fixturePerson('igazgato');
  deputy = await fixturePerson('igazgatohelyettes');
  for (const [name, roles] of Object.entries(REQUESTER_ROLES)) {
    const t = await teacherWithQuota(w, roles);
    requesters.push({ name, id: t.user._id, user_id: t.user.user_id, roles, client: t.client });
  }
});
afterAll(() => stopWorld(w));

const everyone = () => [principal, deputy, ...requesters];

/** Every shape a row can take: each final role, alone or after the other role's preliminary stage. */
const SHAPES: ApprovalRoute[] = (['igazgato', 'igazgatohelyettes'] as const).flatMap((vegso) => [
  { vegso, elozetes: null },
  { vegso, elozetes: otherLeaderRole(vegso) },
]);

async function setRow(tipus: LeaveType, route: ApprovalRoute) {
  await w.models.ApprovalRoute.updateOne(
    { tipus_kod: tipus },
    { $set: { jovahagyo_szerep: route.vegso, elozetes_jovahagyo_szerep: route.elozetes } },
  );
}

const stored = (kerelem_id: number) =>
  w.models.LeaveRequest.findOne({ kerelem_id }, { statusz_kod: 1, varakozo_szerep: 1, _id: 0 }).lean();

/**
 * Walks a request to its end: at each stage the requester and the filer are kept out, and the
 * first other holder of the waiting role approves. Answers the roles that decided, in order.
 */
async function walk(kerelem_id: number, requester: Person, filer: Person, label: string): Promise<ApproverRole[]> {
  const deciders: ApproverRole[] = [];
  for (let stage = 0; stage < 3; stage++) {
    const doc = await stored(kerelem_id);
    if (doc!.statusz_kod === 'jovahagyva') return deciders;
    const role = doc!.varakozo_szerep as ApproverRole;
    expect(role, label).toMatch(/^igazgato(helyettes)?$/);
    for (const own of new Set([requester, filer])) {
      if (!own.roles.includes(role)) continue;
      expect(await listed(own.client, role, [kerelem_id]), `${label}: ${own.name} sees it`).toEqual([]);
      const res = await approve(own.client, role, kerelem_id);
      expect(res.status, `${label}: ${own.name} decides`).toBe(403);
      expect(res.body.message).toBe(LEADERS_MESSAGES.ownRequest);
    }
    const others = everyone().filter((p) => p.roles.includes(role) && p !== requester && p !== filer);
    expect(others.length, `${label}: someone else holds ${role}`).toBeGreaterThan(0);
    const approver = others[0]!;
    expect(await listed(approver.client, role, [kerelem_id]), `${label}: ${approver.name} sees it`).toEqual([
      kerelem_id,
    ]);
    const res = await approve(approver.client, role, kerelem_id);
    expect(res.status, `${label}: ${approver.name} approves ${JSON.stringify(res.body)}`).toBe(200);
    deciders.push(role);
  }
  throw new Error(`${label}: still not decided after three stages`);
}

let serial = 0;
/** A weekday of next year not used before, marked a teaching day (a public holiday has no working day). */
async function nextDay(): Promise<string> {
  const n = serial++;
  const d = later(Math.floor(n / 5), n % 5);
  await setDays(w, { [d]: 't' });
  return d;
}

async function file(requester: Person, filer: Person, tipus: LeaveType): Promise<number> {
  const d = await nextDay();
  const dates = { tipus, mettol: d, meddig: d };
  const res =
    filer === requester
      ? await requester.client.post<{ kerelem_id: number }>('/api/user/teacher/submit', dates)
      : await filer.client.post<{ kerelem_id: number }>('/api/leaders/submit-for', {
          ...dates,
          user_id: requester.user_id,
        });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.kerelem_id;
}

describe('every routing row × every requester × every filer', () => {
  it('under every shape a row can take: each stage has a decider who is neither the requester nor the filer', async () => {
    const tipus = 'hivatalos';
    try {
      for (const shape of SHAPES) {
        await setRow(tipus, shape);
        // Each requester's requests in turn, the requesters side by side (they share nothing).
        await Promise.all(
          requesters.map(async (requester) => {
            for (const filer of [requester, deputy]) {
              const by = filer === requester ? 'them' : 'the deputy';
              const label = `${JSON.stringify(shape)} for the ${requester.name}, filed by ${by}`;
              const id = await file(requester, filer, tipus);
              const deciders = await walk(id, requester, filer, label);
              // The table's role unless the requester or the filer holds it and not the other one.
              const held = new Set([...requester.roles, ...filer.roles]);
              const away = (r: ApproverRole) => (held.has(r) && !held.has(otherLeaderRole(r)) ? otherLeaderRole(r) : r);
              const final = away(shape.vegso);
              const prelim = shape.elozetes && away(shape.elozetes) !== final ? away(shape.elozetes) : null;
              expect(deciders, label).toEqual(prelim ? [prelim, final] : [final]);
            }
          }),
        );
      }
    } finally {
      await setRow(tipus, { vegso: approverFor(tipus), elozetes: null });
    }
  }, 180_000);

  it("sends the deputy's request for a teacher to the principal, and the principal's own to the deputy", async () => {
    const teacher = requesters.find((p) => p.name === 'teacher')!;
    const filed = await file(teacher, deputy, 'rendes_szabadsag');
    expect(await stored(filed)).toMatchObject({ varakozo_szerep: 'igazgato' });
    expect(await listed(deputy.client, 'igazgatohelyettes', [filed])).toEqual([]);
    expect(await listed(principal.client, 'igazgato', [filed])).toEqual([filed]);

    const boss = requesters.find((p) => p.name === 'principal who teaches')!;
    const own = await file(boss, boss, 'hivatalos');
    expect(await stored(own)).toMatchObject({ varakozo_szerep: 'igazgatohelyettes' });
    expect(await listed(boss.client, 'igazgato', [own])).toEqual([]);
    expect(await listed(deputy.client, 'igazgatohelyettes', [own])).toEqual([own]);
  });

  it('refuses (403) the filer of a request waiting for their role, and keeps it out of their list', async () => {
    // A request the deputy filed that waits for the deputy, as requests filed before this rule were routed.
    const teacher = requesters.find((p) => p.name === 'teacher')!;
    const doc = await w.models.User.findById(teacher.id);
    const id = await insertRequest(w, doc!, { status: 'jovahagyasra_var', kezdete: later(45, 0), vege: later(45, 0) });
    await w.models.LeaveRequest.updateOne({ kerelem_id: id }, { $set: { 'letrehozo.id': deputy.id } });
    expect(await listed(deputy.client, 'igazgatohelyettes', [id])).toEqual([]);
    const res = await approve(deputy.client, 'igazgatohelyettes', id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(LEADERS_MESSAGES.ownRequest);
    const details = await deputy.client.get(`/api/leaders/request/${id}?szerep=igazgatohelyettes`);
    expect(details.status).toBe(404);
  });
});

describe('a school where nobody else could decide', () => {
  it('routes past a role nobody else holds, and refuses a submit nobody could decide', async () => {
    const both = requesters.find((p) => p.name === 'both leader roles')!;
    const teacher = requesters.find((p) => p.name === 'teacher')!;
    const leaders = everyone().filter(
      (p) => p !== both && p.roles.some((r) => r === 'igazgato' || r === 'igazgatohelyettes'),
    );
    const deputies = leaders.filter((p) => p.roles.includes('igazgatohelyettes'));
    const block = (people: Person[], blocked: boolean) =>
      w.models.User.updateMany({ _id: { $in: people.map((p) => p.id) } }, { $set: { blocked } });
    try {
      // No deputy besides the holder of both roles, who files their own: the principal decides.
      await block(deputies, true);
      const id = await file(both, both, 'rendes_szabadsag');
      expect(await stored(id)).toMatchObject({ varakozo_szerep: 'igazgato' });
      // Nobody but them holds a leader role: no route could end, so the submit is refused.
      await block(leaders, true);
      const day = await nextDay();
      const res = await both.client.post('/api/user/teacher/submit', { tipus: 'hivatalos', mettol: day, meddig: day });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: TEACHER_MESSAGES.noApprover });
      // A plain teacher's request still goes to them: they are neither its requester nor its filer.
      const t = await teacher.client.post<{ kerelem_id: number }>('/api/user/teacher/submit', {
        tipus: 'hivatalos',
        mettol: day,
        meddig: day,
      });
      expect(t.status).toBe(200);
      expect(await listed(both.client, 'igazgato', [t.body.kerelem_id])).toEqual([t.body.kerelem_id]);
    } finally {
      await block(leaders, false);
    }
  });
});
