// POST /api/admin/createbulkusers (admin-area.md §5 "User CSV", §7 "Users"): rows checked with the
// browser's own rules, merge versus full overwrite, all or nothing (a bad or duplicate row 4,000, a
// failure midway), one audit entry, invitations per new person after the commit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES as M, BulkUsersAnswer } from '@tavollet/contract/api/admin-users';
import { AUTH_MESSAGES } from '@tavollet/contract/api/auth';
import { USER_CSV_MESSAGES as C } from '@tavollet/contract/domain/user-csv';
import { MAX_IMPORT_ROWS } from '@tavollet/contract/domain/csv-read';
import { Client } from '../support/client.ts';
import { PEOPLE } from '../support/fixtures.ts';
import { newTeacher, signInPerson, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { DELETE, adminClient, usersOf, waitForMailsTo, importRow, importUsers } from './users-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

const rows = (count: number) => Array.from({ length: count }, () => importRow());

/** Everything an import may write, to compare before and after a refusal. */
async function state() {
  const [users, counter, audits, tokens] = await Promise.all([
    w.models.User.find({}, { updatedAt: 0 }).sort({ user_id: 1 }).lean(),
    w.models.Counter.findById('user_id').lean(),
    w.models.AuditLog.countDocuments({ action: 'admin.users_imported' }),
    w.models.AuthToken.countDocuments(),
  ]);
  return JSON.stringify({ users, counter, audits, tokens });
}

describe('merge (overwrite: false)', () => {
  it('adds every row, in every role cell format, and queues one invitation per person', async () => {
    const list = [
      importRow({ szerepkorok: ['tanar', 'igazgato_helyettes'] }),
      importRow({ szerepkorok: 'hr;igazgato' }),
      importRow({ szerepkorok: '["tanar","hr"]', email: 'Nagybetus.Import@Teszt.hu' }),
    ];
    const res = await importUsers(admin, list);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = BulkUsersAnswer.parse(res.body);
    expect(answer).toMatchObject({ letrehozva: 3, frissitve: 0, blokkolva: 0 });
    expect(answer.message).toBe(M.importDone({ letrehozva: 3, frissitve: 0, blokkolva: 0 }));
    const listed = await usersOf(admin);
    const imported = listed.filter((u) => u.nev.startsWith('Import Ember'));
    expect(imported.map((u) => u.szerepkorok)).toEqual([
      ['tanar', 'igazgato_helyettes'],
      ['hr', 'igazgato'],
      ['tanar', 'hr'],
    ]);
    expect(new Set(imported.map((u) => u.user_id)).size).toBe(3);
    const stored = await w.models.User.findOne({ email: list[0]!.email }).lean();
    expect(stored!.szerepkorok).toEqual(['tanar', 'igazgatohelyettes']);
    for (const email of [list[0]!.email, list[1]!.email, 'nagybetus.import@teszt.hu']) {
      const mails = await waitForMailsTo(w.gw.dataDir, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('/beallitas/jelszo?token=');
    }
    for (const u of imported) {
      const doc = await w.models.User.findOne({ user_id: u.user_id }).lean();
      expect(await w.models.AuthToken.countDocuments({ user: doc!._id, kind: 'invite' })).toBe(1);
    }
    const audit = await w.models.AuditLog.findOne({ action: 'admin.users_imported' }).sort({ at: -1 }).lean();
    expect(audit!.details).toMatchObject({ overwrite: false, sorok: 3, letrehozva: 3, frissitve: 0, blokkolva: 0 });
  });

  it('refuses rows whose values stored people hold (409, every row named), importing nothing', async () => {
    const before = await state();
    const res = await importUsers(admin, [
      importRow(),
      importRow({ email: PEOPLE.tanar.email }),
      importRow({ felhasznalonev: 'hr', oktatasi_azonosito: '70000000003' }),
    ]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      ok: false,
      message: M.importConflicts,
      messages: [
        M.importTaken(2, 'email', PEOPLE.tanar.email),
        M.importTaken(3, 'felhasznalonev', 'hr'),
        M.importTaken(3, 'oktatasi_azonosito', '70000000003'),
      ],
    });
    expect(await state()).toBe(before);
  });
});

describe('full overwrite (overwrite: true)', () => {
  it('updates people found by OM id or e-mail, adds the rest, blocks everyone missing and ends their sessions', async () => {
    const byOm = await newTeacher(w);
    const byMail = await newTeacher(w);
    await w.models.User.updateOne({ _id: byMail.user._id }, { $set: { blocked: true } });
    const missing = await newTeacher(w);
    const deleted = await newTeacher(w);
    await w.models.Quota.create({ user: deleted.user._id, ev: 2026 });
    await DELETE(admin, '/api/admin/deleteusers', { user_id: deleted.user.user_id });
    const everyoneElse = await w.models.User.find({ deletedAt: null, blocked: { $ne: true } }, { email: 1 }).lean();

    const fresh = importRow();
    const list = [
      importRow({
        oktatasi_azonosito: byOm.user.oktatasi_azonosito,
        nev: 'Új Név',
        email: byOm.user.email,
        felhasznalonev: byOm.user.felhasznalonev,
        szerepkorok: 'tanar;hr',
      }),
      importRow({ email: byMail.user.email, felhasznalonev: byMail.user.felhasznalonev }),
      fresh,
    ];
    const res = await importUsers(admin, list, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const blocked = everyoneElse.filter((u) => u.email !== byOm.user.email).length;
    expect(BulkUsersAnswer.parse(res.body)).toMatchObject({ letrehozva: 1, frissitve: 2, blokkolva: blocked });

    const after = await usersOf(admin);
    const find = (email: string) => after.find((u) => u.email === email)!;
    expect(find(byOm.user.email)).toMatchObject({
      nev: 'Új Név',
      szerepkorok: ['tanar', 'hr'],
      blocked: false,
      user_id: byOm.user.user_id,
    });
    expect(find(byMail.user.email)).toMatchObject({ oktatasi_azonosito: list[1]!.oktatasi_azonosito, blocked: false });
    expect(find(fresh.email).blocked).toBe(false);
    expect(find(missing.user.email).blocked).toBe(true);
    expect(
      after
        .filter((u) => !u.blocked)
        .map((u) => u.email)
        .sort(),
    ).toEqual([byOm.user.email, byMail.user.email, fresh.email].sort());
    const next = await missing.client.get('/api/auth/me');
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ message: AUTH_MESSAGES.blocked });
    expect(await w.models.Session.countDocuments({ subject: missing.user._id })).toBe(0);
    expect((await byOm.client.get('/api/auth/me')).status).toBe(200);
    expect(await w.models.User.findById(deleted.user._id).lean()).toMatchObject({ blocked: true });
    expect(after.some((u) => u.user_id === deleted.user.user_id)).toBe(false);
    // Only the new person is invited.
    await waitForMailsTo(w.gw.dataDir, fresh.email);
    expect(await w.models.AuthToken.countDocuments({ user: byOm.user._id })).toBe(0);
    // Unblock the fixtures for the other tests.
    await w.models.User.updateMany(
      { email: { $ne: PEOPLE.blokkolt.email }, deletedAt: null },
      { $set: { blocked: false } },
    );
  });

  it('refuses a row taking another person’s username, two rows naming one person, and a deleted person’s OM id', async () => {
    const a = await newTeacher(w);
    const b = await newTeacher(w);
    const deleted = await newTeacher(w);
    await w.models.Quota.create({ user: deleted.user._id, ev: 2026 });
    await DELETE(admin, '/api/admin/deleteusers', { user_id: deleted.user.user_id });
    const before = await state();
    const res = await importUsers(
      admin,
      [
        importRow({ oktatasi_azonosito: a.user.oktatasi_azonosito, felhasznalonev: b.user.felhasznalonev }),
        importRow({ email: b.user.email }),
        importRow({ oktatasi_azonosito: b.user.oktatasi_azonosito }),
        importRow({ oktatasi_azonosito: deleted.user.oktatasi_azonosito }),
      ],
      true,
    );
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual([
      M.importOtherUser(1, 'felhasznalonev', b.user.felhasznalonev),
      M.importSameUser(3, 2),
      M.importTakenByDeleted(4, deleted.user.oktatasi_azonosito!),
    ]);
    expect(await state()).toBe(before);
  });
});

describe('all or nothing', () => {
  it('a file with bad rows answers 400 with at most 8 texts then "…", importing nothing', async () => {
    const before = await state();
    const list = [
      ...rows(2),
      importRow({ nev: '' }),
      importRow({ szerepkorok: '' }),
      importRow({ szerepkorok: 'igazgato;portas' }),
      ...Array.from({ length: 8 }, () => importRow({ email: 'rossz' })),
    ];
    const res = await importUsers(admin, list);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message: C.errorsTitle, error: C.errorsTitle });
    expect(res.body.messages).toEqual([
      C.missing(3, 'nev'),
      C.badRoles(4),
      C.unknownRole(5, 'portas'),
      C.badEmail(6),
      C.badEmail(7),
      C.badEmail(8),
      C.badEmail(9),
      C.badEmail(10),
      '…',
    ]);
    expect(await state()).toBe(before);
  });

  it('a duplicate e-mail in row 4,000 of the file imports nothing', async () => {
    const before = await state();
    const list = rows(4_200);
    list[3_999] = { ...list[3_999]!, email: list[0]!.email };
    const res = await importUsers(admin, list);
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual([C.duplicateInFile(4_000, 'email', list[0]!.email, 1)]);
    expect(await state()).toBe(before);
  });

  it('row 4,000 taking a stored OM id imports nothing', async () => {
    const before = await state();
    const list = rows(4_200);
    list[3_999] = { ...list[3_999]!, oktatasi_azonosito: '70000000002' };
    const res = await importUsers(admin, list);
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual([M.importTaken(4_000, 'oktatasi_azonosito', '70000000002')]);
    expect(await state()).toBe(before);
  });

  it('a failure midway (a write refused after 3,000 inserted rows) leaves the database as it was', async () => {
    const counter = (await w.models.Counter.findById('user_id').lean())!.seq;
    // A user written behind the counter's back: the import's 3,000th new id collides with it.
    await w.models.User.create({
      user_id: counter + 3_000,
      nev: 'Útban',
      email: 'utban@teszt.hu',
      felhasznalonev: 'utban',
    });
    const before = await state();
    const res = await importUsers(admin, rows(4_000));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ ok: false, message: 'Váratlan hiba történt.' });
    expect(await state()).toBe(before);
    await w.models.User.deleteOne({ email: 'utban@teszt.hu' });
  });
});

describe('refusals of the call itself', () => {
  it('refuses a bad envelope with 400, and callers without an admin session with 401', async () => {
    const before = await state();
    expect((await admin.post('/api/admin/createbulkusers', { userList: rows(1) })).body.message).toBe(M.badOverwrite);
    expect((await importUsers(admin, [])).body).toMatchObject({ message: C.empty, error: C.empty });
    expect((await importUsers(admin, [{ ...importRow(), extra: 1 }])).status).toBe(400);
    const tooMany = await importUsers(
      admin,
      Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({ nev: 'a' })),
    );
    expect(tooMany.body.message).toBe(C.tooManyRows);
    expect(
      (await new Client(w.gw.url).post('/api/admin/createbulkusers', { overwrite: false, userList: rows(1) })).status,
    ).toBe(401);
    const staff = await signInPerson(w, 'hr');
    expect((await staff.post('/api/admin/createbulkusers', { overwrite: true, userList: rows(1) })).status).toBe(401);
    expect(await state()).toBe(before);
  });
});
