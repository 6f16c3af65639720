// The calendar payloads (admin-area.md §3 "Day", "Active period", §5 "Active period", "Day edit"):
// the aliases read, 'nodata' and invalid periods as none, the period order and the day edit's defaults.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_CALENDAR_MESSAGES as M,
  ActivePeriodBody,
  DaysAnswer,
  DaysQuery,
  PeriodAnswer,
  UpdateDayBody,
} from './admin-calendar.ts';

describe('reading a period', () => {
  it.each([
    [{ data: { megnyitva_tol: '2025-09-01', megnyitva_ig: '2026-06-30' } }],
    [{ data: { start: '2025-09-01', end: '2026-06-30' } }],
    [{ data: { elso_nap: '2025-09-01T00:00:00.000Z', utolso_nap: '2026-06-30' } }],
  ])('reads %j', (answer) => {
    expect(PeriodAnswer.parse(answer).data).toEqual({ megnyitva_tol: '2025-09-01', megnyitva_ig: '2026-06-30' });
  });

  it.each([
    [{ data: 'nodata' }],
    [{ data: null }],
    [{}],
    [{ data: { megnyitva_tol: 'x', megnyitva_ig: '2026-06-30' } }],
  ])('reads %j as no period', (answer) => {
    expect(PeriodAnswer.parse(answer).data).toBeNull();
  });
});

describe('reading days', () => {
  it('reads §3 aliases and fills ev/honap/nap from the date', () => {
    expect(DaysAnswer.parse({ data: { data: [{ date: '2025-09-01', type: ' S ', note: '' }] } }).data.data).toEqual([
      { datum: '2025-09-01', ev: 2025, honap: 9, nap: 1, tipus: 's', megjegyzes: null },
    ]);
  });
});

describe('the active period body', () => {
  it('accepts two real dates in order, aliases included', () => {
    expect(ActivePeriodBody.parse({ start: '2025-09-01', end: '2025-09-01' })).toEqual({
      megnyitva_tol: '2025-09-01',
      megnyitva_ig: '2025-09-01',
    });
  });

  it('refuses a start after the end with the spec’s message', () => {
    const r = ActivePeriodBody.safeParse({ megnyitva_tol: '2026-01-02', megnyitva_ig: '2026-01-01' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('A kezdő dátum nem lehet későbbi, mint a záró dátum.');
  });

  it.each(['2026-02-29', '1899-12-31', '2100-01-01', '2026-1-1', ''])('refuses %j as a date', (d) => {
    const r = ActivePeriodBody.safeParse({ megnyitva_tol: d, megnyitva_ig: '2099-12-31' });
    expect(r.error!.issues[0]!.message).toBe(M.badDate);
  });
});

describe('the day edit body', () => {
  it('trims and lower-cases the type, defaults to t, sends an empty note as null', () => {
    expect(UpdateDayBody.parse({ datum: '2025-09-01', tipus: ' M ', megjegyzes: '  ' })).toEqual({
      datum: '2025-09-01',
      tipus: 'm',
      megjegyzes: null,
    });
    expect(UpdateDayBody.parse({ datum: '2025-09-01' })).toMatchObject({ tipus: 't', megjegyzes: null });
    expect(UpdateDayBody.parse({ date: '2025-09-01', type: '', note: 'x' })).toMatchObject({
      tipus: 't',
      megjegyzes: 'x',
    });
  });

  it('refuses an unknown type', () => {
    expect(UpdateDayBody.safeParse({ datum: '2025-09-01', tipus: 'q' }).error!.issues[0]!.message).toBe(M.badType);
  });
});

describe('the days query', () => {
  it('takes a year, or a year and a month', () => {
    expect(DaysQuery.parse({ ev: '2026', honap: '9' })).toEqual({ ev: 2026, honap: 9 });
    expect(DaysQuery.parse({})).toEqual({});
    expect(DaysQuery.safeParse({ honap: '9' }).success).toBe(false);
  });
});
