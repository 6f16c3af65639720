// POST /api/admin/createbulkquotas (admin-area.md §5 "Quota CSV", §7 "Quotas", §8 "Quotas"): rows
// checked with the browser's own rules, unknown OM ids refused, merge versus full overwrite,
// optional used-days columns, all or nothing (a bad row, a failure midway), one audit entry with
// the counts, "Import sikeres.".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_QUOTA_MESSAGES as M, BulkQuotasAnswer } from '@tavollet/contract/api/admin-quotas';
import { QUOTA_CSV_MESSAGES as C } from '@tavollet/contract/domain/quota-csv';
import { Client } from '../support/client.ts';
import { setQuota, signInPerson, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { adminClient } from '../admin-users/users-support.ts';
import { importQuotas, quotaRow, rowOf, teacherWithOm } from './quotas-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

/** Everything an import may write, to compare before and after a refusal. */
async function state() {
  const [quotas, audits] = await Promise.all([
    w.models.Quota.find({}, { updatedAt: 0, createdAt: 0 }).sort({ user: 1, ev: 1 }).lean(),
    w.models.AuditLog.countDocuments({ action: 'admin.quotas_imported' }),
  ]);
  return JSON.stringify({ quotas, audits });
}

describe('merge (overwrite: false)', () => {
  it('sets the totals of each (person, year), keeps stored used days, and answers "Import sikeres." with counts', async () => {
    const a = await teacherWithOm(w);
    const b = await teacherWithOm(w);
    await setQuota(w, a.user, { rendes_szabadsag_keret: 1, rendes_szabadsag_felhasznalt: 7 }, 2030);
    const res = await importQuotas(admin, [
      quotaRow(a.om, 2030, 25),
      quotaRow(b.om, 2030, 12),
      quotaRow(a.om, 2031, 3),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(BulkQuotasAnswer.parse(res.body)).toEqual({
      ok: true,
      message: 'Import sikeres.',
      letrehozva: 2,
      frissitve: 1,
    });
    expect(await rowOf(admin, 2030, a.om)).toMatchObject({
      rendes_szabadsag_keret: 25,
      rendes_szabadsag_felhasznalt: 7,
      halal_keret: 25,
    });
    expect(await rowOf(admin, 2030, b.om)).toMatchObject({
      rendes_szabadsag_keret: 12,
      rendes_szabadsag_felhasznalt: 0,
    });
    expect(await rowOf(admin, 2031, a.om)).toMatchObject({ szuloi_szabadsag_keret: 3 });
    const entry = await w.models.AuditLog.findOne({ action: 'admin.quotas_imported' }).sort({ at: -1 }).lean();
    expect(entry!.details).toMatchObject({
      overwrite: false,
      sorok: 3,
      evek: [2030, 2031],
      letrehozva: 2,
      frissitve: 1,
    });
  });

  it('sets used days where a <type>_felhasznalt column gives them, as text or number', async () => {
    const a = await teacherWithOm(w);
    await setQuota(w, a.user, { halal_felhasznalt: 2, apasagi_szabadsag_felhasznalt: 1 }, 2032);
    const row = quotaRow(a.om, '2032' as unknown as number, '8' as unknown as number, {
      rendes_szabadsag_felhasznalt: '5',
      halal_felhasznalt: null,
    });
    expect((await importQuotas(admin, [row])).status).toBe(200);
    expect(await rowOf(admin, 2032, a.om)).toMatchObject({
      rendes_szabadsag_keret: 8,
      rendes_szabadsag_felhasznalt: 5,
      halal_felhasznalt: 2,
      apasagi_szabadsag_felhasznalt: 1,
    });
  });
});

describe('full overwrite (overwrite: true)', () => {
  it('replaces the quota of each listed (person, year): the file’s values, zeros elsewhere; others untouched', async () => {
    const a = await teacherWithOm(w);
    const other = await teacherWithOm(w);
    await setQuota(
      w,
      a.user,
      { rendes_szabadsag_keret: 1, rendes_szabadsag_felhasznalt: 7, halal_felhasznalt: 2 },
      2033,
    );
    await setQuota(w, a.user, { rendes_szabadsag_felhasznalt: 4 }, 2034);
    await setQuota(w, other.user, { rendes_szabadsag_felhasznalt: 3 }, 2033);
    const res = await importQuotas(admin, [quotaRow(a.om, 2033, 20, { halal_felhasznalt: 1 })], true);
    expect(BulkQuotasAnswer.parse(res.body)).toMatchObject({ message: M.importDone, letrehozva: 0, frissitve: 1 });
    expect(await rowOf(admin, 2033, a.om)).toMatchObject({
      rendes_szabadsag_keret: 20,
      rendes_szabadsag_felhasznalt: 0,
      halal_felhasznalt: 1,
    });
    expect(await rowOf(admin, 2034, a.om)).toMatchObject({ rendes_szabadsag_felhasznalt: 4 });
    expect(await rowOf(admin, 2033, other.om)).toMatchObject({ rendes_szabadsag_felhasznalt: 3 });
  });
});

describe('all or nothing', () => {
  it('one bad row among good ones: 400 with the rows’ texts, nothing written', async () => {
    const a = await teacherWithOm(w);
    const before = await state();
    const res = await importQuotas(admin, [quotaRow(a.om, 2035), quotaRow(a.om, 2036, -1), quotaRow(a.om, 2035)]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      ok: false,
      message: C.errorsTitle,
      messages: [
        C.badAmount(2, 'rendes_szabadsag'),
        ...[
          'gyermek_utan_jaro_potszabadsag',
          'apasagi_szabadsag',
          'szuloi_szabadsag',
          'nagyszuloi_szabadsag',
          'halal',
        ].map((f) => C.badAmount(2, f)),
        C.duplicate(3, a.om, 2035, 1),
      ],
    });
    expect(await state()).toBe(before);
  });

  it('an unknown or deleted person’s OM id: 409 naming the rows, nothing written', async () => {
    const a = await teacherWithOm(w);
    const gone = await teacherWithOm(w);
    await w.models.User.updateOne({ _id: gone.user._id }, { $set: { deletedAt: new Date() } });
    const before = await state();
    const res = await importQuotas(admin, [
      quotaRow(a.om, 2037),
      quotaRow('nincs-ilyen', 2037),
      quotaRow(gone.om, 2037),
    ]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      ok: false,
      message: M.importRefused,
      messages: [C.unknownOm(2, 'nincs-ilyen'), C.unknownOm(3, gone.om)],
    });
    expect(await state()).toBe(before);
  });

  it('a failure midway (a write refused after 150 of 300 rows) leaves the database as it was', async () => {
    const people = [];
    for (let i = 0; i < 150; i++) people.push(await teacherWithOm(w));
    // A constraint the plan does not know: one quota per person. Row 151 (the first person's
    // second year) breaks it after 150 rows were written inside the transaction.
    // (The earlier tests' quotas are dropped so the index can be built.)
    await w.models.Quota.deleteMany({});
    await w.models.Quota.collection.createIndex({ user: 1 }, { unique: true, name: 'teszt_egy_kvota' });
    try {
      const before = await state();
      const rows = [...people.map((p) => quotaRow(p.om, 2038)), ...people.map((p) => quotaRow(p.om, 2039))];
      const res = await importQuotas(admin, rows);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ ok: false, message: 'Váratlan hiba történt.' });
      expect(await state()).toBe(before);
    } finally {
      await w.models.Quota.collection.dropIndex('teszt_egy_kvota');
    }
  });
});

describe('refusals of the call itself', () => {
  it('a bad envelope is 400, and callers without an admin session 401', async () => {
    const a = await teacherWithOm(w);
    const before = await state();
    expect((await admin.post('/api/admin/createbulkquotas', { quotaList: [quotaRow(a.om, 2040)] })).body.message).toBe(
      M.badOverwrite,
    );
    expect((await importQuotas(admin, [])).body.message).toBe(C.empty);
    expect((await importQuotas(admin, [{ ...quotaRow(a.om, 2040), tappenz: 1 }])).status).toBe(400);
    expect(
      (
        await new Client(w.gw.url).post('/api/admin/createbulkquotas', {
          overwrite: false,
          quotaList: [quotaRow(a.om, 2040)],
        })
      ).status,
    ).toBe(401);
    const staff = await signInPerson(w, 'igazgato');
    expect(
      (await staff.post('/api/admin/createbulkquotas', { overwrite: true, quotaList: [quotaRow(a.om, 2040)] })).status,
    ).toBe(401);
    expect(await state()).toBe(before);
  });
});
