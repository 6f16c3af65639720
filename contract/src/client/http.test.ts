import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  SESSION_EXPIRED_EVENT,
  apiRequest,
  failureMessage,
  isSessionExpired,
  messageOf,
  onApiError,
  type SessionExpiredDetail,
} from './http.ts';

let server: http.Server;
let baseUrl = '';
const seen: { method?: string; url?: string; body?: string; type?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, type: req.headers['content-type'] });
      if (req.url?.startsWith('/api/ok')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: true, user: { nev: 'Kiss Anna' } }));
      } else if (req.url === '/api/fail') {
        res.writeHead(409, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: false, message: 'Ütközés' }));
      } else if (
        req.url === '/api/user/teacher/getdata' ||
        req.url === '/api/auth/login' ||
        req.url === '/api/admin/getusers'
      ) {
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: false, message: 'Bejelentkezés szükséges.' }));
      } else if (req.url === '/api/slow') {
        setTimeout(() => res.end('{}'), 2_000);
      } else {
        res.writeHead(500);
        res.end('boom');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('apiRequest', () => {
  it('given a JSON body and query, sends them under /api and validates the answer', async () => {
    const schema = z.object({ ok: z.literal(true), user: z.object({ nev: z.string() }) });
    const answer = await apiRequest('POST', '/ok', {
      baseUrl,
      body: { a: 1 },
      query: { q: 'x y', none: undefined },
      schema,
    });
    expect(answer.user.nev).toBe('Kiss Anna');
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/api/ok?q=x+y', body: '{"a":1}', type: 'application/json' });
  });

  it('given an answer that does not match the schema, throws an invalid-response error', async () => {
    const schema = z.object({ user: z.object({ email: z.string() }) });
    await expect(apiRequest('GET', '/ok', { baseUrl, schema })).rejects.toMatchObject({
      status: 0,
      message: 'invalid response',
    });
  });

  it('given an error status, throws ApiError carrying the status and the server body', async () => {
    const err = await apiRequest('GET', '/fail', { baseUrl }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect(messageOf(err, 'tartalék')).toBe('Ütközés');
  });

  it('given a server slower than the timeout, aborts with a timeout error', async () => {
    await expect(apiRequest('GET', '/slow', { baseUrl, timeoutMs: 100 })).rejects.toMatchObject({
      status: 0,
      message: 'timeout',
    });
  });
});

describe('session expiry', () => {
  it('given a 401 outside sign-in, announces the ended session and its area on window; a failed sign-in does not', async () => {
    const events: SessionExpiredDetail[] = [];
    const target = new EventTarget();
    target.addEventListener(SESSION_EXPIRED_EVENT, (e) => events.push((e as CustomEvent<SessionExpiredDetail>).detail));
    (globalThis as { window?: EventTarget }).window = target;
    try {
      const ended = await apiRequest('GET', '/user/teacher/getdata', { baseUrl }).catch((e: unknown) => e);
      const refused = await apiRequest('POST', '/auth/login', { baseUrl, body: {} }).catch((e: unknown) => e);
      await expect(apiRequest('GET', '/admin/getusers', { baseUrl })).rejects.toMatchObject({ status: 401 });
      expect(ended).toMatchObject({ status: 401 });
      expect(refused).toMatchObject({ status: 401 });
      // The ended session shows nothing; the refused sign-in shows the server's message.
      expect([isSessionExpired(ended), isSessionExpired(refused)]).toEqual([true, false]);
      expect(failureMessage(ended, 'Tartalék')).toBeNull();
      expect(failureMessage(refused, 'Tartalék')).toBe('Bejelentkezés szükséges.');
    } finally {
      delete (globalThis as { window?: EventTarget }).window;
    }
    expect(events).toEqual([
      { area: 'staff', path: '/user/teacher/getdata' },
      { area: 'admin', path: '/admin/getusers' },
    ]);
  });
});

describe('onApiError', () => {
  it('given a refusal, shows its message; given an ended session, shows nothing', () => {
    const shown: string[] = [];
    const onError = onApiError('Tartalék', (text) => shown.push(text));
    onError(new ApiError('x', 409, { message: 'Ütközés' }));
    onError(new ApiError('x', 401, { message: 'Lejárt' }, true));
    onError(new ApiError('network', 0, null));
    expect(shown).toEqual(['Ütközés', 'Tartalék']);
  });
});

describe('messageOf', () => {
  it('prefers the message, then the messages list, then the error field, then the fallback', () => {
    expect(messageOf(new ApiError('x', 400, { message: 'Üzenet', error: 'Hiba' }), 'f')).toBe('Üzenet');
    expect(messageOf(new ApiError('x', 400, { messages: ['a', 'b'] }), 'f')).toBe('a\nb');
    expect(messageOf(new ApiError('x', 400, { error: 'Hiba' }), 'f')).toBe('Hiba');
    expect(messageOf(new ApiError('x', 500, 'boom'), 'Tartalék')).toBe('Tartalék');
    expect(messageOf(new Error('network'), 'Tartalék')).toBe('Tartalék');
  });
});
