// GET /api/leaders/stats/monthly: approved absence working days per month of the school year, by
// leave type (docs/architecture.md "Statistics"). Each date of a request is counted in its own
// month when the calendar makes it a working day today, so a request across a month end splits.
import type { MonthRow, MonthlyAnswer } from '@tavollet/contract/api/leaders-statistics';
import type { LeaveType } from '@tavollet/contract/codes';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import type { Models } from '../../db/models.ts';
import { calendarDates, overlapping, schoolYear } from './statistics-calendar.ts';

/** The twelve `YYYY-MM` of the school year starting in September of `tanev`. */
function monthsOf(tanev: number): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const m = ((8 + i) % 12) + 1;
    const y = i < 4 ? tanev : tanev + 1;
    return `${y}-${String(m).padStart(2, '0')}`;
  });
}

export async function monthlyAbsences(
  models: Models,
  input: { today: string; tanev?: number },
): Promise<MonthlyAnswer> {
  const year = schoolYear(input.today, input.tanev);
  const rows = await models.LeaveRequest.aggregate<{ tipus_kod: LeaveType; kezdete: string; vege: string }>([
    { $match: overlapping(year.kezdete, year.vege, ['jovahagyva']) },
    { $project: { _id: 0, tipus_kod: 1, kezdete: 1, vege: 1 } },
  ]);
  const workingDay = new Set(
    (await calendarDates(models, year.kezdete, year.vege)).filter((d) => d.munkanap).map((d) => d.datum),
  );
  const months = new Map<string, MonthRow>(
    monthsOf(year.tanev).map((honap) => [honap, { honap, tipusok: {}, osszesen: 0 }]),
  );
  for (const r of rows) {
    const last = r.vege < year.vege ? r.vege : year.vege;
    for (let d = r.kezdete < year.kezdete ? year.kezdete : r.kezdete; d <= last; d = addDaysIso(d, 1)) {
      if (!workingDay.has(d)) continue;
      const month = months.get(d.slice(0, 7))!;
      month.tipusok[r.tipus_kod] = (month.tipusok[r.tipus_kod] ?? 0) + 1;
      month.osszesen++;
    }
  }
  return { ok: true, tanev: year, honapok: [...months.values()] };
}
