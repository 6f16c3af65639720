// JSON bodies are bounded before they are parsed (docs/architecture.md "Gateway: routes,
// permissions, validation, errors"): a size limit that fits the route, refused from the announced
// length before a byte is read (or as the bytes pass it when no length is announced), and a depth
// limit. The 17 MB body of nested arrays that once held the server for seconds and grew memory to
// 1.6 GB is refused at once; its time and the memory growth are printed, the growth asserted with
// a margin.
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { ISSUE_MESSAGES as M } from '@tavollet/contract/api/issue-report';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/http/endpoint.ts';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';

const MB = 1024 * 1024;
const h = useGatewayWithPeople();
let teacher: Client;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

beforeAll(async () => {
  teacher = new Client(h.gw.url);
  expect((await teacher.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
});

/** POSTs `body` as JSON; `chunked`: without a Content-Length, so the server learns the size by reading. */
function post(path: string, body: Buffer, chunked = false): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(path, h.gw.url);
  const cookie = [...teacher.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          cookie,
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
          req.destroy();
        });
      },
    );
    // The server answers before the body is through: that is the answer, not an error.
    req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    if (chunked) {
      // In 64 kB chunks, as a client streaming its body would.
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

const nested = (bytes: number) => Buffer.from('['.repeat(bytes / 2) + ']'.repeat(bytes / 2));

describe('JSON body bounds', () => {
  it('a 17 MB body of nested arrays to report-issue is refused before it is read, twice at once', async () => {
    const body = nested(17 * MB);
    collectGarbage();
    const before = process.memoryUsage();
    const started = performance.now();
    const answers = await Promise.all([post('/api/user/report-issue', body), post('/api/user/report-issue', body)]);
    const ms = performance.now() - started;
    collectGarbage();
    const after = process.memoryUsage();
    const growth = after.rss - before.rss;
    console.info(
      `nested 17 MB body ×2: refused in ${ms.toFixed(0)} ms; RSS ${(growth / MB).toFixed(1)} MB, heap ` +
        `${((after.heapUsed - before.heapUsed) / MB).toFixed(1)} MB more after the answers`,
    );
    for (const a of answers) expect(a).toEqual({ status: 413, body: { ok: false, message: M.imagesTooLarge } });
    expect(growth).toBeLessThan(20 * MB);
  });

  it('without a Content-Length it is refused as the bytes pass the limit', async () => {
    const res = await post('/api/user/report-issue', nested(17 * MB), true);
    expect(res).toEqual({ status: 413, body: { ok: false, message: M.imagesTooLarge } });
    const login = await post('/api/auth/login', nested(64 * 1024), true);
    expect(login).toEqual({ status: 413, body: { ok: false, message: 'A kérés túl nagy.' } });
  });

  it(`a body within the size limit nesting deeper than ${MAX_JSON_DEPTH} is refused as bad JSON; ${MAX_JSON_DEPTH} levels pass to validation`, async () => {
    const badJson = { ok: false, message: 'A kérés tartalma nem érvényes JSON.' };
    for (const body of [
      nested(2 * (MAX_JSON_DEPTH + 1)),
      nested(1000),
      Buffer.from(`{"email":${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}}`),
    ]) {
      expect(await post('/api/auth/login', body)).toEqual({ status: 400, body: badJson });
    }
    // Brackets inside strings are text, not nesting.
    const inString = await post(
      '/api/auth/login',
      Buffer.from(JSON.stringify({ email: PEOPLE.tanar.email, password: '['.repeat(100) })),
    );
    expect(inString.status).toBe(401);
    // Exactly the limit: parsed, then refused by the schema (an array is not a login).
    const deepest = await post('/api/auth/login', nested(2 * MAX_JSON_DEPTH));
    expect(deepest.status).toBe(400);
    expect(deepest.body.message).not.toBe(badJson.message);
  });
});
