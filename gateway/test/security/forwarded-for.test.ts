// Behind a reverse proxy (TRUST_PROXY=true) the client address is the one the proxy appended to
// X-Forwarded-For; addresses a client writes into the header itself do not dodge the limits.
import { describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';

const h = useGatewayWithPeople({
  limits: { loginIp: { max: 4, windowMs: 60_000 }, loginAccount: { max: 100, windowMs: 60_000 } },
  env: { TRUST_PROXY: 'true' },
});

describe('X-Forwarded-For behind a proxy', () => {
  it('given a different forged first address on every try, the per-address limit still counts the proxy-appended one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await new Client(h.gw.url).post(
        '/api/auth/login',
        { email: PEOPLE.hr.email, password: 'rossz-jelszo' },
        { 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.7` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const audited = await h.db.models.AuditLog.find({ action: 'auth.login_failed' }).lean();
    expect(new Set(audited.map((a) => a.ip))).toEqual(new Set(['198.51.100.7']));
  });
});
