// GET /metrics (docs/architecture.md "Metrics and health"): off without METRICS_TOKEN, refused
// without the token, and with it the instance's own Prometheus text: requests by route template,
// database commands, the mail queue read at scrape time, mail and job failures, the process's
// figures and the instance line. Real gateways over real HTTP on the embedded database.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_JOB } from '../../src/mail/job-names.ts';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE, createPeople } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';
import { startTestSmtp, type TestSmtp } from '../mail/smtp.ts';
import { waitFor } from '../mail/wait.ts';

const TOKEN = 'teszt-metrika-token-0123456789';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let db: TestDb;
let gw: TestGateway;
const others: TestGateway[] = [];
let shellRoot = '';

beforeAll(async () => {
  db = await startTestDb({ monitorCommands: true });
  await createPeople(db.models);
  gw = await startTestGateway(db.models, { env: { METRICS_TOKEN: TOKEN } });
  // A built shell, so an unknown page path gets the shell's page as in production.
  shellRoot = mkdtempSync(path.join(os.tmpdir(), 'gw-metrics-shell-'));
  mkdirSync(path.join(shellRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(shellRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="hu"><div id="root"></div></html>',
  );
});

afterAll(async () => {
  for (const g of others) await g.stopAll();
  await gw?.stopAll();
  await db?.stop();
  rmSync(shellRoot, { recursive: true, force: true });
});

async function another(env: Record<string, string>): Promise<TestGateway> {
  const g = await startTestGateway(db.models, { env });
  others.push(g);
  return g;
}

async function scrape(g: TestGateway = gw): Promise<string> {
  const res = await fetch(`${g.url}/metrics`, { headers: bearer(TOKEN) });
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of the sample `name{labels}` (labels in any order, no others), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort())) {
      return Number(m[3]);
    }
  }
  return undefined;
}

const ME_401 = { route: '/api/auth/me', method: 'GET', status: '401' };

describe('GET /metrics is switched on by METRICS_TOKEN', () => {
  it('without METRICS_TOKEN, /metrics answers 404 with no figures, token or not (other page paths keep the shell page)', async () => {
    const plain = await another({ STATIC_ROOT: shellRoot });
    for (const headers of [{}, bearer(TOKEN)]) {
      const metrics = await fetch(`${plain.url}/metrics`, { headers });
      expect(metrics.status).toBe(404);
      expect(await metrics.text()).not.toContain('tavollet_');
    }
    expect((await fetch(`${plain.url}/nincs-ilyen-oldal`)).status).toBe(200);
    expect(plain.services.metrics).toBeNull();
  });

  it('without a token, with a wrong one or another scheme: 401 with the API error body and WWW-Authenticate', async () => {
    const tries: Record<string, string>[] = [
      {},
      bearer('rossz-token-0123456789abcdef'),
      bearer(`${TOKEN}x`),
      { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { Authorization: TOKEN },
    ];
    for (const headers of tries) {
      const res = await new Client(gw.url).get('/metrics', headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ ok: false, message: expect.any(String) });
      expect(res.body.message).toBe((await new Client(gw.url).get('/api/auth/me')).body.message);
    }
  });
});

describe('the metrics of one instance', () => {
  it('counts requests under their route template, method and status, with their latency', async () => {
    const before = await scrape();
    const count = sample(before, 'tavollet_http_requests_total', ME_401) ?? 0;
    const timed = sample(before, 'tavollet_http_request_duration_seconds_count', ME_401) ?? 0;
    const anonymous = new Client(gw.url);
    expect((await anonymous.get('/api/auth/me')).status).toBe(401);
    expect((await anonymous.get('/api/auth/me?x=1')).status).toBe(401);
    // An unknown API path is one series whatever its spelling; no raw path becomes a label.
    expect((await anonymous.get('/api/nincs/ilyen/123')).status).toBe(404);

    const res = await fetch(`${gw.url}/metrics`, { headers: bearer(TOKEN) });
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const after = await res.text();
    expect(sample(after, 'tavollet_http_requests_total', ME_401)).toBe(count + 2);
    expect(sample(after, 'tavollet_http_request_duration_seconds_count', ME_401)).toBe(timed + 2);
    expect(sample(after, 'tavollet_http_request_duration_seconds_bucket', { ...ME_401, le: '+Inf' })).toBe(timed + 2);
    expect(sample(after, 'tavollet_http_request_duration_seconds_bucket', { ...ME_401, le: '0.001' })).toBeDefined();
    expect(
      sample(after, 'tavollet_http_requests_total', { route: 'unmatched', method: 'GET', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('/api/nincs');
    expect(after).not.toContain('x=1');
  });

  it('times database commands by name: a sign-in reads with find', async () => {
    const before = sample(await scrape(), 'tavollet_db_command_duration_seconds_count', {
      command: 'find',
      outcome: 'ok',
    });
    const c = new Client(gw.url);
    expect((await c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
    const text = await scrape();
    const finds = sample(text, 'tavollet_db_command_duration_seconds_count', { command: 'find', outcome: 'ok' });
    expect(finds).toBeGreaterThan(before ?? 0);
    const slowest = sample(text, 'tavollet_db_command_duration_seconds_bucket', {
      command: 'find',
      outcome: 'ok',
      le: '10',
    });
    expect(slowest).toBe(finds);
    expect(
      sample(text, 'tavollet_db_command_duration_seconds_sum', { command: 'find', outcome: 'ok' }),
    ).toBeGreaterThan(0);
  });

  it("leaves out the change feed's getMores, which wait up to a second for writes by design", async () => {
    // Longer than one such wait (db/change-feed.ts): at least one has ended by now.
    await new Promise((r) => setTimeout(r, 1500));
    const text = await scrape();
    const waited = sample(text, 'tavollet_db_command_duration_seconds_sum', { command: 'getMore', outcome: 'ok' });
    expect(waited ?? 0).toBeLessThan(0.5);
  });

  it('reads the mail queue from the jobs collection at scrape time', async () => {
    const before = sample(await scrape(), 'tavollet_mail_queue_depth');
    expect(before).toBe(0);
    // Two mails waiting for a retry an hour from now.
    const later = new Date(Date.now() + 3_600_000);
    const ids = [new ObjectId(), new ObjectId()];
    await gw.services.jobs.collection.insertMany(
      ids.map((_id) => ({ _id, name: MAIL_JOB, data: {}, nextRunAt: later, lockedAt: null })),
    );
    try {
      expect(sample(await scrape(), 'tavollet_mail_queue_depth')).toBe(2);
    } finally {
      await gw.services.jobs.collection.deleteMany({ _id: { $in: ids } });
    }
    expect(sample(await scrape(), 'tavollet_mail_queue_depth')).toBe(0);
  });

  it('has the event-loop lag, heap, RSS and this instance’s line', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(sample(text, 'tavollet_instance_info', { instance: gw.services.monitor.id, region: 'helyi' })).toBe(1);
  });
});

describe('several instances in one process', () => {
  it('each has its own registry: its own instance line and only its own requests', async () => {
    const second = await another({ METRICS_TOKEN: TOKEN, REGION: 'masodik' });
    const firstBefore = sample(await scrape(gw), 'tavollet_http_requests_total', ME_401) ?? 0;
    for (let i = 0; i < 3; i++) expect((await new Client(second.url).get('/api/auth/me')).status).toBe(401);
    const first = await scrape(gw);
    const own = await scrape(second);
    expect(sample(own, 'tavollet_http_requests_total', ME_401)).toBe(3);
    expect(sample(first, 'tavollet_http_requests_total', ME_401)).toBe(firstBefore);
    expect(sample(own, 'tavollet_instance_info', { instance: second.services.monitor.id, region: 'masodik' })).toBe(1);
    expect(own).not.toContain(gw.services.monitor.id);
    expect(first).not.toContain(second.services.monitor.id);
    // Default metrics twice in one process, each on its own registry.
    expect(sample(own, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('mail and job failures', () => {
  // A database of its own: the other gateways' job runners would send this test's mail.
  let smtp: TestSmtp;
  let mailDb: TestDb;
  let mailing: TestGateway;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    mailDb = await startTestDb();
  });
  afterAll(async () => {
    await mailing?.stopAll();
    await mailDb?.stop();
    await smtp?.close();
  });

  it('count every failed try and the mail given up after its last, by job name', async () => {
    mailing = await startTestGateway(mailDb.models, {
      env: {
        METRICS_TOKEN: TOKEN,
        SMTP_URL: smtp.url,
        MAIL_RETRY_DELAYS_MS: '50',
        JOBS_POLL_MS: '50',
        MAIL_SMTP_TIMEOUT_MS: '400',
      },
    });
    const before = await scrape(mailing);
    expect(sample(before, 'tavollet_mail_failures_total', { stage: 'try' })).toBe(0);
    expect(sample(before, 'tavollet_mail_failures_total', { stage: 'given_up' })).toBe(0);
    smtp.mode = 'refuse';
    await mailing.services.mailer.send({ to: 'cecil@iskola.hu', subject: 'Sosem ér célba', text: 'Próba' });
    await waitFor(async () => (await mailDb.models.AuditLog.countDocuments({ action: 'mail.failed' })) === 1);
    const text = await scrape(mailing);
    // Two tries (the first and one retry), then given up.
    expect(sample(text, 'tavollet_mail_failures_total', { stage: 'try' })).toBe(2);
    expect(sample(text, 'tavollet_mail_failures_total', { stage: 'given_up' })).toBe(1);
    expect(sample(text, 'tavollet_job_failures_total', { job: MAIL_JOB })).toBe(2);
  });
});
