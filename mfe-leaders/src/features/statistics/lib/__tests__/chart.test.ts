import { describe, expect, it } from 'vitest';
import { niceMax, oneDecimal, ticks } from '../chart.ts';
import { calendarWeeks, monthEnd, rangeOf, shiftAnchor } from '../ranges.ts';
import { eachDate } from '@tavollet/contract/domain/dates';

describe('chart scale', () => {
  it('given a largest value, rounds the axis up to 1, 2 or 5 times a power of ten with round ticks', () => {
    expect([0, 1, 3, 17, 21, 50, 51, 240].map(niceMax)).toEqual([1, 1, 5, 20, 50, 50, 100, 500]);
    expect(ticks(50)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(2)).toEqual([0, 1, 2]);
    expect(ticks(1)).toEqual([0, 1]);
    expect(oneDecimal(1.5)).toBe('1,5');
  });
});

describe('absence periods', () => {
  it('given an anchor, gives its day, its Monday-to-Sunday week and its calendar month', () => {
    expect(rangeOf('day', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(rangeOf('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('month', '2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthEnd('2028-02-03')).toBe('2028-02-29');
  });

  it('given a step, moves by a day, a week or a month, across the year end', () => {
    expect(shiftAnchor('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftAnchor('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(shiftAnchor('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2027-01-31', -1)).toBe('2026-12-01');
  });
});

describe('month calendar', () => {
  const days = (from: string, to: string) => eachDate(from, to).map((datum) => ({ datum }));
  const shape = (weeks: ({ datum: string } | null)[][]) => weeks.map((w) => w.map((d) => d?.datum.slice(8) ?? '--'));

  it('given a month starting on a Sunday, puts the 1st in the seventh column and fills the last row', () => {
    // 2026. november 1. is a Sunday, 30. a Monday.
    const weeks = shape(calendarWeeks(days('2026-11-01', '2026-11-30')));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual(['--', '--', '--', '--', '--', '--', '01']);
    expect(weeks[1]).toEqual(['02', '03', '04', '05', '06', '07', '08']);
    expect(weeks[5]).toEqual(['30', '--', '--', '--', '--', '--', '--']);
  });

  it('given a February starting on a Monday, gives four full weeks without empty cells', () => {
    const weeks = shape(calendarWeeks(days('2027-02-01', '2027-02-28')));
    expect(weeks).toHaveLength(4);
    expect(weeks.flat()).not.toContain('--');
    expect(calendarWeeks([])).toEqual([]);
  });
});
