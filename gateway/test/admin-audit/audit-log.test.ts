// The admin's audit log (contract/src/api/admin-audit.ts): GET /api/admin/getauditlog and
// /api/admin/exportauditlog over real HTTP on the embedded database: a quota edit's before/after
// values, the filters (person accent-insensitive, action, target, Budapest day range), paging, the
// CSV format, admin-only access, no call that edits or deletes an entry, and the retention sweep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { AUDIT_MESSAGES as M, AuditLogAnswer, type AuditLogParams } from '@tavollet/contract/api/admin-audit';
import type { Client } from '../support/client.ts';
import { Client as HttpClient } from '../support/client.ts';
import { ADMIN } from '../support/fixtures.ts';
import {
  YEAR,
  day,
  insertRequest,
  newTeacher,
  signInPerson,
  startWorld,
  stopWorld,
  type Teacher,
  type World,
} from '../support/teacher-fixtures.ts';
import { DELETE, adminClient } from '../admin-users/users-support.ts';
import { pruneAuditLog } from '../../src/jobs/audit-retention-job.ts';
import { fillMissingDays } from '../../src/services/admin/audit/audit-pages.ts';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { loadConfig } from '../../src/config.ts';

let w: World;
let admin: Client;
let arvai: Teacher;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
  arvai = await newTeacher(w);
  await w.models.User.updateOne({ _id: arvai.user._id }, { $set: { nev: 'Árvai Ödön' } });
});
afterAll(() => stopWorld(w));

const query = (p: AuditLogParams) =>
  new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)] as [string, string])).toString();

async function log(p: AuditLogParams = {}, c: Client = admin): Promise<AuditLogAnswer> {
  const res = await c.get(`/api/admin/getauditlog?${query(p)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AuditLogAnswer.parse(res.body);
}

/** The export's raw bytes (the test client decodes text, which drops the byte-order mark). */
async function download(p: AuditLogParams) {
  const res = await fetch(`${admin.base}/api/admin/exportauditlog?${query(p)}`, {
    headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const omOf = (t: Teacher) => t.user.oktatasi_azonosito!;

describe('getauditlog', () => {
  it("shows an admin's quota edit: who, the person as target, and only the changed amounts before and after", async () => {
    const res = await admin.request('PATCH', '/api/admin/updateleavequotas', {
      json: { ev: YEAR, oktatasi_azonosito: omOf(arvai), totals: { rendes_szabadsag: 25, halal: 0 } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = await log({ muvelet: 'admin.quota_updated' });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.rows.every((r) => r.action === 'admin.quota_updated')).toBe(true);
    expect(page.rows[0]).toMatchObject({
      actorKind: 'admin',
      actorNev: ADMIN.nev,
      actorEmail: ADMIN.email,
      target: String(arvai.user.user_id),
      targetLabel: 'Árvai Ödön',
      elotte: { rendes_szabadsag_keret: 0 },
      utana: { rendes_szabadsag_keret: 25 },
      reszletek: { ev: YEAR, oktatasi_azonosito: omOf(arvai) },
    });
    // halal 0 → 0 did not change, so neither side lists it.
    expect(Object.keys(page.rows[0]!.utana!)).toEqual(['rendes_szabadsag_keret']);
  });

  it('finds a person by name, username or e-mail, ignoring case and accents, and admins as well as staff', async () => {
    const own = await log({ szemely: 'ARVAI odon' });
    expect(own.total).toBeGreaterThanOrEqual(1);
    expect(own.rows.every((r) => r.actorNev === 'Árvai Ödön')).toBe(true);
    expect(own.rows.map((r) => r.action)).toContain('auth.login');
    expect((await log({ szemely: arvai.user.felhasznalonev })).total).toBe(own.total);
    const admins = await log({ szemely: 'teszt ADMIN' });
    expect(admins.total).toBeGreaterThanOrEqual(2);
    expect(admins.rows.every((r) => r.actorKind === 'admin' && r.actorNev === ADMIN.nev)).toBe(true);
    expect(await log({ szemely: 'Senki Sehol' })).toMatchObject({ rows: [], total: 0, oldalak: 0 });
  });

  it("filters by target: a person's name reaches their user id and e-mail, '#12' a request", async () => {
    const byName = await log({ cel: 'árvai' });
    expect(byName.rows.some((r) => r.action === 'admin.quota_updated')).toBe(true);
    expect(byName.rows.every((r) => r.target === String(arvai.user.user_id) || r.target === arvai.user.email)).toBe(
      true,
    );
    const id = await insertRequest(w, arvai.user, { status: 'jovahagyva', kezdete: day(20, 0), vege: day(20, 1) });
    const del = await DELETE(admin, '/api/admin/deleteadminleaverequest', { kerelem_id: id });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const byRequest = await log({ cel: `#${id}` });
    expect(byRequest.rows).toHaveLength(1);
    expect(byRequest.rows[0]).toMatchObject({
      action: 'admin.request_deleted',
      targetLabel: `#${id} – Árvai Ödön`,
      elotte: { statusz_kod: 'jovahagyva' },
      reszletek: { visszaadott_napok: expect.any(Number) },
    });
  });

  it('a decision reads its status before and after', async () => {
    const leader = await signInPerson(w, 'igazgato');
    const id = await insertRequest(w, arvai.user, {
      status: 'jovahagyasra_var',
      tipus: 'tappenz',
      kezdete: day(22, 0),
      vege: day(22, 0),
    });
    const res = await leader.post('/api/leaders/approve', { kerelem_id: id, szerep: 'igazgato' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = (await log({ cel: String(id) })).rows;
    expect(row).toMatchObject({
      action: 'leave_request.approved',
      elotte: { statusz_kod: 'jovahagyasra_var' },
      utana: { statusz_kod: 'jovahagyva' },
    });
  });

  describe('on entries of a known day', () => {
    // 2019-03-31 is the day the clocks went forward in Budapest (23 hours long).
    const actor = new Types.ObjectId();
    beforeAll(async () => {
      const base = Date.parse('2019-03-30T23:00:00Z'); // 00:00 Budapest
      await w.models.AuditLog.insertMany(
        Array.from({ length: 60 }, (_, i) => ({
          at: new Date(base + i * 60_000),
          actorKind: 'system',
          actor,
          action: 'mail.schedule_run',
          target: `sor-${i}`,
        })),
      );
      await w.models.AuditLog.insertMany([
        { at: new Date('2019-03-30T22:59:59Z'), actorKind: 'system', action: 'mail.schedule_run', target: 'elotte' },
        { at: new Date('2019-03-31T22:00:00Z'), actorKind: 'system', action: 'mail.schedule_run', target: 'utana' },
      ]);
    });

    it('the date range is Budapest calendar days, both ends included', async () => {
      const day31 = await log({ tol: '2019-03-31', ig: '2019-03-31', meret: 200 });
      expect(day31.total).toBe(60);
      expect(day31.rows.map((r) => r.target)).not.toContain('elotte');
      expect(day31.rows.map((r) => r.target)).not.toContain('utana');
      expect((await log({ tol: '2019-03-30', ig: '2019-04-01', muvelet: 'mail.schedule_run' })).total).toBe(62);
      expect((await log({ ig: '2019-03-30', muvelet: 'mail.schedule_run' })).rows.map((r) => r.target)).toEqual([
        'elotte',
      ]);
    });

    it('pages newest first without gaps or repeats, with the total and the number of pages', async () => {
      const filter = { tol: '2019-03-31', ig: '2019-03-31', meret: 25 };
      const pages = [
        await log({ ...filter, oldal: 1 }),
        await log({ ...filter, oldal: 2 }),
        await log({ ...filter, oldal: 3 }),
      ];
      expect(pages.map((p) => p.rows.length)).toEqual([25, 25, 10]);
      expect(pages.every((p) => p.total === 60 && p.oldalak === 3)).toBe(true);
      const targets = pages.flatMap((p) => p.rows.map((r) => r.target));
      expect(targets).toEqual(Array.from({ length: 60 }, (_, i) => `sor-${59 - i}`));
      expect((await log({ ...filter, oldal: 4 })).rows).toEqual([]);
    });

    it('an actor no longer stored and the system show without a name', async () => {
      const [row] = (await log({ tol: '2019-03-31', ig: '2019-03-31', meret: 1 })).rows;
      expect(row).toMatchObject({ actorKind: 'system', actorNev: null, elotte: null, utana: null });
    });
  });

  describe('read by day windows (audit-pages.ts)', () => {
    const DAY = 24 * 3600 * 1000;
    beforeAll(async () => {
      // 45 entries every 1.4 days back from now, across every window (1, 6, 24, 335 days, older).
      await w.models.AuditLog.insertMany(
        Array.from({ length: 45 }, (_, i) => ({
          at: new Date(Date.now() - i * 1.4 * DAY - (i > 40 ? 400 * DAY : 0)),
          actorKind: 'system',
          action: 'mail.failed',
          target: `ablak-${i}`,
        })),
      );
    });

    /** Every entry of `p`'s filter, newest first, page by page (`meret` per page). */
    async function allPages(p: AuditLogParams, meret: number) {
      const first = await log({ ...p, meret });
      const out = [...first.rows];
      for (let oldal = 2; oldal <= first.oldalak; oldal++) out.push(...(await log({ ...p, meret, oldal })).rows);
      return { total: first.total, ids: out.map((r) => r.id) };
    }

    const stored = async (filter: Record<string, unknown>) =>
      (await w.models.AuditLog.find(filter, { _id: 1 }).sort({ at: -1, _id: -1 }).lean()).map((e) =>
        e._id.toHexString(),
      );

    it('pages across the windows exactly as one sorted read would, with and without a filter', async () => {
      const filtered = await allPages({ muvelet: 'mail.failed' }, 7);
      expect(filtered.total).toBe(45);
      expect(filtered.ids).toEqual(await stored({ action: 'mail.failed' }));
      const everything = await allPages({}, 40);
      expect(everything.ids).toEqual(await stored({}));
      expect(everything.total).toBe(everything.ids.length);
    });

    it('a day range reads only its days; entries without a day are read too, and the daily job fills it in', async () => {
      const from = budapestToday(new Date(Date.now() - 10 * DAY));
      const to = budapestToday(new Date(Date.now() - 2 * DAY));
      const ranged = await allPages({ muvelet: 'mail.failed', tol: from, ig: to }, 3);
      const want = await stored({ action: 'mail.failed', day: { $gte: from, $lte: to } });
      expect(want.length).toBeGreaterThan(3);
      expect(ranged.ids).toEqual(want);

      // An older release's entries have no `day`.
      await w.models.AuditLog.updateMany({ action: 'mail.failed' }, { $unset: { day: 1 } });
      expect((await allPages({ muvelet: 'mail.failed' }, 7)).ids).toEqual(await stored({ action: 'mail.failed' }));
      expect((await allPages({ muvelet: 'mail.failed', tol: from, ig: to }, 3)).ids).toEqual(want);
      expect(await fillMissingDays(w, 10)).toBe(45);
      expect(await w.models.AuditLog.countDocuments({ day: null })).toBe(0);
      expect((await allPages({ muvelet: 'mail.failed', tol: from, ig: to }, 3)).ids).toEqual(want);
    });
  });

  it.each([
    [{ muvelet: 'admin.nincs_ilyen' }, M.unknownAction],
    [{ tol: '2026-02-30' }, M.invalidDate],
    [{ tol: '2026-03-02', ig: '2026-03-01' }, M.range],
    [{ meret: 201 }, M.badPageSize],
    [{ oldal: 0 }, M.badPage],
  ])('refuses %o with 400', async (p, message) => {
    const res = await admin.get(`/api/admin/getauditlog?${query(p as AuditLogParams)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message });
  });
});

describe('exportauditlog', () => {
  it('streams the filtered entries as the product CSV: BOM, semicolons, every value quoted, formula-safe', async () => {
    await w.models.AuditLog.create({
      at: new Date('2018-05-05T10:00:00Z'),
      actorKind: 'anonymous',
      action: 'admin.login_failed',
      target: '=HYPERLINK("http://x")',
      ip: '10.0.0.1',
    });
    const res = await download({ tol: '2018-05-05', ig: '2018-05-05' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="naplo_\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      '"Időpont";"Szereplő";"Szereplő e-mail";"Szereplő típusa";"Művelet";"Cél";"Előtte";"Utána";"Részletek";"IP-cím"',
    );
    expect(lines[1]).toBe(
      '"2018-05-05 12:00:00";"";"";"Ismeretlen";"Sikertelen admin bejelentkezés";"\'=HYPERLINK(""http://x"")";"";"";"";"10.0.0.1"',
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  it('writes before/after as JSON in their columns', async () => {
    const res = await download({ muvelet: 'admin.quota_updated', cel: 'árvai' });
    const line = res.bytes.toString('utf8').split('\r\n')[1]!;
    expect(line).toContain('"Szabadságkeret módosítása";"Árvai Ödön";"{""rendes_szabadsag_keret"":0}";');
    expect(line).toContain('"{""rendes_szabadsag_keret"":25}"');
  });
});

describe('access and immutability', () => {
  it('answers only an admin session: anonymous and staff callers get 401', async () => {
    const teacher = await signInPerson(w, 'tanar');
    const hr = await signInPerson(w, 'hr');
    for (const path of ['/api/admin/getauditlog', '/api/admin/exportauditlog']) {
      expect((await new HttpClient(w.gw.url).get(path)).status).toBe(401);
      expect((await teacher.get(path)).status).toBe(401);
      expect((await hr.get(path)).status).toBe(401);
    }
  });

  it('no route edits or deletes an entry: the log has GET routes only, and every write call leaves earlier entries as they were', async () => {
    const routes = w.gw.app.apiRoutes;
    expect(routes.filter((r) => /audit|naplo/i.test(r)).sort()).toEqual([
      'GET /api/admin/exportauditlog',
      'GET /api/admin/getauditlog',
    ]);
    const snapshot = async () => (await w.models.AuditLog.find().sort({ _id: 1 }).lean()).map((e) => JSON.stringify(e));
    const before = await snapshot();
    const someId = (await w.models.AuditLog.findOne().lean())!._id.toHexString();
    // Every write call of every area, with an empty body and with one naming an entry.
    for (const key of routes.filter((r) => !r.startsWith('GET ') && !r.includes('logout'))) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(/:[A-Za-z_]+/g, someId);
      await admin.request(method, url, { json: {} });
      await admin.request(method, url, { json: { _id: someId, id: someId, user_id: 1, kerelem_id: 1 } });
    }
    // And the real deletions: a person with their history, a schedule-free period.
    const gone = await newTeacher(w);
    expect((await DELETE(admin, '/api/admin/deleteusers', { user_id: gone.user.user_id })).status).toBe(200);
    expect((await admin.request('DELETE', '/api/admin/deleteactiveperiod')).status).toBe(200);
    const after = await snapshot();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length);
  });
});

describe('retention', () => {
  it('AUDIT_RETENTION_DAYS defaults to five years, 0 keeps for ever', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(1825);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '0' }).auditRetentionDays).toBe(0);
  });

  it('the daily sweep deletes the entries older than the setting and keeps the rest', async () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const old = await w.models.AuditLog.create({
      at: new Date('2030-05-01T11:59:00Z'),
      actorKind: 'system',
      action: 'x.old',
    });
    const kept = await w.models.AuditLog.create({
      at: new Date('2030-05-01T12:01:00Z'),
      actorKind: 'system',
      action: 'x.new',
    });
    const cutoff = new Date('2030-05-01T12:00:00Z');
    const older = await w.models.AuditLog.countDocuments({ at: { $lt: cutoff } });
    expect(await pruneAuditLog(w, 31, now)).toBe(older);
    expect(await w.models.AuditLog.exists({ _id: old._id })).toBeNull();
    expect(await w.models.AuditLog.exists({ _id: kept._id })).not.toBeNull();
    expect(await w.models.AuditLog.countDocuments({ at: { $lt: cutoff } })).toBe(0);
  });
});
