// Admin sign-in with its own cookie and session (admin-area.md §1, §7).
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, AdminUserAnswer } from '@tavollet/contract/api/auth';
import { sha256 } from '../../src/auth/tokens.ts';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';

const h = useGatewayWithPeople();

describe('admin login, me and logout', () => {
  it('signs in with the admin cookie, answers { ok, user: { nev, email } }, and logs out', async () => {
    const c = new Client(h.gw.url);
    const res = await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(AdminUserAnswer.parse(res.body)).toEqual({ ok: true, user: { nev: ADMIN.nev, email: ADMIN.email } });
    expect(c.cookies.has('tavollet.admin')).toBe(true);
    expect(c.cookies.has('tavollet.sid')).toBe(false);
    const doc = await h.db.models.Session.findById(sha256(c.cookies.get('tavollet.admin')!)).lean();
    expect(doc?.kind).toBe('admin');
    expect((doc!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeLessThanOrEqual(2);

    expect((await c.get('/api/admin/auth/me')).body).toEqual(res.body);
    // The admin session is not a staff session.
    expect((await c.get('/api/auth/me')).status).toBe(401);
    expect((await c.post('/api/auth/admin/logout')).body).toEqual({ ok: true, message: M.loggedOut });
    expect((await c.get('/api/admin/auth/me')).status).toBe(401);
  });

  it('refuses staff credentials and wrong passwords with 401', async () => {
    const c = new Client(h.gw.url);
    expect((await c.post('/api/auth/admin/login', { email: PEOPLE.igazgato.email, password: PASSWORD })).status).toBe(
      401,
    );
    const res = await c.post('/api/auth/admin/login', { email: ADMIN.email, password: 'rossz-jelszo' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ ok: false, message: M.wrongCredentials });
  });

  it('a staff session does not open admin routes, and staff and admin sessions live side by side', async () => {
    const c = new Client(h.gw.url);
    await c.post('/api/auth/login', { email: PEOPLE.igazgato.email, password: PASSWORD });
    expect((await c.get('/api/admin/auth/me')).status).toBe(401);
    await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD });
    expect((await c.get('/api/admin/auth/me')).status).toBe(200);
    expect((await c.get('/api/auth/me')).status).toBe(200);
    // Staff logout leaves the admin session alone, and the other way round.
    await c.post('/api/auth/logout');
    expect((await c.get('/api/admin/auth/me')).status).toBe(200);
  });

  it('a staff cookie copied into the admin cookie name is not an admin session', async () => {
    const c = new Client(h.gw.url);
    await c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD });
    const forged = new Client(h.gw.url);
    forged.cookies.set('tavollet.admin', c.cookies.get('tavollet.sid')!);
    expect((await forged.get('/api/admin/auth/me')).status).toBe(401);
  });

  it('a live session id of the other area is refused both ways: admin id as staff cookie, staff id as admin cookie', async () => {
    // The cookie is the session id itself, so only the session's kind stands between the id and the
    // route.
    const staff = new Client(h.gw.url);
    await staff.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD });
    const admin = new Client(h.gw.url);
    await admin.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD });
    const staffId = staff.cookies.get('tavollet.sid')!;
    const adminId = admin.cookies.get('tavollet.admin')!;

    const staffIdAsAdmin = new Client(h.gw.url);
    staffIdAsAdmin.cookies.set('tavollet.admin', staffId);
    expect((await staffIdAsAdmin.get('/api/admin/auth/me')).status).toBe(401);

    const adminIdAsStaff = new Client(h.gw.url);
    adminIdAsStaff.cookies.set('tavollet.sid', adminId);
    expect((await adminIdAsStaff.get('/api/auth/me')).status).toBe(401);
    expect(
      (
        await adminIdAsStaff.post('/api/user/change-password', {
          current_password: PASSWORD,
          new_password: 'Masik-jelszo-1',
          new_password_confirm: 'Masik-jelszo-1',
        })
      ).status,
    ).toBe(401);

    // Each cookie still opens its own area, and a cookie sent to the other area is not looked at.
    const both = new Client(h.gw.url);
    both.cookies.set('tavollet.sid', staffId);
    both.cookies.set('tavollet.admin', adminId);
    expect((await both.get('/api/auth/me')).body).toMatchObject({ user: { email: PEOPLE.tanar.email } });
    expect((await both.get('/api/admin/auth/me')).body).toMatchObject({ user: { email: ADMIN.email } });
    expect((await staff.get('/api/auth/me')).status).toBe(200);
    expect((await admin.get('/api/admin/auth/me')).status).toBe(200);
  });

  it("signing in or out of one area sets and clears only that area's cookie", async () => {
    const c = new Client(h.gw.url);
    const names = (res: { headers: Headers }) =>
      res.headers
        .getSetCookie()
        .map((l) => l.slice(0, l.indexOf('=')))
        .sort();
    // Each sign-in also remembers the browser in its own area's device cookie.
    expect(names(await c.post('/api/auth/login', { email: PEOPLE.hr.email, password: PASSWORD }))).toEqual([
      'tavollet.device',
      'tavollet.sid',
    ]);
    expect(names(await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD }))).toEqual([
      'tavollet.admin',
      'tavollet.admin-device',
    ]);
    const out = await c.post('/api/auth/admin/logout');
    expect(names(out)).toEqual(['tavollet.admin']);
    expect(out.headers.getSetCookie().every((l) => /expires=Thu, 01 Jan 1970/i.test(l))).toBe(true);
    expect(c.cookies.has('tavollet.admin')).toBe(false);
    expect((await c.get('/api/auth/me')).status).toBe(200);
  });

  it('a blocked admin cannot sign in, and a running admin session ends', async () => {
    const c = new Client(h.gw.url);
    await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD });
    await h.db.models.Admin.updateOne({ email: ADMIN.email }, { $set: { blocked: true } });
    try {
      expect((await c.get('/api/admin/auth/me')).status).toBe(401);
      const res = await new Client(h.gw.url).post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ ok: false, message: M.blocked });
    } finally {
      await h.db.models.Admin.updateOne({ email: ADMIN.email }, { $set: { blocked: false } });
    }
  });

  it('HEAD is answered like GET, under the same permission', async () => {
    const c = new Client(h.gw.url);
    expect((await c.request('HEAD', '/api/admin/auth/me')).status).toBe(401);
    await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD });
    expect((await c.request('HEAD', '/api/admin/auth/me')).status).toBe(200);
  });
});
