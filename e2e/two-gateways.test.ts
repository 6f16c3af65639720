// Several gateways on one database (docs/architecture.md "Mail", "Server statistics"; operations.md
// "Scaling out"): the embedded database as a process of its own (its CLI, as a replica set member)
// and two built gateways on it, A and B, sending through a slow SMTP server in this process. A
// session made on A works on B, a block on A acts on B, a quick mail goes to each recipient once,
// and the admin home lists both. Then A is killed (SIGKILL) while it sends a quick mail to the whole
// school: every recipient gets it, at most MAIL_SEND_CONCURRENCY (1) of them twice (the mail
// accepted by the server but not yet marked sent), no finished job is left, and the admin home shows
// A as not answering, with its "nem válaszol" event.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { MongoClient, type Db } from 'mongodb';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_MONGO_CLI, databaseUri } from '@tavollet/embedded-mongo';
import { startTestSmtp, type TestSmtp } from '../gateway/test/mail/smtp.ts';
import { openAdminPage, signInAdmin, DEMO_ADMIN } from './admin/admin-support.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { startGateway, type Gateway } from './support/gateway.ts';
import { assertBuilt, REPO_ROOT } from './support/paths.ts';
import { DEMO, DEMO_PASSWORD } from './support/session.ts';

/** Mails each gateway has at the SMTP server at a time: the most that may go twice per killed one. */
const SEND_CONCURRENCY = 1;
/** How long the SMTP server takes to answer each mail: a kill always finds a send under way. */
const SMTP_DELAY_MS = 120;

let database: ChildProcess;
let db: Db;
let dbClient: MongoClient;
let smtp: TestSmtp;
let browser: Browser;
let a: Gateway;
let b: Gateway;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The embedded server's CLI in memory on a free port; answers the gateways' MONGODB_URI. */
async function startDatabase(): Promise<string> {
  const port = await freePort();
  const username = 'e2e';
  const password = randomBytes(16).toString('hex');
  database = spawn(
    process.execPath,
    ['--import', 'tsx', EMBEDDED_MONGO_CLI, '--memory', '--quiet', '--port', String(port)],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, EMBEDDED_MONGO_USERNAME: username, EMBEDDED_MONGO_PASSWORD: password },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    database.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    database.once('exit', (code) => reject(new Error(`the database exited (${code})`)));
  });
  return databaseUri(`mongodb://${username}:${password}@127.0.0.1:${port}/?authSource=admin`, 'tavollet', {
    replicaSet: 'rs0',
  });
}

async function waitFor<T>(what: string, get: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await get();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: not reached in ${ms} ms; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A cookie jar over fetch: signs in on one gateway, sends the same cookies to any. */
class Visitor {
  private cookies = new Map<string, string>();
  async call(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  }
}

const gatewayEnv = (uri: string, id: string, demo: boolean) => ({
  MONGODB_URI: uri,
  INSTANCE_ID: id,
  REGION: id,
  DEMO_SCHOOL: String(demo),
  SMTP_URL: smtp.url,
  MAIL_SEND_CONCURRENCY: String(SEND_CONCURRENCY),
  MAIL_SMTP_TIMEOUT_MS: '5000',
  JOBS_POLL_MS: '200',
  // Locks outlive a few seconds' stall of a loaded machine; a failed try is retried at once.
  JOBS_LOCK_MS: '5000',
  MAIL_RETRY_DELAYS_MS: '500,1000,2000',
  STATS_REPORT_INTERVAL_MS: '500',
  STATS_HISTORY_STEP_MS: '1000',
});

async function whenReady(gw: Gateway): Promise<void> {
  await waitFor(
    'ready',
    async () => (await fetch(`${gw.url}/api/ready`)).status,
    (s) => s === 200,
  );
}

beforeAll(async () => {
  assertBuilt();
  const [uri, mailServer, chromium] = await Promise.all([startDatabase(), startTestSmtp(), launchBrowser()]);
  smtp = mailServer;
  browser = chromium;
  dbClient = await MongoClient.connect(uri);
  db = dbClient.db('tavollet');
  // A seeds the demo school; B starts on what A wrote.
  a = await startGateway(gatewayEnv(uri, 'atjaro-a', true));
  await whenReady(a);
  b = await startGateway(gatewayEnv(uri, 'atjaro-b', false));
  await whenReady(b);
});
afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop(), browser?.close(), smtp?.close()]);
  await dbClient?.close();
  database?.kill('SIGTERM');
});

async function signedInAdmin(on: Gateway): Promise<Visitor> {
  const admin = new Visitor();
  expect(
    (await admin.call(on.url, 'POST', '/api/auth/admin/login', { email: DEMO_ADMIN, password: DEMO_PASSWORD })).status,
  ).toBe(200);
  return admin;
}

const mailJobs = () => db.collection('jobs').countDocuments({ name: 'mail.send' });

describe('two gateways on one standalone database', () => {
  it('a staff session made on A is valid on B, and a block on A ends it on B', async () => {
    const teacher = new Visitor();
    expect(
      (await teacher.call(a.url, 'POST', '/api/auth/login', { email: DEMO.teacher, password: DEMO_PASSWORD })).status,
    ).toBe(200);
    expect(await teacher.call(b.url, 'GET', '/api/auth/me')).toMatchObject({
      status: 200,
      body: { user: { email: DEMO.teacher } },
    });

    const admin = await signedInAdmin(a);
    const list = (await admin.call(a.url, 'GET', '/api/admin/getemailaddresses')).body as {
      users: { user_id: number; email: string }[];
    };
    const userId = list.users.find((u) => u.email === DEMO.teacher)!.user_id;
    // `blocked` is the state the admin saw: false asks for a block (admin-area.md §7 "Users").
    expect((await admin.call(a.url, 'POST', '/api/admin/blockusers', { user_id: userId, blocked: false })).status).toBe(
      200,
    );
    expect((await teacher.call(b.url, 'GET', '/api/auth/me')).status).toBe(401);
    expect(
      (await new Visitor().call(b.url, 'POST', '/api/auth/login', { email: DEMO.teacher, password: DEMO_PASSWORD }))
        .status,
    ).not.toBe(200);
    expect((await admin.call(b.url, 'POST', '/api/admin/blockusers', { user_id: userId, blocked: true })).status).toBe(
      200,
    );
  });

  it('a quick mail sent through A reaches each recipient exactly once, and no job is left', async () => {
    const admin = await signedInAdmin(a);
    const subject = 'Egyszeri körlevél';
    const res = await admin.call(a.url, 'POST', '/api/admin/sendquickmail', {
      to: [DEMO.hr],
      group: ['vezetok'],
      subject,
      body: 'Szöveg',
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const count = (res.body as { count: number }).count;
    expect(count).toBeGreaterThan(1);
    await waitFor('all mails sent', mailJobs, (n) => n === 0);
    const got = smtp.received.filter((m) => m.subject.endsWith(subject)).flatMap((m) => m.to);
    expect(got).toHaveLength(count);
    expect(new Set(got).size).toBe(count);
  });

  it('the admin home on B lists both instances as running', async () => {
    const w = await openPage(browser, b.url);
    try {
      await signInAdmin(w.page);
      await openAdminPage(w.page, 'kezdo', 'Kezdőlap');
      await w.page.getByText('2 / 2 szerver fut').waitFor();
      const servers = w.page.getByRole('table', { name: 'Szerverek' });
      for (const id of ['atjaro-a', 'atjaro-b'])
        await servers.getByRole('row').filter({ hasText: id }).getByText('Fut', { exact: true }).waitFor();
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('A killed mid-send: every recipient gets the mail, at most the in-flight one twice, no job left; A shown not answering', async () => {
    smtp.delayMs = SMTP_DELAY_MS;
    const admin = await signedInAdmin(a);
    const subject = 'Mindenkinek, leállás közben';
    const res = await admin.call(a.url, 'POST', '/api/admin/sendquickmail', {
      to: [],
      group: ['all'],
      subject,
      body: 'Szöveg',
    });
    expect(res.status).toBe(200);
    const count = (res.body as { count: number }).count;
    const received = () => Promise.resolve(smtp.received.filter((m) => m.subject.endsWith(subject)));
    await waitFor('a few mails sent', received, (ms) => ms.length >= 3);
    process.kill(a.pid, 'SIGKILL');
    expect((await received()).length).toBeLessThan(count);

    // B takes over A's jobs once their locks (JOBS_LOCK_MS) run out.
    await waitFor('every recipient reached', received, (ms) => new Set(ms.flatMap((m) => m.to)).size === count);
    await waitFor('no mail job left', mailJobs, (n) => n === 0);
    const to = (await received()).flatMap((m) => m.to);
    expect(to.length - count).toBeLessThanOrEqual(SEND_CONCURRENCY);

    const w = await openPage(browser, b.url);
    try {
      await signInAdmin(w.page);
      await openAdminPage(w.page, 'kezdo', 'Kezdőlap');
      // The home polls every 30 s; a reload asks at once.
      await waitFor(
        'A shown down',
        async () => {
          await w.page.reload();
          await w.page.getByRole('table', { name: 'Szerverek' }).waitFor();
          return w.page.getByText('1 / 2 szerver fut').count();
        },
        (n) => n === 1,
      );
      const row = w.page.getByRole('table', { name: 'Szerverek' }).getByRole('row').filter({ hasText: 'atjaro-a' });
      expect(await row.getByText('Nem válaszol', { exact: true }).count()).toBe(1);
      const events = w.page.getByRole('region', { name: 'Események' });
      await events.getByText(/^A szerver nem válaszol \(régió: atjaro-a, gép: /).waitFor();
      expect(await events.getByText(/^A szerver nem válaszol/).count()).toBe(1);
    } finally {
      await w.close();
    }
  }, 120_000);
});
