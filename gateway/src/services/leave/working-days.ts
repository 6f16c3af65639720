// Working days from the school calendar (docs/architecture.md "Dates, working days and
// quotas"): dates of type t or m count; a date missing from the calendar counts when it is
// Monday to Friday.
import type { DayType } from '@tavollet/contract/codes';
import { countWorkingDays, lookupFromMap } from '@tavollet/contract/domain/working-days';
import { inclusiveDays } from '@tavollet/contract/domain/duration';
import type { Models } from '../../db/models.ts';
import { assertRangeLength } from './request-rules.ts';

/** The working days from `kezdete` to `vege`, both included, by the stored calendar. */
export async function workingDaysBetween(models: Models, kezdete: string, vege: string): Promise<number> {
  const days = await models.CalendarDay.find(
    { datum: { $gte: kezdete, $lte: vege } },
    { datum: 1, tipus: 1, _id: 0 },
  ).lean();
  const map = new Map<string, DayType>(days.map((d) => [d.datum, d.tipus]));
  return countWorkingDays(kezdete, vege, lookupFromMap(map));
}

/** What a range costs (the form's preview): its working days and its inclusive calendar days. */
export async function workingDaysPreview(
  models: Models,
  kezdete: string,
  vege: string,
): Promise<{ munkanapok_szama: number; napok: number }> {
  assertRangeLength(kezdete, vege);
  return { munkanapok_szama: await workingDaysBetween(models, kezdete, vege), napok: inclusiveDays(kezdete, vege) };
}
