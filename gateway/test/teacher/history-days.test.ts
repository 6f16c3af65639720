// The history row's `days` is counted without a date library:
// it must equal the contract's inclusiveDays for every range, across the clock changes, leap
// days and New Year, and for reversed ranges.
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import { inclusiveDays } from '@tavollet/contract/domain/duration';
import { calendarDays } from '../../src/services/teacher/history.ts';

describe('history row days', () => {
  it('equals inclusiveDays for every start in four years and spans of 0 to 40 days, and reversed ranges', () => {
    let checked = 0;
    for (let start = '2027-01-01'; start < '2031-01-01'; start = addDaysIso(start, 3)) {
      for (const span of [-5, -1, 0, 1, 2, 6, 13, 27, 40]) {
        const end = addDaysIso(start, span);
        expect(calendarDays(start, end)).toBe(inclusiveDays(start, end));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(4000);
    expect(calendarDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(calendarDays('2027-03-27', '2027-03-29')).toBe(3);
    expect(calendarDays('2027-10-30', '2027-11-01')).toBe(3);
  });
});
