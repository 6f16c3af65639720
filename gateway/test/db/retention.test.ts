// Data with a limit (docs/operations.md "Data retention"): expired sessions, sign-in counters and
// links, and server events older than EVENTS_RETENTION_DAYS are deleted by their TTL indexes (the
// embedded server's sweep, here every 100 ms instead of MongoDB's 60 s); one-off jobs that ended
// more than JOBS_RETENTION_DAYS ago are deleted by the daily upkeep. (The audit log's sweep:
// gateway/test/admin-audit/audit-log.test.ts.) A real gateway on a real embedded server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectId } from 'mongodb';
import { databaseUri, startEmbeddedMongo, type EmbeddedMongo } from '@tavollet/embedded-mongo';
import { loadConfig } from '../../src/config.ts';
import { connectTo } from '../../src/db/connect.ts';
import type { Models } from '../../src/db/models.ts';
import { dueJobDocument } from '../../src/jobs/runner.ts';
import { pruneEndedJobs } from '../../src/jobs/audit-retention-job.ts';
import { MAIL_JOB } from '../../src/mail/job-names.ts';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE, createPeople } from '../support/fixtures.ts';
import { silentLog, startTestGateway, type TestGateway } from '../support/harness.ts';
import { waitFor } from '../mail/wait.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: EmbeddedMongo;
let models: Models;
let close: () => Promise<void>;
let gw: TestGateway;

beforeAll(async () => {
  server = await startEmbeddedMongo({ memory: true, port: 0, ttlSweepIntervalMs: 100 });
  const db = await connectTo(databaseUri(server.uri, 'tavollet_retention'), silentLog);
  models = db.models;
  close = () => db.connection.close();
  await createPeople(models);
  gw = await startTestGateway(models, { env: { EVENTS_RETENTION_DAYS: '3' } });
});

afterAll(async () => {
  await gw?.stopAll();
  await close?.();
  await server?.stop();
});

describe('settings', () => {
  it('EVENTS_RETENTION_DAYS defaults to 7 days, JOBS_RETENTION_DAYS to 30 (0: for ever)', () => {
    expect(loadConfig({}).retention).toEqual({ eventsDays: 7, jobsDays: 30 });
    expect(loadConfig({ EVENTS_RETENTION_DAYS: '1', JOBS_RETENTION_DAYS: '0' }).retention).toEqual({
      eventsDays: 1,
      jobsDays: 0,
    });
    expect(() => loadConfig({ EVENTS_RETENTION_DAYS: '0' })).toThrow(/EVENTS_RETENTION_DAYS/);
  });
});

describe('TTL indexes', () => {
  it('a server event expires EVENTS_RETENTION_DAYS after it was written, and is then deleted', async () => {
    // The gateway's start event.
    const event = await models.ServerEvent.findOne({ server: gw.services.monitor.id }).lean();
    expect(event).not.toBeNull();
    expect(event!.expiresAt.getTime() - event!.time.getTime()).toBe(3 * DAY_MS);
    await models.ServerEvent.collection.updateOne(
      { _id: event!._id },
      { $set: { expiresAt: new Date(Date.now() - 1) } },
    );
    await waitFor(async () => !(await models.ServerEvent.exists({ _id: event!._id })), 10_000, 'event deleted');
  });

  it('expired sessions, sign-in counters and password links are deleted; live ones stay', async () => {
    const c = new Client(gw.url);
    expect((await c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
    const user = await models.User.findOne({ email: PEOPLE.tanar.email }).lean();
    await models.AuthToken.create([
      { tokenHash: 'old', kind: 'reset', user: user!._id, expiresAt: new Date(Date.now() - 1000) },
      { tokenHash: 'live', kind: 'reset', user: user!._id, expiresAt: new Date(Date.now() + DAY_MS) },
    ]);
    const [session] = await models.Session.find({ subject: user!._id }).lean();
    const counters = await models.RateLimit.countDocuments({});
    expect(session).toBeDefined();
    expect(counters).toBeGreaterThan(0);
    // A second session that is still live.
    await models.Session.create({
      _id: 'live-session',
      kind: 'staff',
      subject: user!._id,
      expiresAt: new Date(Date.now() + DAY_MS),
    });

    const past = { $set: { expiresAt: new Date(Date.now() - 1000) } };
    await models.Session.updateOne({ _id: session!._id }, past);
    await models.RateLimit.collection.updateMany({}, past);
    await waitFor(
      async () =>
        !(await models.Session.exists({ _id: session!._id })) &&
        (await models.RateLimit.countDocuments({})) === 0 &&
        !(await models.AuthToken.exists({ tokenHash: 'old' })),
      10_000,
      'expired documents deleted',
    );
    expect(await models.Session.exists({ _id: 'live-session' })).not.toBeNull();
    expect(await models.AuthToken.exists({ tokenHash: 'live' })).not.toBeNull();
    // The expired session no longer signs in.
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });
});

describe('ended jobs', () => {
  it('are deleted JOBS_RETENTION_DAYS after they ended; due, retried, held, running and recurring ones stay', async () => {
    const jobs = gw.services.jobs.collection;
    const now = new Date('2030-06-01T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const job = (fields: Record<string, unknown>) => ({
      ...dueJobDocument(MAIL_JOB, { mail: { to: ['x@teszt.hu'], subject: 'retention' } }, ago(60), 'test'),
      ...fields,
    });
    const docs = {
      givenUpLong: job({ nextRunAt: null, failedAt: ago(31), lastFinishedAt: ago(31), failCount: 6 }),
      finishedLong: job({ nextRunAt: null, lastFinishedAt: ago(40) }),
      givenUpRecently: job({ nextRunAt: null, failedAt: ago(29), lastFinishedAt: ago(29), failCount: 6 }),
      retried: job({ nextRunAt: ago(-1), failedAt: ago(31), lastFinishedAt: ago(31), failCount: 2 }),
      held: job({ disabled: true, lastFinishedAt: null }),
      running: job({ nextRunAt: null, lockedAt: ago(0), lastFinishedAt: ago(35) }),
      recurring: job({ nextRunAt: null, repeatInterval: '15 3 * * *', lastFinishedAt: ago(35) }),
    };
    await jobs.insertMany(Object.values(docs));
    const ids = Object.values(docs).map((d) => d._id as ObjectId);

    expect(await pruneEndedJobs(jobs, 30, now)).toBe(2);
    const left = await jobs.find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray();
    const names = Object.entries(docs)
      .filter(([, d]) => left.some((l) => (d._id as ObjectId).equals(l._id)))
      .map(([k]) => k);
    expect(names.sort()).toEqual(['givenUpRecently', 'held', 'recurring', 'retried', 'running']);
    await jobs.deleteMany({ _id: { $in: ids } });
  });
});
