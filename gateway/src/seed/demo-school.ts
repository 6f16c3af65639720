// The demo school (docs/architecture.md "Data model"), seeded on the first start with an empty database
// and by `npm run seed -- --reset`. Deterministic (seeded PRNG) for a given "today".
import { LEAVE_TYPES, type DayType, type LeaveType } from '@tavollet/contract/codes';
import { budapestToday, schoolYearOf } from '@tavollet/contract/domain/budapest-today';
import { approverFor } from '@tavollet/contract/domain/approval-routing';
import { lookupFromMap } from '@tavollet/contract/domain/working-days';
import type { Logger } from '../logger.ts';
import type { Models } from '../db/models.ts';
import { reserveIds } from '../db/counters.ts';
import { hashPassword } from '../auth/passwords.ts';
import { seededRandom } from './random.ts';
import { schoolYearDays } from './school-calendar.ts';
import { DEMO_ADMIN, DEMO_DOMAIN, DEMO_PASSWORD, DEMO_STAFF, type DemoPerson } from './people.ts';
import { planRequests } from './requests.ts';
import { planQuotas } from './quotas.ts';
import { seedMailAndIssues } from './extras.ts';

export interface SeedOptions {
  /** Budapest's today by default; tests pin it. */
  today?: string;
  now?: Date;
}

/** Quota-tracked types a demo person may request beyond regular leave. */
function extraTypesOf(p: DemoPerson): LeaveType[] {
  const extra: LeaveType[] = [];
  if ((p.gyerekek ?? 0) > 0) extra.push('gyermek_utan_jaro_potszabadsag');
  if (p.login === 'horvath.zoltan') extra.push('apasagi_szabadsag');
  if (p.login === 'varga.eszter') extra.push('szuloi_szabadsag');
  if (p.login === 'molnar.laszlo') extra.push('nagyszuloi_szabadsag');
  return extra;
}

export async function seedDemoSchool(models: Models, log: Logger, opts: SeedOptions = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const today = opts.today ?? budapestToday(now);
  const year = schoolYearOf(today);
  const rng = seededRandom(20260901);

  // Calendar of this school year and the next (September to June), and the active period.
  const days = [...schoolYearDays(year), ...schoolYearDays(year + 1)];
  await models.CalendarDay.insertMany(
    days.map((d) => ({ ...d, ev: Number(d.datum.slice(0, 4)), honap: Number(d.datum.slice(5, 7)), nap: Number(d.datum.slice(8, 10)) })),
  );
  await models.ActivePeriod.create({ megnyitva_tol: `${year}-09-01`, megnyitva_ig: `${year + 1}-06-30` });
  await models.ApprovalRoute.insertMany(
    LEAVE_TYPES.map((t) => ({ tipus_kod: t, jovahagyo_szerep: approverFor(t) })),
  );

  // Every demo account has the same published password: one argon2 hash serves them all (35
  // hashes took about a second of every first start).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await models.Admin.create({ ...DEMO_ADMIN, passwordHash });
  const firstUserId = await reserveIds(models, 'user_id', DEMO_STAFF.length);
  const users = [];
  for (const [i, p] of DEMO_STAFF.entries()) {
    users.push({
      user_id: firstUserId + i,
      nev: p.nev,
      email: `${p.login}@${DEMO_DOMAIN}`,
      felhasznalonev: p.login,
      oktatasi_azonosito: `7${String(rng.int(0, 9_999_999_999)).padStart(10, '0')}`,
      szerepkorok: p.szerepkorok,
      passwordHash,
      passwordChangedAt: now,
    });
  }
  const created = await models.User.insertMany(users);
  const byLogin = new Map(created.map((u, i) => [DEMO_STAFF[i]!.login, { doc: u, person: DEMO_STAFF[i]! }]));
  const idOf = (login: string) => byLogin.get(login)!.doc._id;

  const dayMap = new Map<string, DayType>(days.map((d) => [d.datum, d.tipus]));
  const requesters = [...byLogin.values()]
    .filter((e) => e.person.szerepkorok.includes('tanar'))
    .map((e) => ({ _id: e.doc._id, extraTypes: extraTypesOf(e.person) }));
  const nRequests = 60;
  const firstKerelem = await reserveIds(models, 'kerelem_id', nRequests);
  const requests = planRequests(
    {
      requesters,
      approvers: { igazgato: idOf('szabo.katalin'), igazgatohelyettes: idOf('nagy.peter') },
      deputy: idOf('nagy.peter'),
      days: lookupFromMap(dayMap),
      today,
      now,
      schoolYear: { from: `${year}-09-01`, to: `${year + 1}-06-30` },
      rng,
    },
    firstKerelem,
  );
  await models.LeaveRequest.insertMany(requests);

  const quotaPeople = [...byLogin.values()].map((e) => ({
    _id: e.doc._id,
    teacher: !e.person.szerepkorok.every((r) => r === 'hr'),
    children: e.person.gyerekek ?? 0,
    extraTypes: extraTypesOf(e.person),
  }));
  await models.Quota.insertMany(planQuotas(quotaPeople, requests, [year, year + 1], rng));
  await seedMailAndIssues(models, { reporter: byLogin.get('kovacs.anna')!.doc, now });
  log.info({ users: created.length, requests: requests.length, days: days.length, today }, 'demo school seeded');
}

/**
 * Seeds the demo school when the database has no users and no admins. The first instance to
 * claim the `demo_seed` setting does it; a second instance starting at the same time skips.
 * Returns true when this call seeded.
 */
export async function seedIfEmpty(models: Models, log: Logger, opts: SeedOptions = {}): Promise<boolean> {
  if ((await models.User.exists({})) || (await models.Admin.exists({}))) return false;
  try {
    await models.Setting.create({ _id: 'demo_seed', value: { at: new Date() } });
  } catch (err) {
    if ((err as { code?: number }).code === 11000) return false;
    throw err;
  }
  await seedDemoSchool(models, log, opts);
  return true;
}

/** Drops every collection's documents (keeps indexes) and seeds again. */
export async function reseed(models: Models, log: Logger, opts: SeedOptions = {}): Promise<void> {
  type AnyModel = { modelName: string; deleteMany(filter: object): Promise<unknown> };
  for (const model of Object.values(models) as unknown as AnyModel[]) {
    if (model.modelName === 'Setting') await model.deleteMany({ _id: { $ne: 'session_keys' } });
    else await model.deleteMany({});
  }
  await models.Setting.create({ _id: 'demo_seed', value: { at: new Date() } });
  await seedDemoSchool(models, log, opts);
}
