// Bad requests at the HTTP edge are 4xx, never 500 (docs/architecture.md "Gateway: routes,
// permissions, validation, errors"): a body whose Content-Encoding does not decode, a sign-in over
// plain HTTP while COOKIE_SECURE=true, paths that only look like the API. Every /api answer is
// no-store; HSTS goes out only over HTTPS.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { requestListener } from '../../src/http/server.ts';
import { createServices } from '../../src/services/create.ts';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';

// The statistics reporter takes the counts every 10 s: a test reads them in between.
const h = useGatewayWithPeople({ env: { STATS_REPORT_INTERVAL_MS: '10000' } });

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request exactly as written: the target is not normalised, the body not re-encoded. */
function raw(
  base: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, method, path: target, agent: false, headers: { ...headers, connection: 'close' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('a body whose Content-Encoding does not decode', () => {
  it('answers 400 in the answer shape for gzip, deflate, br and a truncated gzip, and counts no server error', async () => {
    const json = Buffer.from(JSON.stringify({ email: PEOPLE.tanar.email, password: 'rossz-jelszo' }));
    const gz = gzipSync(json);
    const bodies: [string, Buffer][] = [
      ['gzip', Buffer.from('this is not gzip at all')],
      ['deflate', Buffer.from('neither is this deflate')],
      ['br', Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x01, 0x02])],
      ['gzip', gz.subarray(0, gz.length - 12)], // truncated
      ['deflate', deflateSync(json).subarray(0, 10)], // truncated
      ['br', brotliCompressSync(json).subarray(0, 8)], // truncated
    ];
    h.gw.services.monitor.requests.take();
    for (const [encoding, body] of bodies) {
      const res = await raw(
        h.gw.url,
        'POST',
        '/api/auth/login',
        { 'content-type': 'application/json', 'content-encoding': encoding, 'content-length': String(body.length) },
        body,
      );
      expect(res.status, `${encoding} ${body.length}`).toBe(400);
      expect(JSON.parse(res.text)).toEqual({ ok: false, message: 'A kérés tartalma nem érvényes JSON.' });
    }
    expect(h.gw.services.monitor.requests.take()).toEqual({ requests: bodies.length, failures: 0 });
    // A well-formed compressed body still works (the encodings are accepted, not refused).
    const ok = await raw(
      h.gw.url,
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(gz.length) },
      gz,
    );
    expect(ok.status).toBe(401);
  });
});

describe('paths that only look like the API', () => {
  it('answer the API JSON 404 with no-store, never the shell page', async () => {
    const targets = [
      '/./api/auth/me',
      '/%2e/api/auth/me',
      '/%2E/api/auth/me',
      '//host/api/auth/me',
      '//evil.example/api/health',
      '/x/../api/auth/me',
      '/%2e%2e/api/auth/me',
      '/.%2fapi/auth/me',
      '/API/auth/me',
      '/api/auth/me/',
    ];
    for (const target of targets) {
      const res = await raw(h.gw.url, 'GET', target);
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type'], target).toContain('application/json');
      expect(JSON.parse(res.text), target).toMatchObject({ ok: false });
      expect(res.headers['cache-control'], target).toBe('no-store');
    }
  });
});

describe('every /api answer carries Cache-Control: no-store', () => {
  it('success, refusal, unknown route, wrong method and the bare /api', async () => {
    const c = new Client(h.gw.url);
    const answers = [
      await c.get('/api/health'),
      await c.get('/api/auth/me'),
      await c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD }),
      await c.get('/api/auth/me'),
      await c.get('/api/nincs-ilyen'),
      await c.request('PUT', '/api/health'),
      await c.get('/api'),
      await c.get('/api/calendar/feed.ics?token=nincs'),
    ];
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('with COOKIE_SECURE=true', () => {
  async function secureGateway(env: Record<string, string>) {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const config = loadConfig({
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: h.gw.dataDir,
      STATIC_ROOT: h.gw.dataDir,
      COOKIE_SECURE: 'true',
      ...env,
    });
    const services = createServices(config, log, h.db.models);
    const app = createApp({ config, log, services: { services, keys: ['k'] } });
    const server = http.createServer(requestListener(app));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return {
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      lines,
      close: () => new Promise<void>((r) => server.close(() => r())),
    };
  }

  it('a sign-in over plain HTTP is refused with a clear message and a log line that says what to configure', async () => {
    const gw = await secureGateway({});
    try {
      for (const path of ['/api/auth/login', '/api/auth/admin/login']) {
        const res = await new Client(gw.base).post(path, { email: PEOPLE.tanar.email, password: PASSWORD });
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual({
          ok: false,
          message: 'A bejelentkezéshez titkosított (HTTPS) kapcsolat kell. Nyisd meg az oldalt https:// címmel.',
        });
        expect(res.headers.get('set-cookie'), path).toBeNull();
        expect(res.headers.get('strict-transport-security'), path).toBeNull();
      }
      const warning = gw.lines.map((l) => JSON.parse(l) as { level: number; msg: string }).find((l) => l.level === 40);
      expect(warning?.msg).toMatch(/COOKIE_SECURE=true.*plain HTTP.*TRUST_PROXY/);
      // Health checks of a load balancer over plain HTTP still answer.
      expect((await new Client(gw.base).get('/api/health')).status).toBe(200);
    } finally {
      await gw.close();
    }
  });

  it('behind a trusted TLS proxy the sign-in works and HSTS is sent; never over plain HTTP', async () => {
    const gw = await secureGateway({ TRUST_PROXY: '127.0.0.1' });
    try {
      const viaProxy = await new Client(gw.base).post(
        '/api/auth/login',
        { email: PEOPLE.tanar.email, password: PASSWORD },
        { 'X-Forwarded-Proto': 'https' },
      );
      expect(viaProxy.status).toBe(200);
      expect(viaProxy.headers.get('set-cookie')).toContain('secure');
      expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=15552000');
      const plain = await new Client(gw.base).get('/api/health');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await gw.close();
    }
  });
});
