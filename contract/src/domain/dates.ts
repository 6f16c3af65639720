// Calendar dates as `YYYY-MM-DD` strings in Europe/Budapest
// (docs/architecture.md "Dates, working days and quotas"). Arithmetic goes through date-fns on
// local midnights, which is exact for whole days whatever the machine's time zone.
import { addDays, differenceInCalendarDays, lightFormat } from 'date-fns';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The local midnight of a YYYY-MM-DD date, or null when no such day exists (2027-02-30). One fixed
 * pattern needs no format parser: date-fns' `parse`/`format` would add ~9 KB gzip to every app
 * that reads a date.
 */
function localMidnight(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, m - 1, d); // setFullYear keeps years below 100 as written
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/** True for a real calendar date written as YYYY-MM-DD (2027-02-30 is false). */
export function isIsoDate(value: string): boolean {
  return localMidnight(value) !== null;
}

export function toDate(iso: string): Date {
  const date = localMidnight(iso);
  if (!date) throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  return date;
}

export function toIso(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

export function addDaysIso(iso: string, days: number): string {
  return toIso(addDays(toDate(iso), days));
}

/** A YYYY-MM-DD date as Hungarian text is written (the screens' format): `2026-11-22` → `2026. 11. 22.`. */
export const huDate = (iso: string): string => `${iso.slice(0, 4)}. ${iso.slice(5, 7)}. ${iso.slice(8, 10)}.`;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDate(from: string, to: string): string[] {
  const out: string[] = [];
  const n = daysBetween(from, to);
  const start = toDate(from);
  for (let i = 0; i <= n; i++) out.push(toIso(addDays(start, i)));
  return out;
}

/** ISO weekday: 1 = Monday … 7 = Sunday (admin-area.md §3 numbering). */
export function isoWeekday(iso: string): number {
  const d = toDate(iso).getDay();
  return d === 0 ? 7 : d;
}
