// A feed's secret address never reaches the logs or the metrics (docs/architecture.md "Calendar
// feeds"): the request log, the refusals' debug lines and the metrics' route label name the path only.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CalendarFeedAnswer } from '@tavollet/contract/api/calendar-feed';
import { loadConfig } from '../../src/config.ts';
import { startGateway, type RunningGateway } from '../../src/gateway.ts';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { startTestDb, type TestDb } from '../support/harness.ts';
import { createPeople } from '../support/fixtures.ts';

const METRICS_TOKEN = 'metrika-token-1234567890';
const lines: string[] = [];
let db: TestDb;
let gw: RunningGateway;
let dataDir: string;
let base: string;

beforeAll(async () => {
  db = await startTestDb();
  await createPeople(db.models);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gw-feed-logs-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_ROOT: dataDir,
    LOG_LEVEL: 'debug',
    NODE_ENV: 'test',
    METRICS_TOKEN,
  });
  // Every line the gateway logs, at the most talkative level.
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  gw = await startGateway(config, log, db.models);
  base = `http://127.0.0.1:${gw.port}`;
});
afterAll(async () => {
  await gw?.close();
  await db?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('logs and counts a feed read, a 304, a refused and an unknown token without the token', async () => {
  const c = new Client(base);
  expect((await c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
  const url = CalendarFeedAnswer.parse((await c.get('/api/user/calendar-feed')).body).url;
  const token = new URL(url).searchParams.get('token')!;
  const ok = await fetch(url);
  expect(ok.status).toBe(200);
  await ok.text();
  expect((await fetch(url, { headers: { 'If-None-Match': ok.headers.get('etag')! } })).status).toBe(304);
  const other = `${base}/api/calendar/feed.ics?token=${token.slice(0, -4)}abcd`;
  expect((await fetch(other)).status).toBe(404);
  const regenerated = CalendarFeedAnswer.parse((await c.post('/api/user/calendar-feed/regenerate')).body).url;
  const newToken = new URL(regenerated).searchParams.get('token')!;
  expect((await fetch(url)).status).toBe(404);

  const metrics = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  expect(metrics).toContain('route="/api/calendar/feed.ics"');

  const feedLines = lines.filter((l) => l.includes('/api/calendar/feed.ics'));
  expect(feedLines.length).toBeGreaterThanOrEqual(4);
  for (const secret of [token, newToken, token.slice(0, -4)]) {
    expect(lines.filter((l) => l.includes(secret))).toEqual([]);
    expect(metrics).not.toContain(secret);
  }
  // The stored audit entry of the new address names the scope, not the token.
  const entries = await db.models.AuditLog.find({ action: 'calendar_feed.regenerated' }).lean();
  expect(entries.map((e) => e.target)).toEqual(['own']);
  expect(JSON.stringify(entries)).not.toContain(newToken);
});
