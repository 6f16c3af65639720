// Urgent flag: the start date is 0 to 7 days ahead of today (staff-area.md §4 and §9).
import { daysBetween } from './dates.ts';

export const URGENT_DAYS = 7;

export function isUrgent(kezdete: string, today: string): boolean {
  const ahead = daysBetween(today, kezdete);
  return ahead >= 0 && ahead <= URGENT_DAYS;
}
