// JSON answers are compressed in one call, up to 64 kB on the request thread and above on the
// thread pool, at brotli quality 3, and small ones not at all: what goes over the wire, read raw
// (no client decoding), decodes to the very answer an uncompressed request gets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { HISTORY_PAGE_SIZE } from '@tavollet/contract/api/teacher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  day,
  insertRequest,
  newTeacher,
  startWorld,
  stopWorld,
  type Teacher,
  type World,
} from '../support/teacher-fixtures.ts';
import { compressAnswers } from '../../src/http/compress-answers.ts';
import { requestListener } from '../../src/http/server.ts';

let w: World;
let t: Teacher;
beforeAll(async () => {
  w = await startWorld();
  t = await newTeacher(w);
  // A first page of history rows (20): an answer of ~6.5 kB, over the 4 kB threshold.
  for (let i = 0; i < HISTORY_PAGE_SIZE; i++)
    await insertRequest(w, t.user, {
      status: 'jovahagyva',
      kezdete: day(10 + (i % 20), i % 5),
      vege: day(10 + (i % 20), i % 5),
    });
});
afterAll(() => stopWorld(w));

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
function raw(method: string, path: string, encoding: string | null, base = w.gw.url): Promise<Raw> {
  const cookie = [...t.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    http
      .request(
        base + path,
        { method, headers: { cookie, ...(encoding === null ? {} : { 'accept-encoding': encoding }) } },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
        },
      )
      .on('error', reject)
      .end();
  });
}

describe('compressed JSON answers', () => {
  it('sends a large answer as brotli when taken, else gzip, else as it is, always the same JSON', async () => {
    const plain = await raw('GET', '/api/user/teacher/history', null);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const answer = JSON.parse(plain.body.toString()) as { items: unknown[] };
    expect(answer.items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(plain.body.length).toBeGreaterThan(4096);

    const br = await raw('GET', '/api/user/teacher/history', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(answer);
    // At brotli quality 3: the very bytes that quality gives, which 5 (the streams' quality) does
    // not.
    const quality = (q: number) =>
      brotliCompressSync(plain.body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_SIZE_HINT]: plain.body.length },
      });
    expect(br.body.equals(quality(3))).toBe(true);
    expect(br.body.equals(quality(5))).toBe(false);

    const gz = await raw('GET', '/api/user/teacher/history', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(answer);

    const identity = await raw('GET', '/api/user/teacher/history', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString())).toEqual(answer);
  });

  it('sends a small answer and an error as they are, and a HEAD without a body', async () => {
    const me = await raw('GET', '/api/auth/me', 'br');
    expect(me.status).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(me.body.toString())).toMatchObject({ ok: true });
    const refused = await raw('GET', '/api/hr/requests', 'br');
    expect(refused.status).toBe(403);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toHaveProperty('message');
    const head = await raw('HEAD', '/api/user/teacher/history', 'br');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it('compresses on the request thread and on the thread pool to the same bytes, small and large', async () => {
    // Two apps with the gateway's settings, one compressing every answer inline, one every
    // answer on the pool; answers of ~6 kB and ~200 kB (beyond the gateway's 64 kB bound).
    const rows = (n: number) => ({
      items: Array.from({ length: n }, (_, i) => ({ id: i, megjegyzes: `Családi ok ${i % 7}`, start: day(10, i % 5) })),
    });
    const start = async (inlineMax: number) => {
      const app = new Koa();
      app.use(compressAnswers({ threshold: 4096, brotliQuality: 5, gzipLevel: 6, inlineMax }));
      app.use((ctx) => {
        ctx.body = rows(Number(ctx.query.n));
      });
      const s = http.createServer(requestListener(app));
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
      return { s, url: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
    };
    const inline = await start(Infinity);
    const pool = await start(0);
    try {
      for (const n of [100, 3000])
        for (const [encoding, decode] of [
          ['br', brotliDecompressSync],
          ['gzip', gunzipSync],
        ] as const) {
          const [a, b] = await Promise.all([
            raw('GET', `/?n=${n}`, encoding, inline.url),
            raw('GET', `/?n=${n}`, encoding, pool.url),
          ]);
          expect(a.headers['content-encoding'], `${n} ${encoding}`).toBe(encoding);
          expect(b.headers['content-encoding'], `${n} ${encoding}`).toBe(encoding);
          expect(a.body.equals(b.body), `${n} ${encoding}`).toBe(true);
          const text = decode(a.body).toString();
          expect(text.length).toBeGreaterThan(n === 100 ? 4096 : 64 * 1024);
          expect(JSON.parse(text)).toEqual(rows(n));
        }
    } finally {
      for (const { s } of [inline, pool]) await new Promise<void>((r) => s.close(() => r()));
    }
  });
});
