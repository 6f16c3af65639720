// Duration of a request in calendar days, both ends included (staff-area.md §9, CSV column
// "Időtartam (nap)").
import { daysBetween } from './dates.ts';

export function inclusiveDays(kezdete: string, vege: string): number {
  const n = daysBetween(kezdete, vege);
  return n < 0 ? 0 : n + 1;
}
