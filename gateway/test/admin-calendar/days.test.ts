// Reading and editing days (admin-area.md §3 "Day", §4, §5 "Day edit", §7 "School-year calendar"),
// and an edit changing the teacher's working-day count at once (services/leave/working-days.ts
// reads the calendar uncached).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALENDAR_MESSAGES as M, UpdateDayAnswer } from '@tavollet/contract/api/admin-calendar';
import type { Client } from '../support/client.ts';
import { day, newTeacher, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { adminClient, calendarState, daysOf, importDays, updateDay } from './calendar-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

describe('getdays', () => {
  it('answers every day, a year or a month, by date, in the { data: { data } } shape', async () => {
    await importDays(admin, [
      { datum: '2026-10-23', tipus: 's', megjegyzes: 'Nemzeti ünnep' },
      { datum: '2026-09-01', tipus: 't', megjegyzes: '' },
      { datum: '2026-09-30', tipus: 'm', megjegyzes: '' },
      { datum: '2027-01-04', tipus: 't', megjegyzes: '' },
    ]);
    const res = await admin.get('/api/admin/getdays?ev=2026&honap=9');
    expect(res.body).toEqual({
      data: {
        data: [
          { datum: '2026-09-01', ev: 2026, honap: 9, nap: 1, tipus: 't', megjegyzes: null },
          { datum: '2026-09-30', ev: 2026, honap: 9, nap: 30, tipus: 'm', megjegyzes: null },
        ],
      },
    });
    expect((await daysOf(admin, '?ev=2026')).map((d) => d.datum)).toEqual(['2026-09-01', '2026-09-30', '2026-10-23']);
    expect((await daysOf(admin, '?ev=2026&honap=10'))[0]).toMatchObject({ tipus: 's', megjegyzes: 'Nemzeti ünnep' });
    expect((await daysOf(admin)).map((d) => d.datum)).toEqual(['2026-09-01', '2026-09-30', '2026-10-23', '2027-01-04']);
  });

  it.each(['?honap=9', '?ev=1899', '?ev=2026&honap=13', '?ev=abc', '?ev=2026&x=1'])(
    'refuses %s with 400',
    async (q) => {
      const res = await admin.get(`/api/admin/getdays${q}`);
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
    },
  );
});

describe('updatedays', () => {
  it('creates a missing day with ev/honap/nap, type trimmed and lower-cased, an empty note as null', async () => {
    const res = await updateDay(admin, { datum: '2030-05-06', tipus: '  S ', megjegyzes: '   ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(UpdateDayAnswer.parse(res.body)).toEqual({
      ok: true,
      message: M.daySaved,
      data: { datum: '2030-05-06', ev: 2030, honap: 5, nap: 6, tipus: 's', megjegyzes: null },
    });
    expect(await daysOf(admin, '?ev=2030&honap=5')).toEqual([res.body.data]);
  });

  it('updates a stored day, defaults the type to t, reads §3 aliases, and audits the old value', async () => {
    await updateDay(admin, { datum: '2030-05-07', tipus: 'm', megjegyzes: 'Nevelési nap' });
    const res = await updateDay(admin, { date: '2030-05-07', note: 'Pótnap' });
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toMatchObject({ tipus: 't', megjegyzes: 'Pótnap' });
    expect(await w.models.CalendarDay.countDocuments({ datum: '2030-05-07' })).toBe(1);
    const audit = await w.models.AuditLog.findOne({ action: 'admin.day_updated', target: '2030-05-07' })
      .sort({ at: -1 })
      .lean();
    expect(audit!.details).toEqual({
      elotte: { tipus: 'm', megjegyzes: 'Nevelési nap' },
      utana: { tipus: 't', megjegyzes: 'Pótnap' },
    });
    expect(audit!.actorKind).toBe('admin');
  });

  it.each([
    [{ datum: '2030-02-29', tipus: 't' }, M.badDate],
    [{ datum: '2100-01-01', tipus: 't' }, M.badDate],
    [{ datum: '2030-05-08', tipus: 'x' }, M.badType],
    [{ datum: '2030-05-08', tipus: 't', megjegyzes: 'x'.repeat(201) }, M.noteTooLong],
    [{ tipus: 't' }, M.badDate],
  ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
    const before = await calendarState(w);
    const res = await updateDay(admin, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message });
    expect(await calendarState(w)).toBe(before);
  });

  it("marking a teacher's working day as a holiday changes their working-day count at the next request", async () => {
    const t = await newTeacher(w);
    const [mon, fri] = [day(40, 0), day(40, 4)];
    const count = async () => {
      const res = await t.client.get(`/api/user/teacher/workingdays?mettol=${mon}&meddig=${fri}`);
      expect(res.status).toBe(200);
      return res.body.munkanapok_szama;
    };
    await updateDay(admin, { datum: day(40, 2), tipus: 't' });
    expect(await count()).toBe(5);
    expect((await updateDay(admin, { datum: day(40, 2), tipus: 's', megjegyzes: 'Rendkívüli szünet' })).status).toBe(
      200,
    );
    expect(await count()).toBe(4);
    await updateDay(admin, { datum: day(40, 2), tipus: 'm' });
    expect(await count()).toBe(5);
  });
});
