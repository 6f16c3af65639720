// The permission walk (docs/architecture.md "Gateway: routes, permissions, validation,
// errors"): every registered API route has the permission its declaration states, and every
// kind of caller — anonymous, each staff role, an admin, a blocked person — gets exactly the
// answer that permission allows from every route.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@tavollet/contract/codes';
import type { Permission } from '../../src/http/permissions.ts';
import { defineArea, type ApiArea } from '../../src/http/route.ts';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createServices, loadSessionKeys } from '../../src/services/create.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { nextId } from '../../src/db/counters.ts';
import { requestListener } from '../../src/http/server.ts';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { silentLog, useGatewayWithPeople } from '../support/harness.ts';

type Caller = 'anonymous' | Role | 'admin' | 'blocked';
const CALLERS: Caller[] = ['anonymous', ...ROLES, 'admin', 'blocked'];
const EMAIL: Record<Role, string> = {
  tanar: PEOPLE.tanar.email,
  hr: PEOPLE.hr.email,
  igazgato: PEOPLE.igazgato.email,
  igazgatohelyettes: PEOPLE.igazgatohelyettes.email,
};
/** Holds every role, so only the block can be what refuses them. */
const BLOCKED = 'minden.szerep@teszt.hu';

const h = useGatewayWithPeople();

beforeAll(async () => {
  await h.db.models.User.create({
    user_id: await nextId(h.db.models, 'user_id'),
    nev: 'Teszt Mindenszerep',
    email: BLOCKED,
    felhasznalonev: 'mindenszerep',
    szerepkorok: [...ROLES],
    passwordHash: await hashPassword(PASSWORD),
  });
});

const setBlocked = (blocked: boolean) => h.db.models.User.updateOne({ email: BLOCKED }, { $set: { blocked } });

async function signIn(caller: Caller): Promise<Client> {
  const c = new Client(h.gw.url);
  if (caller === 'admin')
    expect((await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD })).status).toBe(200);
  else if (caller === 'blocked') {
    // Signed in while allowed, then blocked by an admin: the session is still there.
    await setBlocked(false);
    expect((await c.post('/api/auth/login', { email: BLOCKED, password: PASSWORD })).status).toBe(200);
    await setBlocked(true);
  } else if (caller !== 'anonymous')
    expect((await c.post('/api/auth/login', { email: EMAIL[caller], password: PASSWORD })).status).toBe(200);
  return c;
}

/** 'allowed', or the status a refusal must have. */
function expected(permission: Permission, caller: Caller): 'allowed' | 401 | 403 {
  if (permission === 'public') return 'allowed';
  if (caller === 'blocked') return 401;
  if (permission === 'admin') return caller === 'admin' ? 'allowed' : 401;
  if (caller === 'anonymous' || caller === 'admin') return 401;
  if (permission === 'staff') return 'allowed';
  return permission.includes(caller) ? 'allowed' : 403;
}

/** An app on the test database with extra areas or plain routers, listening on a free port. */
async function withApp(extra: { apiAreas?: ApiArea[]; apiRouters?: Router[] }, test: (base: string) => Promise<void>) {
  const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: h.gw.dataDir, STATIC_ROOT: h.gw.dataDir });
  const services = createServices(config, silentLog, h.db.models);
  const app = createApp({
    config,
    log: silentLog,
    services: { services, keys: await loadSessionKeys(config, h.db.models) },
    ...extra,
  });
  const server = http.createServer(requestListener(app));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    await test(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
}

describe('route permissions', () => {
  it('every registered API route has a declared permission, and every declaration is a registered route', () => {
    const routes = h.gw.app.apiRoutes;
    const declared = [...h.gw.app.permissions.keys()];
    expect(routes.length).toBeGreaterThan(10);
    expect(
      routes.filter((r) => !h.gw.app.permissions.has(r)),
      'routes without a permission',
    ).toEqual([]);
    expect(
      declared.filter((k) => !routes.includes(k)),
      'declarations without a route',
    ).toEqual([]);
    // The spec's paths are fixed (staff-area.md §7, admin-area.md §7): a few, by their exact key.
    expect(h.gw.app.permissions.get('POST /api/user/teacher/submit')).toEqual(['tanar']);
    expect(h.gw.app.permissions.get('POST /api/user/change-password')).toBe('staff');
    expect(h.gw.app.permissions.get('GET /api/admin/auth/me')).toBe('admin');
    expect(h.gw.app.permissions.get('POST /api/auth/login')).toBe('public');
  });

  it('walks every route with every kind of caller and gets 401/403/allowed as declared', async () => {
    const results: string[] = [];
    // Routes that end a session go last so the caller stays signed in for the others.
    const routes = [...h.gw.app.apiRoutes].sort((a, b) => Number(a.includes('logout')) - Number(b.includes('logout')));
    for (const caller of CALLERS) {
      let client = await signIn(caller);
      for (const key of routes) {
        const [method, path] = key.split(' ') as [string, string];
        const url = path.replace(/:[A-Za-z_]+/g, '1');
        const res = await client.request(method, url, method === 'GET' || method === 'HEAD' ? {} : { json: {} });
        const want = expected(h.gw.app.permissions.get(key)!, caller);
        const ok =
          want === 'allowed'
            ? res.status < 500 &&
              res.status !== 401 &&
              res.status !== 403 &&
              // A GET answers data, a validation error, or (for a made-up id) not found.
              (method !== 'GET' || res.status < 300 || res.status === 400 || (res.status === 404 && url !== path))
            : res.status === want;
        if (!ok) results.push(`${caller} ${key}: got ${res.status}, want ${want}`);
        // A blocked person's session ends at its first refused request: sign in again.
        if (key.includes('logout') || caller === 'blocked') client = await signIn(caller);
      }
    }
    await setBlocked(false);
    expect(results).toEqual([]);
  });

  it('a route mounted without a declared permission is refused with 403 at run time', async () => {
    const extra = new Router({ prefix: '/user' });
    extra.get('/szabaly-nelkul', (ctx) => {
      ctx.body = { ok: true, titok: 42 };
    });
    await withApp({ apiRouters: [extra] }, async (base) => {
      const c = new Client(base);
      await c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD });
      const res = await c.get('/api/user/szabaly-nelkul');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ ok: false, message: 'Nincs jogosultságod ehhez a művelethez.' });
    });
  });

  it('a route cannot be declared without a permission, nor with one that does not fit its session area', () => {
    const area = defineArea('/hr');
    // @ts-expect-error the permission is required by the declaration's type
    expect(() => area.route({ method: 'GET', path: '/engedely-nelkul' }, () => undefined)).toThrow(/permission/);
    expect(() => area.route({ method: 'GET', path: '/admin-jog', permission: 'admin' }, () => undefined)).toThrow(
      /session area/,
    );
    expect(() =>
      defineArea('/admin').route({ method: 'GET', path: '/x', permission: ['hr'] }, () => undefined),
    ).toThrow(/session area/);
    // @ts-expect-error a role list names at least one role
    expect(() => area.route({ method: 'GET', path: '/ures', permission: [] }, () => undefined)).toThrow(/permission/);
    expect(area.routes).toEqual([]);
  });

  it('a role-restricted route answers 403 without the role and 200 with it (any of the held roles)', async () => {
    const hr = defineArea('/hr');
    hr.route({ method: 'GET', path: '/proba', permission: ['hr'] }, (ctx) => {
      ctx.body = { ok: true };
    });
    await withApp({ apiAreas: [hr] }, async (base) => {
      const as = async (email: string) => {
        const c = new Client(base);
        await c.post('/api/auth/login', { email, password: PASSWORD });
        return (await c.get('/api/hr/proba')).status;
      };
      expect(await as(PEOPLE.tanar.email)).toBe(403);
      expect(await as(PEOPLE.igazgato.email)).toBe(403);
      expect(await as(PEOPLE.hr.email)).toBe(200);
      expect(await as(PEOPLE.ketszerepu.email)).toBe(200);
      expect((await new Client(base).get('/api/hr/proba')).status).toBe(401);
    });
  });
});
