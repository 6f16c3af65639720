import { describe, expect, it } from 'vitest';
import { AbsencesQuery, QuotaYearQuery, SchoolYearQuery, STATS_MESSAGES as M } from './leaders-statistics.ts';

const first = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('AbsencesQuery', () => {
  it('given a range of one to 31 days, accepts it trimmed', () => {
    expect(AbsencesQuery.parse({ mettol: ' 2026-11-01 ', meddig: '2026-12-01' })).toEqual({
      mettol: '2026-11-01',
      meddig: '2026-12-01',
    });
    expect(AbsencesQuery.safeParse({ mettol: '2026-11-23', meddig: '2026-11-23' }).success).toBe(true);
  });

  it('given a missing, malformed, reversed or too long range, answers its Hungarian message', () => {
    expect(first(AbsencesQuery.safeParse({}))).toBe(M.missingRange);
    expect(first(AbsencesQuery.safeParse({ mettol: '2026-11-01', meddig: '' }))).toBe(M.missingRange);
    expect(first(AbsencesQuery.safeParse({ mettol: '2026-02-30', meddig: '2026-03-01' }))).toBe(M.invalidDate);
    expect(first(AbsencesQuery.safeParse({ mettol: '2026-03-02', meddig: '2026-03-01' }))).toBe(M.startAfterEnd);
    expect(first(AbsencesQuery.safeParse({ mettol: '2026-11-01', meddig: '2026-12-02' }))).toBe(M.rangeTooLong);
  });
});

describe('year queries', () => {
  it('given nothing or an empty value, means the current year; a year out of bounds is refused', () => {
    expect(SchoolYearQuery.parse({})).toEqual({ tanev: undefined });
    expect(SchoolYearQuery.parse({ tanev: '' })).toEqual({ tanev: undefined });
    expect(SchoolYearQuery.parse({ tanev: '2026' })).toEqual({ tanev: 2026 });
    expect(QuotaYearQuery.parse({ ev: '2027' })).toEqual({ ev: 2027 });
    for (const bad of ['x', '1999', '2101', '2026.5'])
      expect(first(QuotaYearQuery.safeParse({ ev: bad })), bad).toBe(M.invalidYear);
  });
});
