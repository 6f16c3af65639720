// Test helpers of the teacher area: a gateway with the default approval routing, fresh signed-in
// teachers (one per test, so tests never share requests), quotas, calendar days, requests in any
// status written directly (decisions have no teacher call), and dates in the current Budapest
// year whose weekdays are known.
import { LEAVE_TYPES, type DayType, type LeaveType, type Role, type Status } from '@tavollet/contract/codes';
import { approverFor } from '@tavollet/contract/domain/approval-routing';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { addDaysIso, isoWeekday } from '@tavollet/contract/domain/dates';
import type { Models } from '../../src/db/models.ts';
import type { UserDoc } from '../../src/models/user.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { nextId } from '../../src/db/counters.ts';
import { Client } from './client.ts';
import { PASSWORD, PEOPLE, createPeople, type PersonKey } from './fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from './harness.ts';

export interface World {
  db: TestDb;
  gw: TestGateway;
  models: Models;
}

/** A test database with the shared test people and the default routing table (no gateway yet). */
export async function startWorldDb(): Promise<TestDb> {
  const db = await startTestDb();
  await createPeople(db.models);
  await db.models.ApprovalRoute.insertMany(
    LEAVE_TYPES.map((t) => ({ tipus_kod: t, jovahagyo_szerep: approverFor(t) })),
  );
  return db;
}

/** `startWorldDb` and one gateway on it. */
export async function startWorld(): Promise<World> {
  const db = await startWorldDb();
  const gw = await startTestGateway(db.models);
  return { db, gw, models: db.models };
}

export async function stopWorld(w: World | undefined): Promise<void> {
  await w?.gw.stopAll();
  await w?.db.stop();
}

export async function signIn(w: World, email: string): Promise<Client> {
  const c = new Client(w.gw.url);
  const res = await c.post('/api/auth/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return c;
}

export const signInPerson = (w: World, key: PersonKey) => signIn(w, PEOPLE[key].email);

export interface Teacher {
  user: UserDoc;
  client: Client;
}

let hash: string | undefined;
let serial = 0;

/** A new person (tanar unless told otherwise), signed in. */
export async function newTeacher(w: World, roles: Role[] = ['tanar']): Promise<Teacher> {
  hash ??= await hashPassword(PASSWORD);
  const n = ++serial;
  const user = await w.models.User.create({
    user_id: await nextId(w.models, 'user_id'),
    nev: `Tanár ${n}. Teszt`,
    email: `tanar${n}.${process.pid}@teszt.hu`,
    felhasznalonev: `tanar${n}_${process.pid}`,
    oktatasi_azonosito: `72${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`,
    szerepkorok: roles,
    passwordHash: hash,
  });
  return { user, client: await signIn(w, user.email) };
}

/** The quota year of getdata: Budapest's current year. */
export const YEAR = Number(budapestToday().slice(0, 4));

/** The Monday of the `n`-th week (0-based) after the first Monday of February of YEAR. */
export function monday(n: number, year = YEAR): string {
  let d = `${year}-02-01`;
  while (isoWeekday(d) !== 1) d = addDaysIso(d, 1);
  return addDaysIso(d, 7 * n);
}

/** `monday(week)` plus `offset` days (0 = Monday … 6 = Sunday). */
export const day = (week: number, offset: number, year = YEAR) => addDaysIso(monday(week, year), offset);

export async function setQuota(w: World, user: UserDoc, values: Record<string, number>, ev = YEAR): Promise<void> {
  await w.models.Quota.updateOne({ user: user._id, ev }, { $set: values }, { upsert: true });
}

export async function setDays(w: World, days: Record<string, DayType>): Promise<void> {
  for (const [datum, tipus] of Object.entries(days)) {
    await w.models.CalendarDay.updateOne(
      { datum },
      {
        $set: {
          tipus,
          ev: Number(datum.slice(0, 4)),
          honap: Number(datum.slice(5, 7)),
          nap: Number(datum.slice(8, 10)),
        },
      },
      { upsert: true },
    );
  }
}

export interface RequestSeed {
  tipus?: LeaveType;
  status: Status;
  kezdete: string;
  vege: string;
  munkanapok_szama?: number;
  letrehozva?: Date;
  dontes_idopont?: Date | null;
  jovahagyoi_megjegyzes?: string | null;
}

/** A request written straight into the database (as an approver or an import would leave it). */
export async function insertRequest(w: World, user: UserDoc, r: RequestSeed): Promise<number> {
  const kerelem_id = await nextId(w.models, 'kerelem_id');
  const at = r.letrehozva ?? new Date();
  await w.models.LeaveRequest.create({
    kerelem_id,
    user: user._id,
    tipus_kod: r.tipus ?? 'rendes_szabadsag',
    statusz_kod: r.status,
    kezdete: r.kezdete,
    vege: r.vege,
    letrehozo: { kind: 'user', id: user._id },
    letrehozva: at,
    jovahagyo_szerep: r.status === 'piszkozat' ? null : approverFor(r.tipus ?? 'rendes_szabadsag'),
    // A waiting request waits for its final approver (no preliminary stage in the default table).
    varakozo_szerep: r.status === 'jovahagyasra_var' ? approverFor(r.tipus ?? 'rendes_szabadsag') : null,
    dontes_idopont: r.dontes_idopont ?? null,
    jovahagyoi_megjegyzes: r.jovahagyoi_megjegyzes ?? null,
    munkanapok_szama: r.munkanapok_szama ?? 1,
    ev: Number(r.kezdete.slice(0, 4)),
    history: [{ statusz_kod: r.status, at, by: user._id, byKind: 'user' }],
  });
  return kerelem_id;
}

/** Every stored request of a person, oldest id first, without volatile fields. */
export async function requestsOf(w: World, user: UserDoc) {
  return w.models.LeaveRequest.find({ user: user._id }, { _id: 0, __v: 0, updatedAt: 0 })
    .sort({ kerelem_id: 1 })
    .lean();
}
