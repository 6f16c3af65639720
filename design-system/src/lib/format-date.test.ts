import { formatDate, formatDateTime, formatMonthYear, parseCalendarDate, toIsoDate } from './format-date.ts';

describe('formatDate', () => {
  it('given a calendar date, shows it in Hungarian order with dots', () => {
    expect(formatDate('2026-11-22')).toBe('2026. 11. 22.');
    expect(formatDate('2026-01-05')).toBe('2026. 01. 05.');
  });

  it('given the first and last day of a year, never shifts the day whatever the zone', () => {
    // The test process may run in any TZ; calendar dates are formatted from their digits.
    expect(formatDate('2026-01-01')).toBe('2026. 01. 01.');
    expect(formatDate('2025-12-31')).toBe('2025. 12. 31.');
  });

  it('given an instant late in the UTC evening, shows the Budapest day (already the next day)', () => {
    expect(formatDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026. 11. 22.');
  });

  it('given empty or unparsable input, returns an empty string or the raw text', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('nodata')).toBe('nodata');
  });
});

describe('formatDateTime', () => {
  it('given a winter instant, shows Budapest time (UTC+1) with a 24-hour clock', () => {
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('2026. 11. 22. 14:05');
    expect(formatDateTime(new Date('2026-11-22T13:05:00Z'))).toBe('2026. 11. 22. 14:05');
  });

  it('given a summer instant, applies daylight saving time (UTC+2)', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2026. 07. 02. 00:30');
  });

  it('given a bare calendar date, shows only the date', () => {
    expect(formatDateTime('2026-11-22')).toBe('2026. 11. 22.');
  });
});

describe('formatMonthYear', () => {
  it('given a year-month, a date or numbers, shows the Hungarian month name', () => {
    expect(formatMonthYear('2026-11')).toBe('2026. november');
    expect(formatMonthYear('2026-02-28')).toBe('2026. február');
    expect(formatMonthYear(2026, 1)).toBe('2026. január');
    expect(formatMonthYear(new Date('2026-10-31T23:30:00Z'))).toBe('2026. november');
  });
});

describe('calendar helpers', () => {
  it('given an impossible date, parseCalendarDate refuses it', () => {
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('2026-2-3')).toBeNull();
    expect(parseCalendarDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('given an instant, toIsoDate gives its Budapest calendar day', () => {
    expect(toIsoDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(toIsoDate(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
  });
});
