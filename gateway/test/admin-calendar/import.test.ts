// POST /api/admin/createbulkdays (admin-area.md §5 "Day CSV (school-year screen check)", §7
// "School-year calendar"): rows re-checked with the browser's
// rules, merge (upsert) versus full overwrite (everything replaced), all or nothing (a bad row, a
// failure midway), one audit entry.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_CALENDAR_MESSAGES as M, BulkDaysAnswer } from '@tavollet/contract/api/admin-calendar';
import { DAY_CSV_MESSAGES as C, parseDayCsv, dayCsvTemplate } from '@tavollet/contract/domain/day-csv';
import { MAX_IMPORT_ROWS, MORE_ERRORS } from '@tavollet/contract/domain/csv-read';
import { Client } from '../support/client.ts';
import { signInPerson, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { adminClient, calendarState, dayRows, daysOf, importDays } from './calendar-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));
beforeEach(async () => {
  await w.models.CalendarDay.deleteMany({});
  await importDays(admin, [
    { datum: '2026-09-01', tipus: 't', megjegyzes: 'Tanévnyitó' },
    { datum: '2026-09-02', tipus: 't', megjegyzes: '' },
    { datum: '2027-01-04', tipus: 'm', megjegyzes: '' },
  ]);
});

describe('merge (overwrite: false)', () => {
  it('upserts the listed dates and keeps every other day', async () => {
    const res = await importDays(admin, [
      { datum: '2026-09-01', tipus: 'S', megjegyzes: '' },
      { datum: '03/09/2026', tipus: ' m ', megjegyzes: 'Nevelési nap' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(BulkDaysAnswer.parse(res.body)).toEqual({
      ok: true,
      message: 'Sikeres import.',
      letrehozva: 1,
      frissitve: 1,
      torolve: 0,
    });
    expect((await daysOf(admin)).map((d) => [d.datum, d.tipus, d.megjegyzes])).toEqual([
      ['2026-09-01', 's', null],
      ['2026-09-02', 't', null],
      ['2026-09-03', 'm', 'Nevelési nap'],
      ['2027-01-04', 'm', null],
    ]);
    const stored = await w.models.CalendarDay.findOne({ datum: '2026-09-03' }).lean();
    expect(stored).toMatchObject({ ev: 2026, honap: 9, nap: 3 });
    const audit = await w.models.AuditLog.findOne({ action: 'admin.days_imported' }).sort({ at: -1 }).lean();
    expect(audit!.details).toEqual({
      overwrite: false,
      sorok: 2,
      elso: '2026-09-01',
      utolso: '2026-09-03',
      letrehozva: 1,
      frissitve: 1,
      torolve: 0,
    });
  });
});

describe('full overwrite (overwrite: true)', () => {
  it('deletes every stored day and stores exactly the list', async () => {
    const res = await importDays(admin, dayRows('2027-09-01', 5), true);
    expect(res.status).toBe(200);
    expect(BulkDaysAnswer.parse(res.body)).toMatchObject({ letrehozva: 5, frissitve: 0, torolve: 3 });
    expect((await daysOf(admin)).map((d) => d.datum)).toEqual([
      '2027-09-01',
      '2027-09-02',
      '2027-09-03',
      '2027-09-04',
      '2027-09-05',
    ]);
  });

  it('imports the template file as the browser reads it', async () => {
    const parsed = parseDayCsv(dayCsvTemplate());
    expect(parsed.ok).toBe(true);
    const res = await importDays(admin, parsed.ok ? parsed.rows : [], true);
    expect(res.status).toBe(200);
    expect((await daysOf(admin, '?ev=2025&honap=1')).map((d) => [d.datum, d.tipus])).toEqual([
      ['2025-01-01', 's'],
      ['2025-01-02', 'm'],
      ['2025-01-03', 't'],
    ]);
  });
});

describe('all or nothing', () => {
  it('one bad row among 365 changes nothing (400 with the rows named, overwrite or not)', async () => {
    const before = await calendarState(w);
    const rows = dayRows('2027-09-01', 365);
    rows[199] = { ...rows[199]!, tipus: 'x' };
    for (const overwrite of [false, true]) {
      const res = await importDays(admin, rows, overwrite);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ ok: false, message: M.importInvalid, messages: [C.badType(200)] });
    }
    expect(await calendarState(w)).toBe(before);
  });

  it('names every rule the browser names, at most 8 then "…"', async () => {
    const res = await importDays(admin, [
      { datum: '', tipus: 't' },
      { datum: '2027-02-30', tipus: 't' },
      { datum: '2027-03-01', tipus: '' },
      { datum: '2027-03-02', tipus: 'q' },
      { datum: '2027-03-03', tipus: 't' },
      { datum: '03/03/2027', tipus: 'm' },
      { date: '2027-03-04', type: 'nope' },
      { datum: '2027-03-05', tipus: 't', megjegyzes: 'x'.repeat(201) },
      { datum: 'holnap', tipus: 't' },
      { datum: '1899-12-31', tipus: 't' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual([
      C.missing(1, 'datum'),
      C.badDate(2),
      C.missing(3, 'naptipus'),
      C.badType(4),
      C.duplicate(6, '2027-03-03', 5),
      C.badType(7),
      C.noteTooLong(8),
      C.badDate(9),
      MORE_ERRORS,
    ]);
  });

  it('a failure midway (the 300th of 365 inserts refused after every day was deleted) leaves the calendar as it was', async () => {
    // A test-only unique index the import does not know: rows 10 and 300 carry the same note.
    const collection = w.models.CalendarDay.collection;
    await collection.createIndex(
      { megjegyzes: 1 },
      { unique: true, name: 'test_note_clash', partialFilterExpression: { megjegyzes: 'Ütközés' } },
    );
    try {
      const rows = dayRows('2027-09-01', 365);
      rows[9] = { ...rows[9]!, megjegyzes: 'Ütközés' };
      rows[299] = { ...rows[299]!, megjegyzes: 'Ütközés' };
      for (const overwrite of [true, false]) {
        const before = await calendarState(w);
        const res = await importDays(admin, rows, overwrite);
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ ok: false, message: 'Váratlan hiba történt.' });
        expect(await calendarState(w)).toBe(before);
      }
    } finally {
      await collection.dropIndex('test_note_clash');
    }
  });
});

describe('refusals of the call itself', () => {
  it('refuses a bad envelope with 400 and callers without an admin session with 401', async () => {
    const before = await calendarState(w);
    expect((await admin.post('/api/admin/createbulkdays', { dayList: dayRows('2027-01-01', 1) })).body.message).toBe(
      M.badOverwrite,
    );
    expect((await importDays(admin, [])).body).toMatchObject({ ok: false, message: C.empty });
    expect((await importDays(admin, [{ datum: '2027-01-01', tipus: 't', extra: 1 }])).status).toBe(400);
    const tooMany = await importDays(
      admin,
      Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({ datum: 'a' })),
    );
    expect(tooMany.body.message).toBe(C.tooManyRows);
    expect(
      (await new Client(w.gw.url).post('/api/admin/createbulkdays', { overwrite: true, dayList: [] })).status,
    ).toBe(401);
    const staff = await signInPerson(w, 'tanar');
    expect(
      (await staff.post('/api/admin/createbulkdays', { overwrite: true, dayList: dayRows('2027-01-01', 1) })).status,
    ).toBe(401);
    expect(await calendarState(w)).toBe(before);
  });
});
