// The permission walk's second half (docs/architecture.md "Gateway: routes, permissions,
// validation, errors"): every declared route, spelled any other way — another case, a trailing
// slash, a doubled or percent-encoded slash, a `;` — answers the API's 404 to every kind of
// caller, so no spelling reaches a route without its guard; HEAD is guarded like GET and OPTIONS
// never hands out data.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@tavollet/contract/codes';
import { hashPassword } from '../../src/auth/passwords.ts';
import { nextId } from '../../src/db/counters.ts';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';

const EVERY_ROLE = 'minden.szerep.variansok@teszt.hu';
const h = useGatewayWithPeople();

beforeAll(async () => {
  await h.db.models.User.create({
    user_id: await nextId(h.db.models, 'user_id'),
    nev: 'Variáns Mindenszerep',
    email: EVERY_ROLE,
    felhasznalonev: 'variansmindenszerep',
    szerepkorok: [...ROLES],
    passwordHash: await hashPassword(PASSWORD),
  });
});

/** Every other spelling of an /api/… path that a lenient router or proxy could read as it. */
function variants(path: string): string[] {
  const lastSlash = path.lastIndexOf('/');
  return [
    path.toUpperCase(),
    path.replace('/api/', '/API/'),
    path.replace('/api/', '/Api/'),
    path.replace(/\/([a-z])([^/]*)$/, (_m, first: string, rest: string) => `/${first.toUpperCase()}${rest}`),
    `${path}/`,
    `/${path}`,
    path.replace('/api/', '/api//'),
    `${path.slice(0, lastSlash)}//${path.slice(lastSlash + 1)}`,
    path.replace('/api/', '/api%2F'),
    `${path.slice(0, lastSlash)}%2F${path.slice(lastSlash + 1)}`,
    `${path.slice(0, lastSlash)}%2f${path.slice(lastSlash + 1)}`,
    `${path};`,
    `${path};x=1`,
  ].filter((v) => v !== path);
}

async function callers(): Promise<[string, Client][]> {
  const staff = new Client(h.gw.url);
  expect((await staff.post('/api/auth/login', { email: EVERY_ROLE, password: PASSWORD })).status).toBe(200);
  const admin = new Client(h.gw.url);
  expect((await admin.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD })).status).toBe(200);
  return [
    ['anonymous', new Client(h.gw.url)],
    ['every staff role', staff],
    ['admin', admin],
  ];
}

const routes = () =>
  h.gw.app.apiRoutes
    .filter((k) => !k.includes('logout'))
    .map((k) => {
      const [method, path] = k.split(' ') as [string, string];
      // A `;…` after a trailing parameter is part of that parameter's value, not another path.
      return { key: k, method, path: path.replace(/:[A-Za-z_]+/g, '1'), paramLast: /:[A-Za-z_]+$/.test(path) };
    });

describe('route spellings', () => {
  it('the variants of a path are all different from it and from each other', () => {
    const v = variants('/api/user/teacher/getdata');
    expect(new Set(v).size).toBe(v.length);
    expect(v).toContain('/API/USER/TEACHER/GETDATA');
    expect(v).toContain('/api/user/teacher%2Fgetdata');
    expect(v).toContain('//api/user/teacher/getdata');
  });

  it('every other spelling of every route answers the API 404 to every caller', async () => {
    const wrong: string[] = [];
    for (const [who, client] of await callers()) {
      for (const { key, method, path, paramLast } of routes()) {
        for (const v of variants(path)) {
          const res = await client.request(method, v, method === 'GET' ? {} : { json: {} });
          const is404 = res.status === 404 && (res.body as { ok?: boolean } | null)?.ok === false;
          // Such a value still passes the guard (401 without the route's session) and then fails
          // the parameter's validation (400) or names no record (404): never data.
          const badParam = paramLast && v.startsWith(`${path};`);
          const guarded = [400, 401, 404].includes(res.status);
          if (!(is404 || (badParam && guarded))) wrong.push(`${who} ${key} as ${method} ${v}: ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('HEAD is guarded exactly like GET, and OPTIONS never answers data', async () => {
    const anonymous = new Client(h.gw.url);
    const wrong: string[] = [];
    for (const { key, method, path } of routes()) {
      if (method === 'GET') {
        const [get, head] = [await anonymous.get(path), await anonymous.request('HEAD', path)];
        if (get.status !== head.status) wrong.push(`HEAD ${path}: ${head.status}, GET ${get.status}`);
      }
      const opt = await anonymous.request('OPTIONS', path);
      const harmless = opt.status === 404 || ((opt.status === 200 || opt.status === 204) && !opt.body);
      if (!harmless) wrong.push(`OPTIONS ${key}: ${opt.status} ${JSON.stringify(opt.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a cross-site login under /API/ is refused as an unknown path and sets no cookie', async () => {
    const res = await new Client(h.gw.url).request('POST', '/API/auth/login', {
      json: { email: EVERY_ROLE, password: PASSWORD },
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.getSetCookie()).toEqual([]);
    // The same request on the real path is refused by the origin check, not signed in.
    const real = await new Client(h.gw.url).request('POST', '/api/auth/login', {
      json: { email: EVERY_ROLE, password: PASSWORD },
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(real.status).toBe(403);
    expect(real.headers.getSetCookie()).toEqual([]);
  });
});
