// The "Küldés" column of the schedule table (admin-area.md §2 "/admin/email" "Schedule
// summaries"): daily "naponta 08:00"; weekly "hetente H, Sze 08:00"; monthly "havonta 5. nap
// 08:00"; yearly "évente március 15. 08:00"; every-6-hours "6 óránként". Weekdays are numbered
// 1 (Monday) to 7 (Sunday) (admin-area.md §3 "Frequencies").
import type { ScreenFrequency } from '../api/admin-email.ts';

export interface ScheduleTiming {
  frequency: ScreenFrequency;
  /** HH:MM or HH:MM:SS; null for every-6-hours. */
  time: string | null;
  weekdays?: readonly number[];
  dayOfMonth?: number | null;
  month?: number | null;
}

/** H, K, Sze, Cs, P, Szo, V for 1 (Monday) to 7 (Sunday). */
export const WEEKDAY_ABBREVIATIONS = ['H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V'] as const;

export const HUNGARIAN_MONTHS = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
] as const;

/** The default send time (admin-area.md §9). */
export const DEFAULT_SEND_TIME = '08:00';

/** `08:00:00` → `08:00`; anything unreadable → the default. */
export function shortTime(time: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(time ?? '');
  return m ? `${m[1]}:${m[2]}` : DEFAULT_SEND_TIME;
}

/** The month's Hungarian name (1 = január), or null outside 1–12. */
export function monthName(month: number | null | undefined): string | null {
  return month && month >= 1 && month <= 12 ? HUNGARIAN_MONTHS[month - 1]! : null;
}

/** Chosen weekdays, each once, in week order; none means Monday (admin-area.md §5 "Schedule"). */
export function normaliseWeekdays(days: readonly number[] | null | undefined): number[] {
  const valid = [...new Set(days ?? [])].filter((d) => Number.isInteger(d) && d >= 1 && d <= 7).sort((a, b) => a - b);
  return valid.length ? valid : [1];
}

export function scheduleSummary(t: ScheduleTiming): string {
  const time = shortTime(t.time);
  switch (t.frequency) {
    case 'every6h':
      return '6 óránként';
    case 'daily':
      return `naponta ${time}`;
    case 'weekly':
      return `hetente ${normaliseWeekdays(t.weekdays)
        .map((d) => WEEKDAY_ABBREVIATIONS[d - 1])
        .join(', ')} ${time}`;
    case 'monthly':
      return `havonta ${t.dayOfMonth ?? 1}. nap ${time}`;
    case 'yearly':
      return `évente ${monthName(t.month ?? 1)} ${t.dayOfMonth ?? 1}. ${time}`;
  }
}
