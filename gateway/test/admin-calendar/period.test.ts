// The active period and the configured days (admin-area.md §3 "Active period", §4, §5 "Active
// period", §7 "School-year calendar"), and the staff cookie refused on every calendar call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALENDAR_MESSAGES as M, PeriodAnswer } from '@tavollet/contract/api/admin-calendar';
import { Client } from '../support/client.ts';
import { signInPerson, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { adminClient, calendarState, importDays } from './calendar-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

const save = (body: unknown) => admin.post('/api/admin/updateactiveperiod', body);
const period = async (path = '/api/admin/getactiveperiod') => {
  const res = await admin.get(path);
  expect(res.status).toBe(200);
  return res.body;
};

describe('active period', () => {
  it('answers { data: null } while none is set, then the saved period; a delete removes it', async () => {
    expect(await period()).toEqual({ data: null });
    const res = await save({ megnyitva_tol: '2026-09-01', megnyitva_ig: '2027-06-30' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      message: M.periodSaved,
      data: { megnyitva_tol: '2026-09-01', megnyitva_ig: '2027-06-30' },
    });
    expect(await period()).toEqual({ data: { megnyitva_tol: '2026-09-01', megnyitva_ig: '2027-06-30' } });

    // The aliases of admin-area.md §3 are read on input; a second save replaces the one document.
    expect((await save({ start: '2027-09-01', end: '2028-06-30' })).status).toBe(200);
    expect((await save({ elso_nap: '2028-09-01', utolso_nap: '2028-09-01' })).status).toBe(200);
    expect(await w.models.ActivePeriod.countDocuments()).toBe(1);
    expect(PeriodAnswer.parse(await period()).data).toEqual({
      megnyitva_tol: '2028-09-01',
      megnyitva_ig: '2028-09-01',
    });
    const audit = await w.models.AuditLog.findOne({ action: 'admin.active_period_saved' }).sort({ at: -1 }).lean();
    expect(audit!.details).toEqual({
      elotte: { megnyitva_tol: '2027-09-01', megnyitva_ig: '2028-06-30' },
      utana: { megnyitva_tol: '2028-09-01', megnyitva_ig: '2028-09-01' },
    });

    const del = await admin.request('DELETE', '/api/admin/deleteactiveperiod');
    expect(del.body).toEqual({ ok: true, message: M.periodDeleted, torolve: true });
    expect(await period()).toEqual({ data: null });
    expect(await w.models.AuditLog.countDocuments({ action: 'admin.active_period_deleted' })).toBe(1);
    const again = await admin.request('DELETE', '/api/admin/deleteactiveperiod');
    expect(again.body).toEqual({ ok: true, message: M.noPeriod, torolve: false });
    expect(await w.models.AuditLog.countDocuments({ action: 'admin.active_period_deleted' })).toBe(1);
  });

  it.each([
    [{ megnyitva_tol: '2027-06-30', megnyitva_ig: '2026-09-01' }, M.periodOrder],
    [{ megnyitva_tol: '2026-02-30', megnyitva_ig: '2026-06-30' }, M.badDate],
    [{ megnyitva_tol: '1899-12-31', megnyitva_ig: '2026-06-30' }, M.badDate],
    [{ megnyitva_tol: '2026-09-01', megnyitva_ig: '2100-01-01' }, M.badDate],
    [{ megnyitva_tol: '01/09/2026', megnyitva_ig: '2027-06-30' }, M.badDate],
    [{ megnyitva_tol: '2026-09-01' }, M.badDate],
  ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
    await save({ megnyitva_tol: '2026-09-01', megnyitva_ig: '2027-06-30' });
    const before = await calendarState(w);
    const res = await save(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message });
    expect(await calendarState(w)).toBe(before);
  });

  it('refuses unknown fields', async () => {
    const res = await save({ megnyitva_tol: '2026-09-01', megnyitva_ig: '2027-06-30', extra: 1 });
    expect(res.status).toBe(400);
  });
});

describe('configured days', () => {
  it('reads like a period: the first and the last stored day, null when the calendar is empty', async () => {
    await w.models.CalendarDay.deleteMany({});
    expect(await period('/api/admin/getconfigureddays')).toEqual({ data: null });
    await importDays(admin, [
      { datum: '2026-03-02', tipus: 't', megjegyzes: '' },
      { datum: '2025-09-01', tipus: 's', megjegyzes: '' },
      { datum: '2026-06-19', tipus: 'm', megjegyzes: '' },
    ]);
    expect(await period('/api/admin/getconfigureddays')).toEqual({
      data: { megnyitva_tol: '2025-09-01', megnyitva_ig: '2026-06-19' },
    });
  });
});

describe('permissions', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/admin/getactiveperiod', undefined],
    ['GET', '/api/admin/getconfigureddays', undefined],
    ['GET', '/api/admin/getdays', undefined],
    ['POST', '/api/admin/updateactiveperiod', { megnyitva_tol: '2026-09-01', megnyitva_ig: '2026-09-02' }],
    ['DELETE', '/api/admin/deleteactiveperiod', undefined],
    ['POST', '/api/admin/createbulkdays', { overwrite: true, dayList: [{ datum: '2026-09-01', tipus: 's' }] }],
    ['PATCH', '/api/admin/updatedays', { datum: '2026-09-01', tipus: 's' }],
  ];

  it('refuses a staff cookie (every role) and no session on every calendar call, changing nothing', async () => {
    await save({ megnyitva_tol: '2026-09-01', megnyitva_ig: '2027-06-30' });
    const before = await calendarState(w);
    const staff = await Promise.all(
      (['tanar', 'hr', 'igazgato', 'igazgatohelyettes'] as const).map((k) => signInPerson(w, k)),
    );
    for (const [method, path, json] of calls) {
      for (const c of [...staff, new Client(w.gw.url)]) {
        const res = await c.request(method, path, json === undefined ? {} : { json });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await calendarState(w)).toBe(before);
  });
});
