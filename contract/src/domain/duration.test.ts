// inclusiveDays counts UTC days: it must equal date-fns' calendar-day difference on local
// midnights for every range, across the clock changes, leap days and New Year, and refuse what
// is not a date.
import { describe, expect, it } from 'vitest';
import { addDaysIso, daysBetween } from './dates.ts';
import { inclusiveDays } from './duration.ts';

describe('inclusiveDays', () => {
  it('equals the calendar-day difference + 1 for every start in four years and spans of -5 to 40 days', () => {
    let checked = 0;
    for (let start = '2027-01-01'; start < '2031-01-01'; start = addDaysIso(start, 3)) {
      for (const span of [-5, -1, 0, 1, 2, 6, 13, 27, 40]) {
        const end = addDaysIso(start, span);
        expect(inclusiveDays(start, end)).toBe(Math.max(0, daysBetween(start, end) + 1));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(4000);
    expect(inclusiveDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(inclusiveDays('2027-03-27', '2027-03-29')).toBe(3);
    expect(inclusiveDays('2027-10-30', '2027-11-01')).toBe(3);
    expect(inclusiveDays('2026-12-31', '2027-01-01')).toBe(2);
  });

  it('refuses a day that does not exist or is not written as YYYY-MM-DD', () => {
    for (const bad of ['2027-02-29', '2027-13-01', '2027-1-05', '2027-01-05T00:00', '']) {
      expect(() => inclusiveDays(bad, '2027-03-01')).toThrow(RangeError);
      expect(() => inclusiveDays('2027-01-01', bad)).toThrow(RangeError);
    }
  });
});
