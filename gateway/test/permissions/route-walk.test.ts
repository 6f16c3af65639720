// The permission walk (issue "Gateway core" §5): every registered API route, called by every
// kind of caller, answers as permissions.ts declares. A route added without a rule fails here
// and is refused at run time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@tavollet/contract/codes';
import { PERMISSIONS, type Permission } from '../../src/http/permissions.ts';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createServices, loadSessionKeys } from '../../src/services/create.ts';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { silentLog, useGatewayWithPeople } from '../support/harness.ts';

type Caller = 'anonymous' | Role | 'admin';
const CALLERS: Caller[] = ['anonymous', ...ROLES, 'admin'];
const EMAIL: Record<Role, string> = {
  tanar: PEOPLE.tanar.email,
  hr: PEOPLE.hr.email,
  igazgato: PEOPLE.igazgato.email,
  igazgatohelyettes: PEOPLE.igazgatohelyettes.email,
};

const h = useGatewayWithPeople();

async function signIn(caller: Caller): Promise<Client> {
  const c = new Client(h.gw.url);
  if (caller === 'admin') expect((await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD })).status).toBe(200);
  else if (caller !== 'anonymous') expect((await c.post('/api/auth/login', { email: EMAIL[caller], password: PASSWORD })).status).toBe(200);
  return c;
}

/** 'allowed', or the status a refusal must have. */
function expected(permission: Permission, caller: Caller): 'allowed' | 401 | 403 {
  if (permission === 'public') return 'allowed';
  if (permission === 'admin') return caller === 'admin' ? 'allowed' : 401;
  if (caller === 'anonymous' || caller === 'admin') return 401;
  if (permission === 'staff') return 'allowed';
  return permission.includes(caller) ? 'allowed' : 403;
}

describe('route permissions', () => {
  it('every registered API route has a rule, and every rule names a registered route', () => {
    const routes = h.gw.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => !(r in PERMISSIONS)), 'routes without a permission rule').toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((k) => !routes.includes(k)), 'rules without a route').toEqual([]);
  });

  it('walks every route with every kind of caller and gets 401/403/allowed as declared', async () => {
    const results: string[] = [];
    for (const caller of CALLERS) {
      let client = await signIn(caller);
      // Routes that end a session go last so the caller stays signed in for the others.
      const routes = [...h.gw.app.apiRoutes].sort((a, b) => Number(a.includes('logout')) - Number(b.includes('logout')));
      for (const key of routes) {
        const [method, path] = key.split(' ') as [string, string];
        const url = path.replace(/:[A-Za-z_]+/g, '1');
        const res = await client.request(method, url, method === 'GET' || method === 'HEAD' ? {} : { json: {} });
        const want = expected(PERMISSIONS[key]!, caller);
        const ok =
          want === 'allowed'
            ? res.status < 500 && res.status !== 401 && res.status !== 403 && (method !== 'GET' || res.status < 300 || res.status === 400)
            : res.status === want;
        if (!ok) results.push(`${caller} ${key}: got ${res.status}, want ${want}`);
        if (key.includes('logout')) client = await signIn(caller);
      }
    }
    expect(results).toEqual([]);
  });

  it('a route registered without a rule is refused with 403 at run time', async () => {
    const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: h.gw.dataDir, STATIC_ROOT: h.gw.dataDir });
    const services = createServices(config, silentLog, h.db.models);
    const extra = new Router({ prefix: '/user' });
    extra.get('/szabaly-nelkul', (ctx) => {
      ctx.body = { ok: true, titok: 42 };
    });
    const app = createApp({ config, log: silentLog, services: { services, keys: await loadSessionKeys(config, h.db.models) }, apiRouters: [extra] });
    expect(app.apiRoutes).toContain('GET /api/user/szabaly-nelkul');
    const server = http.createServer(app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const c = new Client(base);
      await c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD });
      const res = await c.get('/api/user/szabaly-nelkul');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ ok: false, message: 'Nincs jogosultságod ehhez a művelethez.' });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('a role-restricted route answers 403 without the role and 200 with it (any of the held roles)', async () => {
    const table = PERMISSIONS as Record<string, Permission>;
    table['GET /api/hr/proba'] = ['hr'];
    const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: h.gw.dataDir, STATIC_ROOT: h.gw.dataDir });
    const services = createServices(config, silentLog, h.db.models);
    const hr = new Router({ prefix: '/hr' });
    hr.get('/proba', (ctx) => {
      ctx.body = { ok: true };
    });
    const app = createApp({ config, log: silentLog, services: { services, keys: await loadSessionKeys(config, h.db.models) }, apiRouters: [hr] });
    const server = http.createServer(app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    } finally {
      delete table['GET /api/hr/proba'];
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

