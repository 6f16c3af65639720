// The 5xx share and the event list (docs/architecture.md "Server statistics"): an instance built
// like startGateway builds one, with a test area whose route fails, counts its 5xx answers and
// writes the logged error as an event; recordEvent adds events; a flood is cut and said; the list
// keeps the newest 500.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { defineArea } from '../../src/http/route.ts';
import { createServices, loadSessionKeys } from '../../src/services/create.ts';
import { EVENTS_PER_WINDOW, EVENT_WINDOW_MS, EventLog, recordEvent } from '../../src/monitoring/events.ts';
import { EVENTS_KEPT } from '../../src/monitoring/server-event-model.ts';
import { requestListener } from '../../src/http/server.ts';
import { Client } from '../support/client.ts';
import { useGatewayWithPeople, silentLog } from '../support/harness.ts';
import { FAST_STATS, adminClient, getStats } from './stats-support.ts';

const h = useGatewayWithPeople({ env: FAST_STATS });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(h.gw.url);
});

describe('5xx answers and logged errors', () => {
  let server: http.Server;
  afterAll(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  it('given three failing answers of four, reports a 75 % error rate and the logged error as an event', async () => {
    // A long interval: the counts reach the database only with the closing report below.
    const config = loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: h.gw.dataDir,
      STATIC_ROOT: h.gw.dataDir,
      REGION: 'proba',
      STATS_REPORT_INTERVAL_MS: '10000',
    });
    const services = createServices(config, silentLog, h.db.models);
    const area = defineArea('/proba');
    area.route({ method: 'GET', path: '/hiba', permission: 'public' }, () => {
      throw new Error('titkos belső hiba');
    });
    area.route({ method: 'GET', path: '/rendben', permission: 'public' }, (ctx) => {
      ctx.body = { ok: true };
    });
    const keys = await loadSessionKeys(config, h.db.models);
    const app = createApp({ config, log: services.log, services: { services, keys }, apiAreas: [area] });
    server = http.createServer(requestListener(app));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    await services.monitor.start();
    const c = new Client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    for (let i = 0; i < 3; i++) {
      const res = await c.get('/api/proba/hiba');
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain('titkos');
    }
    expect((await c.get('/api/proba/rendben')).status).toBe(200);
    await services.monitor.stop();

    const answer = await getStats(admin);
    const row = answer.servers.find((r) => r.id === services.monitor.id);
    expect(row).toMatchObject({ region: 'proba', err: 75, stopped: true, up: false });
    expect(row!.rps).toBeGreaterThan(0);
    const logged = answer.events.filter((e) => e.server === services.monitor.id && e.level === 'error');
    expect(logged.length).toBe(3);
    expect(logged[0]!.text).toBe('request failed: titkos belső hiba (GET /api/proba/hiba)');
  });

  it('given a warning in the log of a running gateway, lists it as a warn event of that instance', async () => {
    h.gw.services.log.warn({ to: 'x@y.hu' }, 'Sikertelen levélküldés: x@y.hu');
    await h.gw.services.monitor.events.flush();
    const answer = await getStats(admin);
    expect(answer.events[0]).toMatchObject({
      level: 'warn',
      text: 'Sikertelen levélküldés: x@y.hu',
      server: h.gw.services.monitor.id,
    });
  });
});

describe('recordEvent and the bounds of the list', () => {
  it('given an event from another part of the gateway, lists it first with its level', async () => {
    await recordEvent(h.gw.services, 'error', 'Sikertelen import: 3 sor hibás.');
    const answer = await getStats(admin);
    expect(answer.events[0]).toMatchObject({ level: 'error', text: 'Sikertelen import: 3 sor hibás.' });
  });

  it('given a flood, stores the window share and then says how many were left out', async () => {
    const events = new EventLog(h.db.models, 'aradat-szerver', silentLog);
    const t0 = new Date('2030-01-01T10:00:00Z');
    for (let i = 0; i < EVENTS_PER_WINDOW + 7; i++) await events.record('error', `hiba ${i}`, t0);
    await events.record('info', 'újra csendes', new Date(t0.getTime() + EVENT_WINDOW_MS));
    await events.flush();
    const stored = await h.db.models.ServerEvent.find({ server: 'aradat-szerver' }).lean();
    expect(stored.filter((e) => e.text.startsWith('hiba ')).length).toBe(EVENTS_PER_WINDOW);
    expect(stored.map((e) => e.text)).toContain('7 további esemény kimaradt (túl sok esemény rövid idő alatt).');
    expect(stored.map((e) => e.text)).toContain('újra csendes');
  });

  it('given more than 500 events, trimming keeps the newest 500', async () => {
    const base = Date.parse('2031-01-01T00:00:00Z');
    await h.db.models.ServerEvent.insertMany(
      Array.from({ length: EVENTS_KEPT + 20 }, (_, i) => ({
        time: new Date(base + i * 1000),
        level: 'info',
        text: `esemény ${i}`,
        server: 'sok-szerver',
        expiresAt: new Date(base + 10 * 86_400_000),
      })),
    );
    await h.gw.services.monitor.events.trim();
    expect(await h.db.models.ServerEvent.countDocuments({})).toBe(EVENTS_KEPT);
    const oldest = await h.db.models.ServerEvent.findOne({}).sort({ time: 1 }).lean();
    expect(oldest?.text).toBe('esemény 20');
  });
});
