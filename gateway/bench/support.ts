// Shared pieces of the gateway benches: timing and ratio against a goal, the embedded
// MongoDB-compatible server in a child process (so the heap measured is the gateway's alone), a
// silent production-like config on port 0, and an admin's cookie from the real sign-in.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { databaseUri, EMBEDDED_MONGO_CLI } from '@tavollet/embedded-mongo';
import { loadConfig } from '../src/config.ts';
import { DEMO_PASSWORD } from '../src/seed/people.ts';

/** Milliseconds since `t0` (process.hrtime.bigint()). */
export const elapsed = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;

/** `2.5x better` or `1.3x worse` than `goal` (lower is better). */
export const ratio = (value: number, goal: number): string =>
  value <= goal ? `${(goal / value).toFixed(1)}x better` : `${(value / goal).toFixed(1)}x worse`;

/**
 * A credential for an embedded server started as a process of its own (the CLI): the environment
 * that gives it to the CLI, and the URI of database `dbName` on `port` with it.
 */
export function childDatabaseCredential() {
  const username = 'bench';
  const password = randomBytes(18).toString('base64url');
  return {
    env: { ...process.env, EMBEDDED_MONGO_USERNAME: username, EMBEDDED_MONGO_PASSWORD: password },
    uri: (port: number, dbName: string) =>
      databaseUri(`mongodb://${username}:${password}@127.0.0.1:${port}/?authSource=admin`, dbName, {
        directConnection: 'true',
      }),
  };
}

/** The embedded server in its own process (memory mode) on a free port, with `dbName` in its URI. */
export async function startChildDatabase(dbName: string): Promise<{ uri: string; child: ChildProcess }> {
  const port = 27_000 + Math.floor(Math.random() * 2000);
  const credential = childDatabaseCredential();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', EMBEDDED_MONGO_CLI, '--memory', '--quiet', '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: credential.env,
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      if (b.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`embedded server exited (${code})`)));
  });
  return { uri: credential.uri(port, dbName), child };
}

/** A gateway config on 127.0.0.1 port 0, silent, its data and static root in `dataDir`. */
export const benchConfig = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_ROOT: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  });

/** Signs an admin in through POST /api/auth/admin/login; answers the Cookie header to send. */
export async function adminCookie(base: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`bench: admin login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** An answer of `keepAliveClient`: status, body and the Set-Cookie lines. */
export interface BenchAnswer {
  status: number;
  body: string;
  cookies: string[];
  /** The body as it came (compressed when the server compressed it) and its Content-Encoding. */
  raw: Buffer;
  encoding: string | undefined;
}

/**
 * A loopback HTTP client over one keep-alive agent (`maxSockets` connections), sending `headers`
 * with every request: the closed loops of the load and api-floor benches, and their sign-ins.
 */
export function keepAliveClient(maxSockets: number, headers: Record<string, string> = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const request = (port: number, method: string, p: string, cookie = '', body?: unknown) =>
    new Promise<BenchAnswer>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const all = { ...headers, cookie, ...(data ? { 'content-type': 'application/json' } : {}) };
      const req = http.request({ host: '127.0.0.1', port, method, path: p, agent, headers: all }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            body: raw.toString(),
            cookies: res.headers['set-cookie'] ?? [],
            raw,
            encoding: res.headers['content-encoding'],
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(data);
    });
  /** Signs a staff member in with the demo password; answers the Cookie header to send. */
  const signIn = async (port: number, email: string): Promise<string> => {
    const res = await request(port, 'POST', '/api/auth/login', '', { email, password: DEMO_PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status} ${res.body}`);
    return res.cookies.map((c) => c.split(';')[0]).join('; ');
  };
  return { request, signIn, close: () => agent.destroy() };
}

/**
 * A command a request sent, as `name collection`, from the driver's commandStarted event; null for
 * what runs beside the requests: the job runner's own work on `jobs` (locking, finishing and
 * removing mail jobs; a request only inserts jobs), the change feed's waiting `getMore`s on its
 * database-level stream (`$cmd.aggregate`), and the instance's statistics report every few seconds
 * (a `ping`, its `server_instances` row, `server_events`). How `npm run bench` and the gateway tests count a
 * request's database commands; the fence's `hello` is the request's own and counts.
 */
export function requestCommand(e: { commandName: string; command: Record<string, unknown> }): string | null {
  const collection = String(e.command[e.commandName]);
  if (collection === 'jobs' && e.commandName !== 'insert') return null;
  if (e.commandName === 'getMore' && e.command.collection === '$cmd.aggregate') return null;
  if (e.commandName === 'ping' || collection === 'server_instances' || collection === 'server_events') return null;
  return `${e.commandName} ${collection}`;
}
