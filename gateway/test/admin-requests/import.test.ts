// POST /api/admin/createbulkrequests (admin-area.md §5 "Request CSV", §7, §8 "Import hiba."): rows
// checked with the browser's own rules, imported requests approved with their days used, merge
// versus overwrite of earlier imports, all or nothing (a bad row, an unknown OM id, an overlap, a
// failure midway), one audit entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REQUEST_MESSAGES as M, BulkRequestsAnswer } from '@tavollet/contract/api/admin-requests';
import { REQUEST_CSV_MESSAGES as C } from '@tavollet/contract/domain/request-csv';
import { MAX_IMPORT_ROWS } from '@tavollet/contract/domain/csv-read';
import { Client } from '../support/client.ts';
import {
  YEAR,
  day,
  insertRequest,
  newTeacher,
  setDays,
  setQuota,
  signInPerson,
  startWorld,
  stopWorld,
  type Teacher,
  type World,
} from '../support/teacher-fixtures.ts';
import { adminClient, importLeaves, snapshot, usedDays } from './requests-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

const leave = (t: Teacher, kezdete: string, vege: string, over: Record<string, unknown> = {}) => ({
  oktatasi_azonosito: t.user.oktatasi_azonosito,
  szabadsag_tipus: 'rendes_szabadsag',
  ev: Number(kezdete.slice(0, 4)),
  szabadsag_kezdete: kezdete,
  szabadsag_vege: vege,
  megjegyzes: null,
  ...over,
});

const stored = (t: Teacher) => w.models.LeaveRequest.find({ user: t.user._id }).sort({ kerelem_id: 1 }).lean();

describe('merge (overwrite: false)', () => {
  it('adds approved requests with their working days used, created by the import, and one audit entry', async () => {
    const a = await newTeacher(w);
    const b = await newTeacher(w);
    await setQuota(w, a.user, { rendes_szabadsag_keret: 20, rendes_szabadsag_felhasznalt: 1 });
    // A holiday inside the range: 5 dates, 4 working days.
    await setDays(w, { [day(1, 2)]: 's' });
    const res = await importLeaves(admin, [
      leave(a, day(1, 0), day(1, 4), { megjegyzes: 'Nyári' }),
      leave(a, day(3, 0), day(3, 0), { szabadsag_tipus: 'halal', ev: String(YEAR) }),
      leave(b, day(1, 0), day(1, 1), { szabadsag_tipus: 'tappenz' }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = BulkRequestsAnswer.parse(res.body);
    expect(answer).toMatchObject({ letrehozva: 3, lecserelve: 0 });
    expect(answer.message).toBe(M.importDone({ letrehozva: 3, lecserelve: 0 }));
    const rows = await stored(a);
    expect(rows.map((r) => [r.statusz_kod, r.munkanapok_szama, r.ev, r.megjegyzes])).toEqual([
      ['jovahagyva', 4, YEAR, 'Nyári'],
      ['jovahagyva', 1, YEAR, null],
    ]);
    expect(rows[0]).toMatchObject({ letrehozo: { kind: 'admin' }, varakozo_szerep: null });
    expect(rows[0]!.history).toMatchObject([{ statusz_kod: 'jovahagyva', byKind: 'admin' }]);
    expect(await usedDays(w, a.user, YEAR)).toBe(5);
    expect(await usedDays(w, a.user, YEAR, 'halal')).toBe(1);
    // A type without a quota moves nothing.
    expect(await w.models.Quota.countDocuments({ user: b.user._id })).toBe(0);
    const entry = await w.models.AuditLog.findOne({ action: 'admin.requests_imported' }).sort({ at: -1 }).lean();
    expect(entry!.details).toMatchObject({ overwrite: false, sorok: 3, szemelyek: 2, letrehozva: 3, lecserelve: 0 });
  });

  it('a second import of the same rows is refused as an overlap with the first', async () => {
    const a = await newTeacher(w);
    expect((await importLeaves(admin, [leave(a, day(5, 0), day(5, 1))])).status).toBe(200);
    const first = (await stored(a))[0]!;
    const before = await snapshot(w);
    const res = await importLeaves(admin, [leave(a, day(5, 1), day(5, 2))]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      ok: false,
      message: 'Import hiba.',
      messages: [M.overlapStored(1, first.kerelem_id, day(5, 0), day(5, 1))],
    });
    expect(await snapshot(w)).toBe(before);
  });
});

describe('overwrite', () => {
  it('replaces the earlier imports of the listed people and years, never their own requests', async () => {
    const a = await newTeacher(w);
    const other = await newTeacher(w);
    await importLeaves(admin, [
      leave(a, day(6, 0), day(6, 2)),
      leave(a, day(2, 0), day(2, 0), {
        ev: YEAR + 1,
        szabadsag_kezdete: day(2, 0, YEAR + 1),
        szabadsag_vege: day(2, 0, YEAR + 1),
      }),
      leave(other, day(6, 0), day(6, 0)),
    ]);
    const own = await insertRequest(w, a.user, { status: 'jovahagyasra_var', kezdete: day(8, 0), vege: day(8, 0) });
    expect(await usedDays(w, a.user, YEAR)).toBe(3);

    const res = await importLeaves(admin, [leave(a, day(6, 1), day(6, 1))], true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ letrehozva: 1, lecserelve: 1 });
    expect(res.body.message).toBe(M.importDone({ letrehozva: 1, lecserelve: 1 }));
    const rows = await stored(a);
    const byStatus = rows.map((r) => [r.kezdete, r.statusz_kod]);
    expect(byStatus).toEqual([
      [day(6, 0), 'torolve'],
      [day(2, 0, YEAR + 1), 'jovahagyva'],
      [day(8, 0), 'jovahagyasra_var'],
      [day(6, 1), 'jovahagyva'],
    ]);
    expect(rows[0]!.history.at(-1)).toMatchObject({ statusz_kod: 'torolve', byKind: 'admin' });
    expect(rows.find((r) => r.kerelem_id === own)!.statusz_kod).toBe('jovahagyasra_var');
    // 3 days given back, 1 taken; the other year and the other person untouched.
    expect(await usedDays(w, a.user, YEAR)).toBe(1);
    expect(await usedDays(w, a.user, YEAR + 1)).toBe(1);
    expect((await stored(other)).map((r) => r.statusz_kod)).toEqual(['jovahagyva']);
  });

  it('an overwrite still refuses an overlap with a request made in the app', async () => {
    const a = await newTeacher(w);
    const own = await insertRequest(w, a.user, { status: 'jovahagyva', kezdete: day(9, 0), vege: day(9, 1) });
    const before = await snapshot(w);
    const res = await importLeaves(admin, [leave(a, day(9, 1), day(9, 2))], true);
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual([M.overlapStored(1, own, day(9, 0), day(9, 1))]);
    expect(await snapshot(w)).toBe(before);
  });
});

describe('all or nothing', () => {
  it('one bad row among valid ones imports nothing and names the row (400, "Import hiba.")', async () => {
    const a = await newTeacher(w);
    const before = await snapshot(w);
    const res = await importLeaves(admin, [
      leave(a, day(10, 0), day(10, 0)),
      leave(a, day(11, 0), day(11, 0), { ev: -1 }),
      leave(a, day(12, 0), day(12, 0)),
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ok: false, message: 'Import hiba.', messages: [C.badYear(2)] });
    expect(await snapshot(w)).toBe(before);
  });

  it('names unknown and deleted OM ids, rows without a working day and overlaps inside the file, at most 8 then "…"', async () => {
    const a = await newTeacher(w);
    await w.models.User.updateOne({ _id: a.user._id }, { $set: { deletedAt: new Date() } });
    const b = await newTeacher(w);
    const before = await snapshot(w);
    const unknown = Array.from({ length: 9 }, (_, i) =>
      leave(b, day(13, 0), day(13, 0), { oktatasi_azonosito: `ismeretlen${i}` }),
    );
    const res = await importLeaves(admin, [
      leave(a, day(13, 0), day(13, 0)),
      leave(b, day(13, 5), day(13, 6)),
      ...unknown,
    ]);
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual([
      M.unknownPerson(1, a.user.oktatasi_azonosito!),
      M.noWorkingDayRow(2),
      ...Array.from({ length: 6 }, (_, i) => M.unknownPerson(3 + i, `ismeretlen${i}`)),
      '…',
    ]);
    const inFile = await importLeaves(admin, [leave(b, day(14, 0), day(14, 2)), leave(b, day(14, 2), day(14, 3))]);
    expect(inFile.status).toBe(400);
    expect(inFile.body.messages).toEqual([C.overlapInFile(2, 1)]);
    expect(await snapshot(w)).toBe(before);
  });

  it('a failure midway (a write refused after 500 rows) leaves the database, the counter included, as it was', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => newTeacher(w)));
    const counter = (await w.models.Counter.findById('kerelem_id').lean())?.seq ?? 0;
    // A request written behind the counter's back: the import's 500th new id collides with it.
    const blocker = await newTeacher(w);
    await w.models.LeaveRequest.create({
      kerelem_id: counter + 500,
      user: blocker.user._id,
      tipus_kod: 'tappenz',
      statusz_kod: 'elutasitva',
      kezdete: day(0, 0),
      vege: day(0, 0),
      letrehozo: { kind: 'system' },
      letrehozva: new Date(),
      munkanapok_szama: 1,
      ev: YEAR,
    });
    const rows = Array.from({ length: 800 }, (_, i) => {
      // A year without calendar entries: weekdays are working days.
      const d = `${YEAR - 5}-${String(1 + Math.floor(i / 4 / 28)).padStart(2, '0')}-${String(1 + ((i >> 2) % 28)).padStart(2, '0')}`;
      return leave(people[i % 4]!, d, d, { szabadsag_tipus: 'tappenz' });
    }).filter((r) => new Date(`${r.szabadsag_kezdete}T12:00:00Z`).getUTCDay() % 6 !== 0);
    const before = await snapshot(w);
    const res = await importLeaves(admin, rows);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(500);
    expect(res.body).toEqual({ ok: false, message: 'Váratlan hiba történt.' });
    expect(await snapshot(w)).toBe(before);
  });
});

describe('refusals of the call itself', () => {
  it('refuses a bad envelope with 400 and callers without an admin session with 401', async () => {
    const a = await newTeacher(w);
    const before = await snapshot(w);
    expect(
      (await admin.post('/api/admin/createbulkrequests', { leaves: [leave(a, day(15, 0), day(15, 0))] })).body.message,
    ).toBe(M.badOverwrite);
    expect((await importLeaves(admin, [])).body.message).toBe(C.empty);
    expect((await importLeaves(admin, [{ ...leave(a, day(15, 0), day(15, 0)), extra: 1 }])).status).toBe(400);
    const tooMany = await importLeaves(
      admin,
      Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({ ev: 1 })),
    );
    expect(tooMany.body.message).toBe(C.tooManyRows);
    const anonymous = new Client(w.gw.url);
    expect((await importLeaves(anonymous, [leave(a, day(15, 0), day(15, 0))])).status).toBe(401);
    const staff = await signInPerson(w, 'hr');
    expect((await importLeaves(staff, [leave(a, day(15, 0), day(15, 0))])).status).toBe(401);
    expect(await snapshot(w)).toBe(before);
  });
});
