import { describe, expect, it } from 'vitest';
import { addDaysIso, daysBetween, eachDate, isIsoDate, isoWeekday } from './dates.ts';
import { budapestToday, schoolYearOf } from './budapest-today.ts';
import { inclusiveDays } from './duration.ts';
import { isUrgent } from './urgent.ts';

describe('calendar dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-2-28')).toBe(false);
    expect(isIsoDate('28/02/2027')).toBe(false);
  });
  it('steps over the DST change without losing a day', () => {
    expect(addDaysIso('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDaysIso('2027-03-28', 1)).toBe('2027-03-29');
    expect(eachDate('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(daysBetween('2026-10-01', '2026-11-01')).toBe(31);
  });
  it('numbers weekdays 1 (Monday) to 7 (Sunday)', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });
});

describe('Budapest today', () => {
  it('is the next day in Budapest late on a UTC evening', () => {
    expect(budapestToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(budapestToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(budapestToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
  it('answers each moment by its own minute when asked in any order (the date is kept per minute)', () => {
    const moments = ['2026-11-24T22:59:30Z', '2026-11-24T23:00:10Z', '2026-11-24T22:59:00Z', '2026-03-29T00:30:00Z'];
    for (let round = 0; round < 2; round++) {
      expect(moments.map((m) => budapestToday(new Date(m)))).toEqual([
        '2026-11-24',
        '2026-11-25',
        '2026-11-24',
        '2026-03-29',
      ]);
    }
    expect(() => budapestToday(new Date('nope'))).toThrow(RangeError);
  });
  it('puts September to August into the school year that starts in September', () => {
    expect(schoolYearOf('2026-11-22')).toBe(2026);
    expect(schoolYearOf('2027-06-30')).toBe(2026);
    expect(schoolYearOf('2027-09-01')).toBe(2027);
  });
});

describe('inclusive duration and urgency', () => {
  it('counts both ends', () => {
    expect(inclusiveDays('2026-11-23', '2026-11-23')).toBe(1);
    expect(inclusiveDays('2026-11-23', '2026-11-27')).toBe(5);
    expect(inclusiveDays('2026-11-27', '2026-11-23')).toBe(0);
  });
  it('flags a start 0 to 7 days ahead', () => {
    expect(isUrgent('2026-11-22', '2026-11-22')).toBe(true);
    expect(isUrgent('2026-11-29', '2026-11-22')).toBe(true);
    expect(isUrgent('2026-11-30', '2026-11-22')).toBe(false);
    expect(isUrgent('2026-11-21', '2026-11-22')).toBe(false);
  });
});
