// Behind a reverse proxy (TRUST_PROXY: the proxy's addresses) the client address is the nearest
// one the trusted proxies wrote into X-Forwarded-For; a client that connects directly is judged by
// its socket address, whatever it writes into the header itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { Client } from '../support/client.ts';
import { PEOPLE } from '../support/fixtures.ts';
import { startTestGateway, useGatewayWithPeople, type TestGateway } from '../support/harness.ts';

const limits = { loginIp: { max: 4, windowMs: 60_000 }, loginAccount: { max: 100, windowMs: 60_000 } };
// The test connects from 127.0.0.1: here that is the proxy.
const h = useGatewayWithPeople({ limits, env: { TRUST_PROXY: '127.0.0.1' } });

const failedLogin = (base: string, forwardedFor: string, email: string = PEOPLE.hr.email) =>
  new Client(base).post('/api/auth/login', { email, password: 'rossz-jelszo' }, { 'X-Forwarded-For': forwardedFor });

describe('X-Forwarded-For from a trusted proxy', () => {
  it('given a different forged first address on every try, the per-address limit still counts the proxy-appended one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await failedLogin(h.gw.url, `203.0.113.${i}, 198.51.100.7`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const audited = await h.db.models.AuditLog.find({ action: 'auth.login_failed' }).lean();
    expect(new Set(audited.map((a) => a.ip))).toEqual(new Set(['198.51.100.7']));
  });
});

describe('a client that connects directly while TRUST_PROXY names another address', () => {
  // The same database, a gateway whose proxy is 10.9.9.9: the test's 127.0.0.1 is a direct client.
  let direct: TestGateway;
  beforeAll(async () => {
    direct = await startTestGateway(h.db.models, { limits, env: { TRUST_PROXY: '10.9.9.9' } });
  });
  afterAll(() => direct?.stopAll());

  it('25 failures with rotating X-Forwarded-For values are counted for its socket address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await failedLogin(direct.url, `198.51.100.${i}`, PEOPLE.tanar.email)).status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(new Set(statuses.slice(4))).toEqual(new Set([429]));
    const audited = await h.db.models.AuditLog.find({
      action: 'auth.login_failed',
      ip: { $ne: '198.51.100.7' },
    }).lean();
    expect(new Set(audited.map((a) => a.ip))).toEqual(new Set(['127.0.0.1']));
  });

  it('its X-Forwarded-Proto is not believed either (no HSTS over plain HTTP)', async () => {
    const res = await new Client(direct.url).get('/api/health', { 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('TRUST_PROXY values', () => {
  it('true is refused with what to write instead; addresses and ranges are taken; a typo fails at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: name the proxy's addresses/);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({}).trustProxy).toBeNull();
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY/);
  });
});
