// Hungarian date formatting, the same on the screens and in the gateway's mails. Two kinds of
// values are shown:
// - calendar dates `YYYY-MM-DD` (leave days, school calendar): a day, not an instant. They are
//   formatted from their digits (through UTC) so no time zone can move them to another day;
// - instants (Date or ISO date-time strings: created, decided): shown in Europe/Budapest, the
//   school's time zone (docs/architecture.md "Dates, working days and quotas"), whatever the
//   browser's zone is.

const TIME_ZONE = 'Europe/Budapest';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/**
 * A format made at its first use, not when the module loads: each `Intl.DateTimeFormat` costs a
 * few milliseconds of the page's main thread (locale and time-zone data), and a first screen
 * that shows no date should not pay for five (docs/architecture.md "Static hosting and caching").
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

const calendarDateFormat = lazyFormat('hu-HU', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
const instantDateFormat = lazyFormat('hu-HU', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const instantDateTimeFormat = lazyFormat('hu-HU', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const monthYearFormat = lazyFormat('hu-HU', { timeZone: 'UTC', year: 'numeric', month: 'long' });
const isoDayFormat = lazyFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export type DateInput = Date | string | null | undefined;

/** Parses `YYYY-MM-DD` into a UTC-midnight Date, or null when it is not a real calendar date. */
export function parseCalendarDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date;
}

function toInstant(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `'2026-11-22'` -> `'2026. 11. 22.'`. A Date or ISO date-time is shown as its Budapest day.
 * Empty input gives `''`; an unparsable string is returned unchanged so bad data stays visible.
 */
export function formatDate(value: DateInput): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const calendar = parseCalendarDate(value);
    if (calendar) return calendarDateFormat().format(calendar);
  }
  const instant = toInstant(value);
  if (instant) return instantDateFormat().format(instant);
  return typeof value === 'string' ? value : '';
}

/** An instant in Budapest time: `'2026. 11. 22. 14:05'`. A bare calendar date gets no time. */
export function formatDateTime(value: DateInput): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return formatDate(value);
  const instant = toInstant(value);
  if (instant) return instantDateTimeFormat().format(instant);
  return typeof value === 'string' ? value : '';
}

/**
 * Month heading of a calendar: `'2026-11'`, `'2026-11-22'`, or (year, month 1-12) ->
 * `'2026. november'`. A Date is read as its Budapest month.
 */
export function formatMonthYear(value: Date | string | number, month?: number): string {
  let year: number;
  let monthIndex: number;
  if (typeof value === 'number') {
    year = value;
    monthIndex = (month ?? 1) - 1;
  } else if (value instanceof Date) {
    const [y, m] = toIsoDate(value).split('-').map(Number) as [number, number];
    year = y;
    monthIndex = m - 1;
  } else {
    const match = YEAR_MONTH.exec(value) ?? CALENDAR_DATE.exec(value);
    if (!match) return value;
    year = Number(match[1]);
    monthIndex = Number(match[2]) - 1;
  }
  return monthYearFormat().format(new Date(Date.UTC(year, monthIndex, 1)));
}

/** The Budapest calendar day of an instant as `YYYY-MM-DD` (default: now, i.e. "today"). */
export function toIsoDate(instant: Date = new Date()): string {
  return isoDayFormat().format(instant);
}
