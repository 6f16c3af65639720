// POST /api/admin/updateusers, /blockusers, /resetpassword and DELETE /api/admin/deleteusers
// (admin-area.md §4 "User", §7 "Users"): changes act on the person's next request, a block ends
// their sessions at once, a reset mails a working link, and deleting someone with leave history
// keeps their requests readable for HR and the leaders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_USER_MESSAGES as M,
  BlockUserAnswer,
  DeleteUserAnswer,
  UpdateUserAnswer,
} from '@tavollet/contract/api/admin-users';
import { AUTH_MESSAGES } from '@tavollet/contract/api/auth';
import { HrListAnswer } from '@tavollet/contract/api/hr';
import { Client } from '../support/client.ts';
import { PEOPLE } from '../support/fixtures.ts';
import {
  day,
  insertRequest,
  newTeacher,
  setQuota,
  signInPerson,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';
import { DELETE, adminClient, byEmail, tokenOf, usersOf, waitForMailsTo } from './users-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

const snapshot = async () => JSON.stringify(await w.models.User.find({}, { updatedAt: 0 }).sort({ user_id: 1 }).lean());

describe('POST /api/admin/updateusers', () => {
  it('changes only the fields sent; a role taken away acts on the very next request', async () => {
    const t = await newTeacher(w, ['tanar', 'hr']);
    expect((await t.client.get('/api/hr/requests')).status).toBe(200);
    const res = await admin.post('/api/admin/updateusers', {
      user_id: t.user.user_id,
      nev: 'Átnevezett Tanár',
      szerepkorok: ['tanar', 'igazgato_helyettes'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { user, message } = UpdateUserAnswer.parse(res.body);
    expect(message).toBe(M.updated);
    expect(user).toMatchObject({
      nev: 'Átnevezett Tanár',
      email: t.user.email,
      felhasznalonev: t.user.felhasznalonev,
      szerepkorok: ['tanar', 'igazgato_helyettes'],
    });
    expect((await w.models.User.findById(t.user._id).lean())!.szerepkorok).toEqual(['tanar', 'igazgatohelyettes']);
    expect((await t.client.get('/api/hr/requests')).status).toBe(403);
    expect((await t.client.get('/api/leaders/counts?szerep=igazgatohelyettes')).status).toBe(200);
  });

  it('clears the OM id with null and keeps e-mails lower-case', async () => {
    const t = await newTeacher(w);
    const res = await admin.post('/api/admin/updateusers', {
      user_id: t.user.user_id,
      oktatasi_azonosito: null,
      email: 'Valtozott.Cim@Teszt.hu',
    });
    expect(res.status).toBe(200);
    expect(UpdateUserAnswer.parse(res.body).user).toMatchObject({
      oktatasi_azonosito: null,
      email: 'valtozott.cim@teszt.hu',
    });
  });

  it('a changed e-mail voids the links sent to the old address; someone without a password is invited at the new one', async () => {
    const anon = new Client(w.gw.url);
    const setWith = (token: string) =>
      anon.post(`/api/auth/setpassword?token=${token}`, {
        password: 'Uj-jelszo-456',
        password_confirmed: 'Uj-jelszo-456',
      });

    // A person with a password: the reset link sent to the old address stops working, no invitation.
    const t = await newTeacher(w);
    expect((await admin.post('/api/admin/resetpassword', { user_id: t.user.user_id })).status).toBe(200);
    const [resetMail] = await waitForMailsTo(w.gw.dataDir, t.user.email);
    const moved = `koltozott.${t.user.email}`;
    expect((await admin.post('/api/admin/updateusers', { user_id: t.user.user_id, email: moved })).status).toBe(200);
    expect((await setWith(tokenOf(resetMail!))).status).toBe(400);
    expect(await w.models.AuthToken.countDocuments({ user: t.user._id })).toBe(0);

    // A person who never set a password: the first invitation dies, a new one goes to the new address.
    const created = await admin.post('/api/admin/createusers', {
      nev: 'Elírt Címzett',
      email: `elirt.${process.pid}@teszt.hu`,
      felhasznalonev: `elirt.${process.pid}`,
      szerepkorok: ['tanar'],
    });
    expect(created.status).toBe(200);
    const [firstInvite] = await waitForMailsTo(w.gw.dataDir, `elirt.${process.pid}@teszt.hu`);
    const user_id = (created.body.user as { user_id: number }).user_id;
    const fixed = `javitott.${process.pid}@teszt.hu`;
    expect((await admin.post('/api/admin/updateusers', { user_id, email: fixed })).status).toBe(200);
    expect((await setWith(tokenOf(firstInvite!))).status).toBe(400);
    const [secondInvite] = await waitForMailsTo(w.gw.dataDir, fixed);
    expect(secondInvite).toContain('Meghívó');
    expect((await setWith(tokenOf(secondInvite!))).status).toBe(200);
    expect((await anon.post('/api/auth/login', { email: fixed, password: 'Uj-jelszo-456' })).status).toBe(200);
  });

  it('answers 409 with details for another user’s values, and nothing changes', async () => {
    const t = await newTeacher(w);
    const before = await snapshot();
    const res = await admin.post('/api/admin/updateusers', {
      user_id: t.user.user_id,
      email: PEOPLE.hr.email,
      oktatasi_azonosito: '70000000001',
    });
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual({ email: M.taken.email, oktatasi_azonosito: M.taken.oktatasi_azonosito });
    expect(await snapshot()).toBe(before);
    // Their own current values are not a conflict.
    const own = await admin.post('/api/admin/updateusers', { user_id: t.user.user_id, email: t.user.email });
    expect(own.status).toBe(200);
  });

  it('refuses nothing to change, bad fields, an unknown user, and callers without an admin session', async () => {
    const t = await newTeacher(w);
    const before = await snapshot();
    const none = await admin.post('/api/admin/updateusers', { user_id: t.user.user_id });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: M.nothingToUpdate, error: M.nothingToUpdate });
    const empty = await admin.post('/api/admin/updateusers', { user_id: t.user.user_id, nev: '' });
    expect(empty.body).toMatchObject({ message: M.nevRequired });
    expect((await admin.post('/api/admin/updateusers', { user_id: 'x', nev: 'y' })).body.message).toBe(M.badId);
    expect((await admin.post('/api/admin/updateusers', { user_id: 999_999, nev: 'y' })).status).toBe(404);
    expect(
      (await new Client(w.gw.url).post('/api/admin/updateusers', { user_id: t.user.user_id, nev: 'y' })).status,
    ).toBe(401);
    expect((await t.client.post('/api/admin/updateusers', { user_id: t.user.user_id, nev: 'y' })).status).toBe(401);
    expect(await snapshot()).toBe(before);
  });
});

describe('POST /api/admin/blockusers', () => {
  it('blocking (blocked: false, the state seen) ends the person’s running session at its next request with the blocked text; unblocking lets them sign in', async () => {
    const t = await newTeacher(w);
    expect((await t.client.get('/api/auth/me')).status).toBe(200);
    const res = await admin.post('/api/admin/blockusers', { user_id: t.user.user_id, blocked: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(BlockUserAnswer.parse(res.body)).toMatchObject({
      user_id: t.user.user_id,
      blocked: true,
      message: M.blocked,
    });
    // gateway/README.md: "A blocked person's running session answers 401 with the blocked text".
    const next = await t.client.get('/api/auth/me');
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ ok: false, message: AUTH_MESSAGES.blocked });
    expect(await w.models.Session.countDocuments({ subject: t.user._id })).toBe(0);
    expect((await byEmail(admin, t.user.email))!.blocked).toBe(true);

    // The same click again (a second tab that saw "Aktív") keeps them blocked.
    const again = await admin.post('/api/admin/blockusers', { user_id: t.user.user_id, blocked: false });
    expect(BlockUserAnswer.parse(again.body).blocked).toBe(true);

    const un = await admin.post('/api/admin/blockusers', { user_id: t.user.user_id, blocked: true });
    expect(BlockUserAnswer.parse(un.body)).toMatchObject({ blocked: false, message: M.unblocked });
    const back = new Client(w.gw.url);
    expect((await back.post('/api/auth/login', { email: t.user.email, password: 'Teszt-jelszo-1' })).status).toBe(200);
  });

  it('refuses a missing state, an unknown user and non-admins, changing nothing', async () => {
    const t = await newTeacher(w);
    const before = await snapshot();
    const bad = await admin.post('/api/admin/blockusers', { user_id: t.user.user_id });
    expect(bad.body).toMatchObject({ message: M.badBlocked, error: M.badBlocked });
    expect((await admin.post('/api/admin/blockusers', { user_id: 999_999, blocked: false })).status).toBe(404);
    expect((await t.client.post('/api/admin/blockusers', { user_id: t.user.user_id, blocked: false })).status).toBe(
      401,
    );
    expect(await snapshot()).toBe(before);
    expect((await t.client.get('/api/auth/me')).status).toBe(200);
  });
});

describe('POST /api/admin/resetpassword', () => {
  it('mails a reset link that sets a new password', async () => {
    const t = await newTeacher(w);
    const res = await admin.post('/api/admin/resetpassword', { user_id: t.user.user_id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.resetSent(t.user.email));
    const [mail] = await waitForMailsTo(w.gw.dataDir, t.user.email);
    const anon = new Client(w.gw.url);
    const set = await anon.post(`/api/auth/setpassword?token=${tokenOf(mail!)}`, {
      password: 'Masik-jelszo-9',
      password_confirmed: 'Masik-jelszo-9',
    });
    expect(set.status).toBe(200);
    expect((await anon.post('/api/auth/login', { email: t.user.email, password: 'Masik-jelszo-9' })).status).toBe(200);
  });

  it('refuses a blocked person (their link would not work), an unknown id and non-admins', async () => {
    const blocked = await w.models.User.findOne({ email: PEOPLE.blokkolt.email }).lean();
    const res = await admin.post('/api/admin/resetpassword', { user_id: blocked!.user_id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.resetBlocked);
    expect((await admin.post('/api/admin/resetpassword', { user_id: 999_999 })).status).toBe(404);
    expect((await admin.post('/api/admin/resetpassword', {})).status).toBe(400);
    expect((await new Client(w.gw.url).post('/api/admin/resetpassword', { user_id: blocked!.user_id })).status).toBe(
      401,
    );
    expect(await w.models.AuthToken.countDocuments({ user: blocked!._id })).toBe(0);
  });
});

describe('DELETE /api/admin/deleteusers', () => {
  it('removes a person without history, ends their session and frees their e-mail', async () => {
    const t = await newTeacher(w);
    const res = await DELETE(admin, '/api/admin/deleteusers', { user_id: t.user.user_id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(DeleteUserAnswer.parse(res.body)).toMatchObject({ megorizve: false, message: M.deleted });
    expect(await w.models.User.exists({ _id: t.user._id })).toBeNull();
    expect((await t.client.get('/api/auth/me')).status).toBe(401);
    expect(await byEmail(admin, t.user.email)).toBeUndefined();
    expect((await DELETE(admin, '/api/admin/deleteusers', { user_id: t.user.user_id })).status).toBe(404);
  });

  it('keeps a person with requests hidden and blocked: HR still lists and finds their requests by name', async () => {
    const t = await newTeacher(w);
    const kerelem = await insertRequest(w, t.user, { status: 'jovahagyva', kezdete: day(10, 0), vege: day(10, 1) });
    const hr = await signInPerson(w, 'hr');
    const res = await DELETE(admin, '/api/admin/deleteusers', { user_id: t.user.user_id });
    expect(DeleteUserAnswer.parse(res.body)).toMatchObject({ megorizve: true, message: M.deletedKept });
    expect((await t.client.get('/api/auth/me')).status).toBe(401);
    expect((await usersOf(admin)).some((u) => u.user_id === t.user.user_id)).toBe(false);

    const stored = await w.models.User.findById(t.user._id).lean();
    expect(stored).toMatchObject({
      nev: t.user.nev,
      oktatasi_azonosito: t.user.oktatasi_azonosito,
      blocked: true,
      passwordHash: null,
    });
    expect(stored!.deletedAt).toBeInstanceOf(Date);
    expect(stored!.email).not.toBe(t.user.email);

    const list = HrListAnswer.parse((await hr.get(`/api/hr/requests?nev=${encodeURIComponent(t.user.nev)}`)).body);
    expect(list.items.map((r) => [r.id, r.teacherName, r.om])).toEqual([
      [kerelem, t.user.nev, t.user.oktatasi_azonosito],
    ]);
    const details = await hr.get(`/api/hr/requests/${kerelem}`);
    expect(details.status).toBe(200);
    // Their old e-mail is free for a new person; their OM id stays taken, with its reason.
    const again = await admin.post('/api/admin/createusers', {
      nev: 'Visszatérő',
      email: t.user.email,
      felhasznalonev: t.user.felhasznalonev,
      oktatasi_azonosito: t.user.oktatasi_azonosito,
      szerepkorok: ['tanar'],
    });
    expect(again.status).toBe(409);
    expect(again.body.details).toEqual({ oktatasi_azonosito: M.omOfDeleted });
    expect((await DELETE(admin, '/api/admin/deleteusers', { user_id: t.user.user_id })).status).toBe(404);
  });

  it('keeps a leader who decided requests, and a person with only a quota', async () => {
    const leader = await newTeacher(w, ['igazgato']);
    const t = await newTeacher(w);
    await insertRequest(w, t.user, { status: 'jovahagyva', kezdete: day(12, 0), vege: day(12, 0) });
    await w.models.LeaveRequest.updateOne({ user: t.user._id }, { $set: { dontest_hozta: leader.user._id } });
    const quotaOnly = await newTeacher(w);
    await setQuota(w, quotaOnly.user, { rendes_szabadsag_keret: 20 });
    for (const p of [leader, quotaOnly]) {
      const res = await DELETE(admin, '/api/admin/deleteusers', { user_id: p.user.user_id });
      expect(DeleteUserAnswer.parse(res.body).megorizve).toBe(true);
    }
  });

  it('refuses a bad body, a body-less call and non-admins, deleting nothing', async () => {
    const t = await newTeacher(w);
    const before = await snapshot();
    expect((await DELETE(admin, '/api/admin/deleteusers', { user_id: -1 })).body.message).toBe(M.badId);
    expect((await admin.request('DELETE', '/api/admin/deleteusers')).status).toBe(400);
    expect((await DELETE(new Client(w.gw.url), '/api/admin/deleteusers', { user_id: t.user.user_id })).status).toBe(
      401,
    );
    expect((await DELETE(t.client, '/api/admin/deleteusers', { user_id: t.user.user_id })).status).toBe(401);
    expect(await snapshot()).toBe(before);
  });
});
