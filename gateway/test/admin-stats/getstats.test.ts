// GET /api/admin/getstats over real HTTP (docs/architecture.md "Server statistics"): gateway
// instances on one database report themselves every interval, a silent one is shown as down, a
// closed one as stopped, and only an admin may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE, createPeople } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';
import { FAST_STATS, adminClient, getStats, statsWhen } from './stats-support.ts';

let db: TestDb;
let a: TestGateway;
let b: TestGateway;
let admin: Client;

beforeAll(async () => {
  db = await startTestDb();
  await createPeople(db.models);
  a = await startTestGateway(db.models, { env: { ...FAST_STATS, REGION: 'budapest-1' } });
  b = await startTestGateway((await db.connectAgain()).models, { env: { ...FAST_STATS, REGION: 'szeged-2' } });
  admin = await adminClient(a.url);
});
afterAll(async () => {
  await a?.stopAll();
  await b?.stopAll();
  await db?.stop();
});

describe('GET /api/admin/getstats', () => {
  it('given two instances on one database, lists both as up with their regions and a start event each', async () => {
    const ids = [a.services.monitor.id, b.services.monitor.id];
    const answer = await statsWhen(
      admin,
      (s) => ids.every((id) => s.servers.some((r) => r.id === id && r.up)) && s.summary.history.cpu.length >= 2,
    );
    const rowA = answer.servers.find((r) => r.id === ids[0])!;
    const rowB = answer.servers.find((r) => r.id === ids[1])!;
    expect(rowA).toMatchObject({ region: 'budapest-1', up: true, stopped: false });
    expect(rowB).toMatchObject({ region: 'szeged-2', up: true, stopped: false });
    expect(rowA.ping).not.toBeNull();
    expect(rowA.mem).toBeGreaterThan(0);
    expect(answer.summary.up).toBeGreaterThanOrEqual(2);
    for (const key of ['cpu', 'mem', 'rps', 'err'] as const) {
      expect(answer.summary.history[key].length).toBe(answer.summary.history.cpu.length);
      expect(answer.summary.history[key].length).toBeLessThanOrEqual(24);
    }
    for (const [id, region] of [
      [ids[0], 'budapest-1'],
      [ids[1], 'szeged-2'],
    ] as const) {
      const started = answer.events.find((e) => e.server === id && e.level === 'info');
      expect(started?.text).toContain(`A szerver elindult (régió: ${region}`);
    }
    // Newest first.
    const times = answer.events.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('given requests to an instance, counts them per second in its next reports', async () => {
    for (let i = 0; i < 5; i++) expect((await admin.get('/api/health')).status).toBe(200);
    const answer = await statsWhen(admin, (s) => s.servers.some((r) => r.id === a.services.monitor.id && r.rps > 0));
    expect(answer.summary.rps).toBeGreaterThan(0);
  });

  it('given an instance that stops reporting without a goodbye, shows it as down but not stopped', async () => {
    const c = await startTestGateway((await db.connectAgain()).models, { env: { ...FAST_STATS, REGION: 'pecs-3' } });
    try {
      const id = c.services.monitor.id;
      await statsWhen(admin, (s) => s.servers.some((r) => r.id === id && r.up));
      await c.services.monitor.stop({ final: false });
      const answer = await statsWhen(admin, (s) => s.servers.some((r) => r.id === id && !r.up));
      const row = answer.servers.find((r) => r.id === id)!;
      expect(row).toMatchObject({ region: 'pecs-3', up: false, stopped: false });
      // Silent for more than three of its 100 ms intervals when it was judged down.
      expect(Date.now() - Date.parse(row.lastSeen)).toBeGreaterThan(300);
      expect(answer.events.some((e) => e.server === id && e.text.startsWith('A szerver leállt'))).toBe(false);
      // The live ones are still up and the summary counts only them.
      expect(answer.servers.find((r) => r.id === a.services.monitor.id)?.up).toBe(true);
      expect(answer.summary.up).toBe(answer.servers.filter((r) => r.up).length);
    } finally {
      await c.stopAll();
    }
  });

  it('given an instance that closes, shows it stopped at once with a stop event', async () => {
    const d = await startTestGateway((await db.connectAgain()).models, { env: { ...FAST_STATS, REGION: 'gyor-4' } });
    const id = d.services.monitor.id;
    await statsWhen(admin, (s) => s.servers.some((r) => r.id === id && r.up));
    await d.stopAll();
    const answer = await getStats(admin);
    expect(answer.servers.find((r) => r.id === id)).toMatchObject({ up: false, stopped: true, region: 'gyor-4' });
    const stopEvent = answer.events.find((e) => e.server === id && e.text.startsWith('A szerver leállt'));
    expect(stopEvent).toMatchObject({ level: 'info' });
  });

  it('given no session or a staff session, refuses with 401 and shows nothing', async () => {
    const anonymous = await new Client(a.url).get('/api/admin/getstats');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).not.toHaveProperty('servers');
    const staff = new Client(a.url);
    expect((await staff.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
    const refused = await staff.get('/api/admin/getstats');
    expect(refused.status).toBe(401);
    expect(refused.body).not.toHaveProperty('servers');
  });
});
