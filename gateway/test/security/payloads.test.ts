// Bad payloads answer 400 with the spec's message and change nothing; oversized bodies 413;
// cross-site writes 403; unknown /api routes 404 JSON; security headers on every answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import { issueToken } from '../../src/auth/tokens.ts';
import { CROSS_SITE_MESSAGE } from '../../src/http/same-origin.ts';
import { Client } from '../support/client.ts';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createServices } from '../../src/services/create.ts';
import { requestListener } from '../../src/http/server.ts';
import { INVITED, PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { silentLog, useGatewayWithPeople } from '../support/harness.ts';

const h = useGatewayWithPeople({ env: { PUBLIC_URL: 'https://szabadsag.iskola.hu' } });

const signedIn = async (email: string = PEOPLE.tanar.email) => {
  const c = new Client(h.gw.url);
  expect((await c.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  return c;
};

describe('bad payloads', () => {
  it('change-password: missing, wrong type, extra field and oversized bodies are refused and change nothing', async () => {
    const c = await signedIn();
    const before = (await h.db.models.User.findOne({ email: PEOPLE.tanar.email }).lean())!;
    const good = { current_password: PASSWORD, new_password: 'Uj-jelszo-1', new_password_confirm: 'Uj-jelszo-1' };
    const cases: [unknown, number, string | undefined][] = [
      [undefined, 400, M.wrongCurrentPassword], // no body at all
      [{ ...good, new_password: undefined }, 400, M.newPasswordTooShort], // missing field
      [{ ...good, new_password: 12345678, new_password_confirm: 12345678 }, 400, M.newPasswordTooShort], // wrong type
      [{ ...good, szerepkorok: ['igazgato'] }, 400, undefined], // extra field
      [{ ...good, megjegyzes: 'x'.repeat(5000) }, 413, 'A kérés túl nagy.'], // over the 2 kB route limit
    ];
    for (const [body, status, message] of cases) {
      const res = await c.post('/api/user/change-password', body);
      expect(res.status, JSON.stringify(body)?.slice(0, 80)).toBe(status);
      expect(res.body).toMatchObject({ ok: false });
      if (message) expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(/kulcs/i);
    }
    const after = (await h.db.models.User.findOne({ email: PEOPLE.tanar.email }).lean())!;
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.szerepkorok).toEqual(before.szerepkorok);
    expect((await c.get('/api/auth/me')).status).toBe(200);
  });

  it('malformed JSON answers 400 and a non-JSON body 415, both in the answer shape', async () => {
    const c = new Client(h.gw.url);
    const bad = await c.request('POST', '/api/auth/login', {
      raw: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, message: 'A kérés tartalma nem érvényes JSON.' });
    const form = await c.request('POST', '/api/auth/login', {
      raw: 'email=a%40b.hu&password=12345678',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ ok: false });
  });

  it('setpassword with a bad payload leaves the invitation usable', async () => {
    const invited = (await h.db.models.User.findOne({ email: INVITED.email }))!;
    const token = await issueToken(h.db.models, invited._id, 'invite');
    const c = new Client(h.gw.url);
    for (const body of [
      { password: 'Hosszu-jelszo' },
      { password: 'Hosszu-jelszo', password_confirmed: 'Hosszu-jelszo', extra: 1 },
      { password: true, password_confirmed: true },
    ]) {
      expect((await c.post(`/api/auth/setpassword?token=${token}`, body)).status).toBe(400);
    }
    expect((await h.db.models.User.findById(invited._id).lean())!.passwordHash).toBeNull();
    expect((await c.get(`/api/auth/verify?token=${token}`)).status).toBe(200);
  });

  it('login: an e-mail of the wrong type or a missing password answers 400 with a Hungarian message', async () => {
    const c = new Client(h.gw.url);
    expect((await c.post('/api/auth/login', { email: 42, password: PASSWORD })).body).toMatchObject({
      ok: false,
      message: M.emailRequired,
    });
    expect((await c.post('/api/auth/login', { email: PEOPLE.tanar.email })).body).toMatchObject({
      ok: false,
      message: M.passwordTooShort,
    });
  });
});

describe('cross-site writes', () => {
  it('refuses a state-changing request from another site with 403 and a Hungarian message', async () => {
    const c = await signedIn(PEOPLE.hr.email);
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://tamado.example' },
    ];
    for (const headers of refused) {
      const res = await c.post('/api/auth/logout', undefined, headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ ok: false, message: CROSS_SITE_MESSAGE });
    }
    expect((await c.get('/api/auth/me')).status).toBe(200); // the logouts did not happen
  });

  it('accepts our own origin, PUBLIC_URL, same-origin fetches, and requests without either header', async () => {
    const c = await signedIn(PEOPLE.igazgato.email);
    expect(
      (await c.post('/api/auth/logout', undefined, { Origin: h.gw.url, 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(200);
    await c.post(
      '/api/auth/login',
      { email: PEOPLE.igazgato.email, password: PASSWORD },
      { Origin: 'https://szabadsag.iskola.hu' },
    );
    expect((await c.get('/api/auth/me')).status).toBe(200);
    // Reads are never refused: a cross-site GET cannot change anything.
    expect((await c.get('/api/auth/me', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200);
  });
});

describe('unknown routes, headers', () => {
  it('an unknown /api route answers 404 JSON for any method, signed in or not', async () => {
    for (const [method, path] of [
      ['GET', '/api/nincs-ilyen'],
      ['POST', '/api/user/nincs-ilyen'],
      ['DELETE', '/api/admin/nincs'],
    ]) {
      const res = await new Client(h.gw.url).request(method!, path!);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toEqual({ ok: false, message: 'A kért erőforrás nem található.' });
    }
  });

  it('every API answer carries the security headers and no-store', async () => {
    const res = await new Client(h.gw.url).get('/api/auth/me');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a fixed Hungarian message and no stack trace', async () => {
    const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: h.gw.dataDir, STATIC_ROOT: h.gw.dataDir });
    const services = createServices(config, silentLog, h.db.models);
    const boom = async () => {
      throw new Error('titkos belső részlet at /srv/app.js:12');
    };
    const app = createApp({ config, log: silentLog, services: { services, keys: ['k'] }, apiMiddleware: [boom] });
    const server = http.createServer(requestListener(app));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const res = await new Client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`).get('/api/barmi');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ ok: false, message: 'Váratlan hiba történt.' });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
