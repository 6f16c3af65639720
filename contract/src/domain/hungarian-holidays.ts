// Hungarian public holidays (Munka Törvénykönyve 102. §): the days that are 's' in every
// school calendar, whatever the school decides about breaks.
import { addDaysIso, isoWeekday } from './dates.ts';

export interface Holiday {
  datum: string;
  nev: string;
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Every public holiday of a calendar year, in date order. */
export function hungarianHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (md: string, nev: string): Holiday => ({ datum: `${year}-${md}`, nev });
  const list: Holiday[] = [
    fixed('01-01', 'Újév'),
    fixed('03-15', 'Nemzeti ünnep (március 15.)'),
    { datum: addDaysIso(easter, -2), nev: 'Nagypéntek' },
    { datum: easter, nev: 'Húsvétvasárnap' },
    { datum: addDaysIso(easter, 1), nev: 'Húsvéthétfő' },
    fixed('05-01', 'A munka ünnepe'),
    { datum: addDaysIso(easter, 49), nev: 'Pünkösdvasárnap' },
    { datum: addDaysIso(easter, 50), nev: 'Pünkösdhétfő' },
    fixed('08-20', 'Államalapítás ünnepe'),
    fixed('10-23', 'Nemzeti ünnep (október 23.)'),
    fixed('11-01', 'Mindenszentek'),
    fixed('12-24', 'Szenteste'),
    fixed('12-25', 'Karácsony'),
    fixed('12-26', 'Karácsony másnapja'),
  ];
  return list.sort((x, y) => x.datum.localeCompare(y.datum));
}

/**
 * Bridge days by the usual rule of the yearly decree: a holiday on Tuesday makes the Monday
 * before a rest day, one on Thursday the Friday after; each is worked off on a Saturday (here:
 * the Saturday two weeks before the bridge day). Returns rest days and working Saturdays.
 */
export function bridgeDays(year: number): { restDays: Holiday[]; workingSaturdays: Holiday[] } {
  const holidays = hungarianHolidays(year);
  const isHoliday = new Set(holidays.map((h) => h.datum));
  const restDays: Holiday[] = [];
  const workingSaturdays: Holiday[] = [];
  for (const h of holidays) {
    const wd = isoWeekday(h.datum);
    const bridge = wd === 2 ? addDaysIso(h.datum, -1) : wd === 4 ? addDaysIso(h.datum, 1) : null;
    if (!bridge || isHoliday.has(bridge)) continue;
    restDays.push({ datum: bridge, nev: `Pihenőnap (${h.nev})` });
    const saturday = addDaysIso(bridge, -(isoWeekday(bridge) + 1) - 7);
    workingSaturdays.push({ datum: saturday, nev: `Áthelyezett munkanap (${bridge} helyett)` });
  }
  return { restDays, workingSaturdays };
}
