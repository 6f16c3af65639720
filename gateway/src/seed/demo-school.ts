// The demo school (docs/architecture.md "Data model"), seeded on the first start with an empty database
// and by `npm run seed -- --reset`. Deterministic (seeded PRNG) for a given "today".
import { LEAVE_TYPES, type DayType, type LeaveType } from '@tavollet/contract/codes';
import { budapestToday, schoolYearOf } from '@tavollet/contract/domain/budapest-today';
import { approverFor, preliminaryFor } from '@tavollet/contract/domain/approval-routing';
import { lookupFromMap } from '@tavollet/contract/domain/working-days';
import type { ClientSession } from 'mongoose';
import type { Logger } from '../logger.ts';
import type { Models } from '../db/models.ts';
import { reserveIds } from '../db/counters.ts';
import { inTransaction } from '../db/transaction.ts';
import { hashPassword } from '../auth/passwords.ts';
import { seededRandom } from './random.ts';
import { schoolYearDays } from './school-calendar.ts';
import { DEMO_ADMIN, DEMO_DOMAIN, DEMO_PASSWORD, DEMO_STAFF, EXAMPLE_TEACHER, type DemoPerson } from './people.ts';
import { DEMO_PRELIMINARY_ROUTING, planRequests } from './requests.ts';
import { planQuotas } from './quotas.ts';
import { planAbsences } from './absences.ts';
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
  if (['varga.eszter', 'papp.istvan', 'meszaros.adam'].includes(p.login)) extra.push('szuloi_szabadsag');
  if (p.login === 'molnar.laszlo') extra.push('nagyszuloi_szabadsag');
  return extra;
}

/**
 * Writes the demo school inside `session`'s transaction, so a failed or killed seed leaves
 * nothing behind (docs/architecture.md "Transactions and concurrency"). `passwordHash` is made
 * outside: the transaction may run more than once.
 */
async function writeDemoSchool(models: Models, session: ClientSession, passwordHash: string, opts: SeedOptions) {
  const now = opts.now ?? new Date();
  const today = opts.today ?? budapestToday(now);
  const year = schoolYearOf(today);
  const rng = seededRandom(20260901);

  // Calendar of this school year and the next (September to June), and the active period.
  const days = [...schoolYearDays(year), ...schoolYearDays(year + 1)];
  await models.CalendarDay.insertMany(
    days.map((d) => ({
      ...d,
      ev: Number(d.datum.slice(0, 4)),
      honap: Number(d.datum.slice(5, 7)),
      nap: Number(d.datum.slice(8, 10)),
    })),
    { session },
  );
  await models.ActivePeriod.create([{ megnyitva_tol: `${year}-09-01`, megnyitva_ig: `${year + 1}-06-30` }], {
    session,
  });
  await models.ApprovalRoute.insertMany(
    LEAVE_TYPES.map((t) => ({
      tipus_kod: t,
      jovahagyo_szerep: approverFor(t),
      elozetes_jovahagyo_szerep: preliminaryFor(t, DEMO_PRELIMINARY_ROUTING),
    })),
    { session },
  );

  await models.Admin.create([{ ...DEMO_ADMIN, passwordHash }], { session });
  const firstUserId = await reserveIds(models, 'user_id', DEMO_STAFF.length, session);
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
  const created = await models.User.insertMany(users, { session });
  const byLogin = new Map(created.map((u, i) => [DEMO_STAFF[i]!.login, { doc: u, person: DEMO_STAFF[i]! }]));
  const idOf = (login: string) => byLogin.get(login)!.doc._id;

  const dayMap = new Map<string, DayType>(days.map((d) => [d.datum, d.tipus]));
  const requesters = [...byLogin.values()]
    .filter((e) => e.person.szerepkorok.includes('tanar'))
    .map((e) => ({ _id: e.doc._id, roles: e.person.szerepkorok, extraTypes: extraTypesOf(e.person) }));
  const nRequests = 60;
  const firstKerelem = await reserveIds(models, 'kerelem_id', nRequests, session);
  const requests = planRequests(
    {
      requesters: requesters.filter((r) => !r._id.equals(idOf(EXAMPLE_TEACHER))),
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
  requests.push(
    ...(await planAbsences(models, session, {
      requesters,
      approvers: { igazgato: idOf('szabo.katalin'), igazgatohelyettes: idOf('nagy.peter') },
      days: lookupFromMap(dayMap),
      today,
      now,
      existing: requests,
      exampleTeacher: idOf(EXAMPLE_TEACHER),
    })),
  );
  await models.LeaveRequest.insertMany(requests, { session });

  const quotaPeople = [...byLogin.values()].map((e) => ({
    _id: e.doc._id,
    teacher: !e.person.szerepkorok.every((r) => r === 'hr'),
    children: e.person.gyerekek ?? 0,
    extraTypes: extraTypesOf(e.person),
  }));
  await models.Quota.insertMany(planQuotas(quotaPeople, requests, [year, year + 1], rng), { session });
  await seedMailAndIssues(models, { reporter: byLogin.get('kovacs.anna')!.doc, now }, session);
  return { users: created.length, requests: requests.length, days: days.length, today };
}

/** Every demo account has the same published password: one argon2 hash serves them all. */
const demoPasswordHash = () => hashPassword(DEMO_PASSWORD);

const claimSeed = (models: Models, session: ClientSession) =>
  models.Setting.create([{ _id: 'demo_seed', value: { at: new Date() } }], { session });

/**
 * Seeds the demo school when the database has no users and no admins. The claim of the
 * `demo_seed` setting and the whole school are one transaction: a second instance starting at the
 * same time finds the setting taken and skips, and a seed that fails leaves an empty database
 * that the next start seeds again. Returns true when this call seeded.
 */
export async function seedIfEmpty(models: Models, log: Logger, opts: SeedOptions = {}): Promise<boolean> {
  if ((await models.User.exists({})) || (await models.Admin.exists({}))) return false;
  const passwordHash = await demoPasswordHash();
  try {
    const summary = await inTransaction(models, async (session) => {
      await claimSeed(models, session).catch((err: unknown) => {
        throw (err as { code?: number }).code === 11000 ? new AlreadySeeded() : err;
      });
      return writeDemoSchool(models, session, passwordHash, opts);
    });
    log.info(summary, 'demo school seeded');
    return true;
  } catch (err) {
    if (err instanceof AlreadySeeded) return false;
    throw err;
  }
}

/** Another instance claimed the seed first (only the claim's duplicate key means that). */
class AlreadySeeded extends Error {}

/** Drops every collection's documents (keeps indexes) and seeds again, all or nothing. */
export async function reseed(models: Models, log: Logger, opts: SeedOptions = {}): Promise<void> {
  type AnyModel = {
    modelName: string;
    deleteMany(filter: object, options: { session: ClientSession }): Promise<unknown>;
  };
  const passwordHash = await demoPasswordHash();
  const summary = await inTransaction(models, async (session) => {
    for (const model of Object.values(models) as unknown as AnyModel[]) {
      if (model.modelName === 'Setting') await model.deleteMany({ _id: { $ne: 'session_keys' } }, { session });
      else await model.deleteMany({}, { session });
    }
    await claimSeed(models, session);
    return writeDemoSchool(models, session, passwordHash, opts);
  });
  log.info(summary, 'demo school seeded');
}
