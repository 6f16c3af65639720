// The month calendar's arithmetic (admin-area.md §2 "/admin/tanev-napok", §9: weeks from Monday,
// dates 1900-01-01 … 2099-12-31): the weeks of a month, moving a month, and where an arrow key,
// Home/End or PageUp/PageDown takes the focused day.
import { addDaysIso, isoWeekday } from '@tavollet/contract/domain/dates';
import { FIRST_DAY, LAST_DAY } from '@tavollet/contract/domain/day-csv';

export interface Month {
  ev: number;
  /** 1–12 */
  honap: number;
}

export const FIRST_YEAR = Number(FIRST_DAY.slice(0, 4));
export const LAST_YEAR = Number(LAST_DAY.slice(0, 4));

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (ev: number, honap: number, nap: number) => `${ev}-${pad(honap)}-${pad(nap)}`;
export const monthOf = (datum: string): Month => ({ ev: Number(datum.slice(0, 4)), honap: Number(datum.slice(5, 7)) });
export const sameMonth = (a: Month, b: Month) => a.ev === b.ev && a.honap === b.honap;

function daysInMonth(ev: number, honap: number): number {
  return new Date(Date.UTC(ev, honap, 0)).getUTCDate();
}

/** The month `delta` months away, kept within 1900-01 … 2099-12. */
export function shiftMonth(m: Month, delta: number): Month {
  const index = Math.min(Math.max(m.ev * 12 + m.honap - 1 + delta, FIRST_YEAR * 12), LAST_YEAR * 12 + 11);
  return { ev: Math.floor(index / 12), honap: (index % 12) + 1 };
}

const clampDay = (datum: string) => (datum < FIRST_DAY ? FIRST_DAY : datum > LAST_DAY ? LAST_DAY : datum);

/** The weeks of a month, Monday first; null stands for a cell of another month. */
export function monthWeeks(m: Month): (string | null)[][] {
  const first = isoOf(m.ev, m.honap, 1);
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  const count = daysInMonth(m.ev, m.honap);
  for (let d = 1; d <= count; d++) cells.push(isoOf(m.ev, m.honap, d));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The same day number in the month `delta` months away (the 31st becomes that month's last day). */
function sameDayIn(datum: string, delta: number): string {
  const target = shiftMonth(monthOf(datum), delta);
  const nap = Math.min(Number(datum.slice(8, 10)), daysInMonth(target.ev, target.honap));
  return isoOf(target.ev, target.honap, nap);
}

/**
 * Where a key moves the focused day (the WAI-ARIA date grid): arrows a day or a week, Home/End the
 * week's Monday/Sunday, PageUp/PageDown a month (with Shift a year). Null for any other key.
 */
export function moveFocus(datum: string, key: string, shift = false): string | null {
  const wd = isoWeekday(datum);
  const to: Record<string, () => string> = {
    ArrowLeft: () => addDaysIso(datum, -1),
    ArrowRight: () => addDaysIso(datum, 1),
    ArrowUp: () => addDaysIso(datum, -7),
    ArrowDown: () => addDaysIso(datum, 7),
    Home: () => addDaysIso(datum, 1 - wd),
    End: () => addDaysIso(datum, 7 - wd),
    PageUp: () => sameDayIn(datum, shift ? -12 : -1),
    PageDown: () => sameDayIn(datum, shift ? 12 : 1),
  };
  const next = to[key];
  return next ? clampDay(next()) : null;
}

/** The day to focus when the month changes: the same day number, else the month's last day. */
export function focusInMonth(datum: string, m: Month): string {
  const nap = Math.min(Number(datum.slice(8, 10)), daysInMonth(m.ev, m.honap));
  return isoOf(m.ev, m.honap, nap);
}
