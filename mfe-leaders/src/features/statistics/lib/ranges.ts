// The periods of "Ki van távol?" (docs/architecture.md "Statistics"): a day, a Monday-to-Sunday
// week or a calendar month around an anchor date, and the step to the previous or next one.
// Dates are Budapest calendar dates, `YYYY-MM-DD` (contract/src/domain/dates.ts).
import { addDaysIso, isoWeekday } from '@tavollet/contract/domain/dates';

export const VIEWS = ['day', 'week', 'month'] as const;
export type AbsenceView = (typeof VIEWS)[number];

export interface DateRange {
  from: string;
  to: string;
}

/** The last day of the month of `iso`. */
export function monthEnd(iso: string): string {
  const [y, m] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDaysIso(next, -1);
}

export function rangeOf(view: AbsenceView, anchor: string): DateRange {
  if (view === 'day') return { from: anchor, to: anchor };
  if (view === 'week') {
    const from = addDaysIso(anchor, 1 - isoWeekday(anchor));
    return { from, to: addDaysIso(from, 6) };
  }
  const from = `${anchor.slice(0, 7)}-01`;
  return { from, to: monthEnd(from) };
}

/** The anchor of the previous (`-1`) or next (`1`) period. */
export function shiftAnchor(view: AbsenceView, anchor: string, step: 1 | -1): string {
  if (view === 'day') return addDaysIso(anchor, step);
  if (view === 'week') return addDaysIso(anchor, 7 * step);
  const { from, to } = rangeOf('month', anchor);
  return step === 1 ? addDaysIso(to, 1) : `${addDaysIso(from, -1).slice(0, 7)}-01`;
}

/**
 * The days of a month as the rows of a Monday-first calendar: `null` fills the cells before the
 * first day and after the last, so every row has seven cells.
 */
export function calendarWeeks<T extends { datum: string }>(days: readonly T[]): (T | null)[][] {
  if (days.length === 0) return [];
  const cells: (T | null)[] = [...Array<null>(isoWeekday(days[0]!.datum) - 1).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (T | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
