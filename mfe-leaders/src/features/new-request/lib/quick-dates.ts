// The form's quick buttons (staff-area.md §2 "The deputy new-request form"): Ma, Holnap and
// Jövő hét (H–P), i.e. Monday to Friday of the week after Budapest's today.
import { addDaysIso, isoWeekday } from '@tavollet/contract/domain/dates';

export const QUICK_RANGES = ['today', 'tomorrow', 'nextWeek'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export function quickRange(kind: QuickRange, today: string): { mettol: string; meddig: string } {
  if (kind === 'today') return { mettol: today, meddig: today };
  if (kind === 'tomorrow') {
    const tomorrow = addDaysIso(today, 1);
    return { mettol: tomorrow, meddig: tomorrow };
  }
  const monday = addDaysIso(today, 8 - isoWeekday(today));
  return { mettol: monday, meddig: addDaysIso(monday, 4) };
}
