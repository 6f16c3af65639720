// "Today" is Budapest's today (docs/architecture.md "Dates, working days and quotas"), whatever
// the server's zone.
// Made at the first call: a page that loads this module without asking for today does not pay
// for an Intl format on its first screen.
let format: Intl.DateTimeFormat | undefined;
const FORMAT = () =>
  (format ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Budapest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** The last answer and its minute: Budapest's date only changes on a whole minute (its offsets are whole hours). */
let last = { minute: Number.NaN, day: '' };

/** The calendar date in Europe/Budapest at `now`, as YYYY-MM-DD. */
export function budapestToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== last.minute) last = { minute, day: FORMAT().format(now) };
  return last.day;
}

/**
 * The school year containing a date: September … June (and the summer belongs to the
 * year that starts in September). Returns the first calendar year, e.g. 2026 for 2026/27.
 */
export function schoolYearOf(iso: string): number {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return month >= 9 ? year : year - 1;
}
