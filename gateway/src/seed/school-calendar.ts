// The demo school's calendar of one school year, September 1 to June 30 (docs/architecture.md
// "Dates, working days and quotas"): weekends and public holidays 's'; weekdays of the autumn,
// winter and spring breaks and outside the teaching period 'm'; working Saturdays 'm'; every
// other weekday 't'.
// Break dates follow the usual pattern of the Hungarian "tanév rendje" decree; the exact
// dates of a real year come from the decree and are set by the admin (or a CSV import).
import type { DayType } from '@tavollet/contract/codes';
import { addDaysIso, eachDate, isoWeekday } from '@tavollet/contract/domain/dates';
import { bridgeDays, easterSunday, hungarianHolidays } from '@tavollet/contract/domain/hungarian-holidays';

export interface SeedDay {
  datum: string;
  tipus: DayType;
  megjegyzes: string | null;
}

const mondayOf = (iso: string) => addDaysIso(iso, 1 - isoWeekday(iso));

/** First weekday on or after `iso`. */
const weekdayFrom = (iso: string) =>
  isoWeekday(iso) === 6 ? addDaysIso(iso, 2) : isoWeekday(iso) === 7 ? addDaysIso(iso, 1) : iso;

function schoolYearShape(year: number) {
  const easter = easterSunday(year + 1);
  const juneFirstFriday = addDaysIso(`${year + 1}-06-01`, (5 - isoWeekday(`${year + 1}-06-01`) + 7) % 7);
  const jan1 = `${year + 1}-01-01`;
  const firstMondayAfterJan1 = addDaysIso(jan1, 8 - isoWeekday(jan1));
  return {
    firstTeachingDay: weekdayFrom(`${year}-09-01`),
    /** The third Friday of June. */
    lastTeachingDay: addDaysIso(juneFirstFriday, 14),
    breaks: [
      { nev: 'Őszi szünet', from: mondayOf(`${year}-10-30`), to: addDaysIso(mondayOf(`${year}-10-30`), 4) },
      { nev: 'Téli szünet', from: mondayOf(`${year}-12-22`), to: addDaysIso(firstMondayAfterJan1, -1) },
      { nev: 'Tavaszi szünet', from: addDaysIso(easter, -3), to: addDaysIso(easter, 2) },
    ],
    /**
     * Saturdays worked: the decree's bridge days plus, for the demo, one school Saturday in
     * October (a "pályaorientációs nap") so the day type shows up in every demo year.
     */
    workingSaturdays: [
      { datum: addDaysIso(mondayOf(`${year}-10-14`), 5), nev: 'Szombati munkanap (pályaorientációs nap)' },
      ...bridgeDays(year).workingSaturdays.filter((d) => d.datum >= `${year}-09-01`),
      ...bridgeDays(year + 1).workingSaturdays.filter((d) => d.datum <= `${year + 1}-06-30`),
    ],
  };
}

export function schoolYearDays(year: number): SeedDay[] {
  const shape = schoolYearShape(year);
  const special = new Map<string, SeedDay>();
  for (const y of [year, year + 1]) {
    for (const h of hungarianHolidays(y)) special.set(h.datum, { datum: h.datum, tipus: 's', megjegyzes: h.nev });
    for (const r of bridgeDays(y).restDays) special.set(r.datum, { datum: r.datum, tipus: 's', megjegyzes: r.nev });
  }
  for (const s of shape.workingSaturdays) special.set(s.datum, { datum: s.datum, tipus: 'm', megjegyzes: s.nev });
  return eachDate(`${year}-09-01`, `${year + 1}-06-30`).map((datum): SeedDay => {
    const fixed = special.get(datum);
    if (fixed) return fixed;
    if (isoWeekday(datum) >= 6) return { datum, tipus: 's', megjegyzes: null };
    const inBreak = shape.breaks.find((b) => datum >= b.from && datum <= b.to);
    if (inBreak) return { datum, tipus: 'm', megjegyzes: inBreak.nev };
    if (datum < shape.firstTeachingDay || datum > shape.lastTeachingDay) {
      return { datum, tipus: 'm', megjegyzes: 'Tanítási időszakon kívüli munkanap' };
    }
    return { datum, tipus: 't', megjegyzes: null };
  });
}
