// Shared parts of the leaders' statistics (docs/architecture.md "Statistics"): the school-calendar
// day of every date of a range, the school year a chart covers, and the filter that finds the
// requests overlapping a range through the `{ ev, user }` index (a request never crosses New Year,
// so `ev` is the year of both its days).
import type { DayType } from '@tavollet/contract/codes';
import type { SchoolYear } from '@tavollet/contract/api/leaders-statistics';
import { schoolYearOf } from '@tavollet/contract/domain/budapest-today';
import { eachDate, isoWeekday } from '@tavollet/contract/domain/dates';
import type { Models } from '../../db/models.ts';
import { yearOf } from '../leave/request-rules.ts';

export interface CalendarDate {
  datum: string;
  tipus: DayType;
  munkanap: boolean;
  hetvege: boolean;
  megjegyzes: string | null;
}

/**
 * Every date from `from` to `to` with its calendar type; a date missing from the calendar is a
 * working day Monday to Friday (docs/architecture.md "Dates, working days and quotas").
 */
export async function calendarDates(models: Models, from: string, to: string): Promise<CalendarDate[]> {
  const stored = await models.CalendarDay.find(
    { datum: { $gte: from, $lte: to } },
    { datum: 1, tipus: 1, megjegyzes: 1, _id: 0 },
  ).lean();
  const byDate = new Map(stored.map((d) => [d.datum, d]));
  return eachDate(from, to).map((datum) => {
    const hetvege = isoWeekday(datum) >= 6;
    const day = byDate.get(datum);
    const tipus: DayType = day?.tipus ?? (hetvege ? 's' : 't');
    return { datum, tipus, munkanap: tipus !== 's', hetvege, megjegyzes: day?.megjegyzes ?? null };
  });
}

/**
 * The school year of the charts: September 1 to August 31, so the summer's leave counts with the
 * year it closes. `tanev` = its first year.
 */
export function schoolYear(today: string, tanev?: number): SchoolYear {
  const y = tanev ?? schoolYearOf(today);
  return { tanev: y, kezdete: `${y}-09-01`, vege: `${y + 1}-08-31` };
}

/** Requests with one of `statuses` overlapping `from`…`to` (both included). */
export function overlapping(from: string, to: string, statuses: readonly string[]) {
  const years: number[] = [];
  for (let y = yearOf(from); y <= yearOf(to); y++) years.push(y);
  return {
    ev: { $in: years },
    statusz_kod: { $in: [...statuses] },
    kezdete: { $lte: to },
    vege: { $gte: from },
  };
}
