// POST /api/admin/createbulkusers with a full overwrite (admin-area.md §7 "Users"): the people it
// blocks keep every request, readable by HR; a new e-mail voids the links sent to the old one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkUsersAnswer } from '@tavollet/contract/api/admin-users';
import { HrListAnswer } from '@tavollet/contract/api/hr';
import { Client } from '../support/client.ts';
import { PEOPLE } from '../support/fixtures.ts';
import {
  day,
  insertRequest,
  newTeacher,
  signInPerson,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';
import { adminClient, tokenOf, waitForMailsTo, importRow, importUsers } from './users-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

describe('full overwrite keeps history', () => {
  it('never loses a request: the people it blocks keep every request, and HR still reads them by name', async () => {
    const leaver = await newTeacher(w);
    const kerelem = await insertRequest(w, leaver.user, {
      status: 'jovahagyva',
      kezdete: day(14, 0),
      vege: day(14, 2),
    });
    const requestsBefore = JSON.stringify(await w.models.LeaveRequest.find().sort({ kerelem_id: 1 }).lean());
    const hr = await signInPerson(w, 'hr');
    const hrUser = await w.models.User.findOne({ email: PEOPLE.hr.email }).lean();
    const keep = importRow({
      nev: hrUser!.nev,
      email: hrUser!.email,
      felhasznalonev: hrUser!.felhasznalonev,
      oktatasi_azonosito: hrUser!.oktatasi_azonosito,
      szerepkorok: hrUser!.szerepkorok.map((r) => (r === 'igazgatohelyettes' ? 'igazgato_helyettes' : r)),
    });
    const res = await importUsers(admin, [keep], true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(BulkUsersAnswer.parse(res.body).frissitve).toBe(0);
    expect(await w.models.User.findById(leaver.user._id).lean()).toMatchObject({ blocked: true, nev: leaver.user.nev });
    expect(JSON.stringify(await w.models.LeaveRequest.find().sort({ kerelem_id: 1 }).lean())).toBe(requestsBefore);
    const list = HrListAnswer.parse((await hr.get(`/api/hr/requests?nev=${encodeURIComponent(leaver.user.nev)}`)).body);
    expect(list.items.map((r) => [r.id, r.teacherName])).toEqual([[kerelem, leaver.user.nev]]);
    expect((await hr.get(`/api/hr/requests/${kerelem}`)).status).toBe(200);
    await w.models.User.updateMany(
      { email: { $ne: PEOPLE.blokkolt.email }, deletedAt: null },
      { $set: { blocked: false } },
    );
  });

  it('a new e-mail for someone without a password voids their invitation and invites them at the new address', async () => {
    const first = importRow();
    expect((await importUsers(admin, [first])).status).toBe(200);
    const [oldInvite] = await waitForMailsTo(w.gw.dataDir, first.email);
    const everyone = await w.models.User.find({ deletedAt: null }).lean();
    const moved = { ...first, email: `uj.${first.email}` };
    const same = everyone
      .filter((u) => u.email !== first.email)
      .map((u) => ({
        nev: u.nev,
        email: u.email,
        felhasznalonev: u.felhasznalonev,
        oktatasi_azonosito: u.oktatasi_azonosito ?? `NINCS${u.user_id}`,
        szerepkorok: u.szerepkorok.map((r) => (r === 'igazgatohelyettes' ? 'igazgato_helyettes' : r)),
      }));
    const res = await importUsers(admin, [...same, moved], true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const anon = new Client(w.gw.url);
    // Not "Import-…": the person is called "Import Ember", and a password may not hold the name.
    const setWith = (token: string) =>
      anon.post(`/api/auth/setpassword?token=${token}`, {
        password: 'Tavaszi-szel-7',
        password_confirmed: 'Tavaszi-szel-7',
      });
    expect((await setWith(tokenOf(oldInvite!))).status).toBe(400);
    const [newInvite] = await waitForMailsTo(w.gw.dataDir, moved.email);
    expect((await setWith(tokenOf(newInvite!))).status).toBe(200);
    await w.models.User.updateMany(
      { email: { $ne: PEOPLE.blokkolt.email }, deletedAt: null },
      { $set: { blocked: false } },
    );
  });
});
