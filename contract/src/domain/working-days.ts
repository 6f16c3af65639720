// Working days of a request (docs/architecture.md "Dates, working days and quotas"): its
// dates whose school-calendar type is t or m; a date missing from the calendar counts when it
// is Monday to Friday.
import type { DayType } from '../codes.ts';
import { eachDate, isoWeekday } from './dates.ts';

/** Looks a date up in the school calendar; undefined when the date is not in it. */
export type DayTypeLookup = (iso: string) => DayType | undefined;

export function isWorkingDay(iso: string, dayTypeOf: DayTypeLookup): boolean {
  const type = dayTypeOf(iso);
  if (type === undefined) return isoWeekday(iso) <= 5;
  return type === 't' || type === 'm';
}

export function countWorkingDays(kezdete: string, vege: string, dayTypeOf: DayTypeLookup): number {
  return eachDate(kezdete, vege).filter((d) => isWorkingDay(d, dayTypeOf)).length;
}

/** A lookup over a map of known days (e.g. loaded from the `calendar_days` collection). */
export function lookupFromMap(days: ReadonlyMap<string, DayType>): DayTypeLookup {
  return (iso) => days.get(iso);
}
