import { describe, expect, it } from 'vitest';
import { monthName, normaliseWeekdays, scheduleSummary, shortTime } from './schedule-summary.ts';

describe('scheduleSummary (admin-area.md §2 "Schedule summaries")', () => {
  it('daily: "naponta" and the time without seconds', () => {
    expect(scheduleSummary({ frequency: 'daily', time: '08:00:00' })).toBe('naponta 08:00');
    expect(scheduleSummary({ frequency: 'daily', time: '17:45' })).toBe('naponta 17:45');
  });

  it('weekly: the chosen weekdays abbreviated, in week order, each once', () => {
    expect(scheduleSummary({ frequency: 'weekly', time: '08:00:00', weekdays: [3, 1] })).toBe('hetente H, Sze 08:00');
    expect(scheduleSummary({ frequency: 'weekly', time: '07:30', weekdays: [7, 6, 5, 4, 2, 2] })).toBe(
      'hetente K, Cs, P, Szo, V 07:30',
    );
  });

  it('weekly without a day: Monday', () => {
    expect(scheduleSummary({ frequency: 'weekly', time: '08:00', weekdays: [] })).toBe('hetente H 08:00');
  });

  it('monthly: "havonta N. nap" and the time', () => {
    expect(scheduleSummary({ frequency: 'monthly', time: '08:00:00', dayOfMonth: 5 })).toBe('havonta 5. nap 08:00');
    expect(scheduleSummary({ frequency: 'monthly', time: null, dayOfMonth: null })).toBe('havonta 1. nap 08:00');
  });

  it('yearly: the month name, the day and the time', () => {
    expect(scheduleSummary({ frequency: 'yearly', time: '08:00:00', month: 3, dayOfMonth: 15 })).toBe(
      'évente március 15. 08:00',
    );
    expect(scheduleSummary({ frequency: 'yearly', time: '06:05', month: 12, dayOfMonth: 31 })).toBe(
      'évente december 31. 06:05',
    );
  });

  it('every six hours: "6 óránként", whatever time is stored', () => {
    expect(scheduleSummary({ frequency: 'every6h', time: null })).toBe('6 óránként');
    expect(scheduleSummary({ frequency: 'every6h', time: '09:00:00' })).toBe('6 óránként');
  });
});

describe('helpers', () => {
  it('shortTime falls back to the default 08:00', () => {
    expect(shortTime('23:59:00')).toBe('23:59');
    expect(shortTime(null)).toBe('08:00');
    expect(shortTime('x')).toBe('08:00');
  });

  it('monthName knows the twelve Hungarian months only', () => {
    expect(monthName(1)).toBe('január');
    expect(monthName(8)).toBe('augusztus');
    expect(monthName(0)).toBeNull();
    expect(monthName(13)).toBeNull();
  });

  it('normaliseWeekdays drops what is not 1–7', () => {
    expect(normaliseWeekdays([9, 0, 2.5, 4])).toEqual([4]);
    expect(normaliseWeekdays(null)).toEqual([1]);
  });
});
