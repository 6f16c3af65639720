// POST /api/admin/previewbulkusers (not in the spec; contract/src/api/admin-users.ts): what
// createbulkusers would do with the same body, written nowhere. Its counts and the leaders and HR
// people it names are exactly what the real import then does, and its refusals are the import's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkUsersAnswer, BulkUsersPreviewAnswer } from '@tavollet/contract/api/admin-users';
import { Client } from '../support/client.ts';
import { PEOPLE } from '../support/fixtures.ts';
import { startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { adminClient, importRow, importUsers } from './users-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

const preview = (userList: unknown[], overwrite: boolean) =>
  admin.post('/api/admin/previewbulkusers', { overwrite, userList });

/** Everything a users import could change, to prove the preview changed nothing. */
const snapshot = async () =>
  JSON.stringify([
    await w.models.User.find({}, { passwordHash: 0 }).sort({ user_id: 1 }).lean(),
    await w.models.AuditLog.countDocuments(),
  ]);

describe('previewbulkusers', () => {
  it('a 2-row overwrite: the preview names the active people it blocks, the leaders and HR among them, and the import then blocks exactly them', async () => {
    const tanar = await w.models.User.findOne({ email: PEOPLE.tanar.email }).lean();
    const rows = [
      importRow({
        nev: tanar!.nev,
        email: tanar!.email,
        felhasznalonev: tanar!.felhasznalonev,
        oktatasi_azonosito: tanar!.oktatasi_azonosito,
        szerepkorok: ['tanar'],
      }),
      importRow(),
    ];
    const activeBefore = await w.models.User.find({ blocked: { $ne: true }, deletedAt: null }).lean();
    const before = await snapshot();

    const res = await preview(rows, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plan = BulkUsersPreviewAnswer.parse(res.body);
    expect(await snapshot()).toBe(before);
    // Everyone active but the matched teacher is blocked; the new row is created.
    expect(plan).toMatchObject({ letrehozva: 1, frissitve: 0, blokkolva: activeBefore.length - 1 });
    const keyPeople = activeBefore
      .filter((u) => u.szerepkorok.some((r) => ['igazgato', 'igazgatohelyettes', 'hr'].includes(r)))
      .map((u) => u.nev)
      .sort((a, b) => a.localeCompare(b, 'hu'));
    expect(keyPeople.length).toBeGreaterThanOrEqual(4);
    expect(plan.blokkolt_vezetok_hr.map((p) => p.nev)).toEqual(keyPeople);
    const principal = await w.models.User.findOne({ email: PEOPLE.igazgato.email }).lean();
    expect(plan.blokkolt_vezetok_hr).toContainEqual({
      user_id: principal!.user_id,
      nev: principal!.nev,
      szerepkorok: ['igazgato'],
    });
    // The deputy in the admin's spelling.
    expect(plan.blokkolt_vezetok_hr.flatMap((p) => p.szerepkorok)).toContain('igazgato_helyettes');

    const done = await importUsers(admin, rows, true);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const counts = BulkUsersAnswer.parse(done.body);
    expect([counts.letrehozva, counts.frissitve, counts.blokkolva]).toEqual([
      plan.letrehozva,
      plan.frissitve,
      plan.blokkolva,
    ]);
    const blockedNow = await w.models.User.find({ _id: { $in: activeBefore.map((u) => u._id) }, blocked: true }).lean();
    expect(blockedNow.length).toBe(plan.blokkolva);
    expect(blockedNow.map((u) => u.email)).not.toContain(PEOPLE.tanar.email);
    expect(blockedNow.map((u) => u.email)).toContain(PEOPLE.igazgato.email);

    // Afterwards the same file would block nobody.
    const again = BulkUsersPreviewAnswer.parse((await preview(rows, true)).body);
    expect(again).toMatchObject({ letrehozva: 0, frissitve: 0, blokkolva: 0, blokkolt_vezetok_hr: [] });
    await w.models.User.updateMany(
      { email: { $ne: PEOPLE.blokkolt.email }, deletedAt: null },
      { $set: { blocked: false } },
    );
  });

  it('a merge blocks nobody and counts the new rows', async () => {
    const plan = BulkUsersPreviewAnswer.parse((await preview([importRow(), importRow()], false)).body);
    expect(plan).toEqual({ ok: true, letrehozva: 2, frissitve: 0, blokkolva: 0, blokkolt_vezetok_hr: [] });
  });

  it('refuses exactly as the import does, and writes nothing', async () => {
    const taken = importRow({ email: PEOPLE.hr.email });
    const bad = importRow({ szerepkorok: '' });
    const before = await snapshot();
    for (const [rows, overwrite, status] of [
      [[taken], false, 409],
      [[importRow(), bad], true, 400],
    ] as const) {
      const seen = await preview([...rows], overwrite);
      expect(seen.status).toBe(status);
      expect(await snapshot()).toBe(before);
      const real = await importUsers(admin, [...rows], overwrite);
      expect(real.status).toBe(status);
      expect(seen.body).toEqual(real.body);
    }
  });

  it('is for the admin only', async () => {
    const body = { overwrite: true, userList: [importRow()] };
    expect((await new Client(w.gw.url).post('/api/admin/previewbulkusers', body)).status).toBe(401);
  });
});
