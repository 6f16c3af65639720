// When a scheduled e-mail goes out next (admin-area.md §3 "Frequencies", §5 "Schedule", §9). Every
// time is a wall-clock time in Europe/Budapest whatever the server's zone, so "naponta 08:00" is
// 08:00 in winter and in summer:
// - a time that does not exist on the spring-forward day (02:00–02:59) goes out one hour later
//   (e.g. 02:30 → 03:30 CEST);
// - a time that happens twice on the fall-back day goes out once (at its later occurrence);
// - every-6-hours goes out at 0:00, 6:00, 12:00 and 18:00 local time;
// - weekly goes out on every chosen weekday;
// - a day of the month past the month's end (31 in April, 29 February in a common year) goes out
//   on the month's last day.

const SCHEDULE_ZONE = 'Europe/Budapest';

export interface ScheduleTimingInput {
  gyakorisag: '6ora' | 'napi' | 'heti' | 'havi' | 'evi';
  /** HH:MM or HH:MM:SS; ignored for every-6-hours. */
  kuldes_idopont: string | null;
  /** 1 (Monday) … 7 (Sunday); weekly only. */
  weekdays: readonly number[];
  honap_napja: number | null;
  honap_szama: number | null;
}

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: SCHEDULE_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface Wall {
  y: number;
  m: number;
  d: number;
  hh: number;
  mm: number;
}

/** Budapest's wall clock at an instant. */
function budapestWall(at: Date): Wall & { ss: number } {
  const p = Object.fromEntries(PARTS.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return { y: p.year!, m: p.month!, d: p.day!, hh: p.hour! % 24, mm: p.minute!, ss: p.second! };
}

/** Budapest's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function offsetAt(ms: number): number {
  const w = budapestWall(new Date(ms));
  return Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm, w.ss) - Math.floor(ms / 1000) * 1000;
}

/** The instant of a Budapest wall-clock time (a skipped time moves forward by the gap). */
function fromBudapestWall(w: Wall): Date {
  const local = Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm);
  return new Date(local - offsetAt(local - offsetAt(local)));
}

const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();
const isoWeekdayOf = (y: number, m: number, d: number): number => {
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return wd === 0 ? 7 : wd;
};

function parseTime(time: string | null): { hh: number; mm: number } {
  const m = /^(\d{2}):(\d{2})/.exec(time ?? '');
  return m ? { hh: Number(m[1]), mm: Number(m[2]) } : { hh: 8, mm: 0 };
}

/** The send times of one Budapest calendar day, in order (none on most days of a monthly one). */
function timesOn(t: ScheduleTimingInput, y: number, m: number, d: number): { hh: number; mm: number }[] {
  const at = parseTime(t.kuldes_idopont);
  const clampDay = (day: number | null) => Math.min(day ?? 1, daysInMonth(y, m));
  switch (t.gyakorisag) {
    case '6ora':
      return [0, 6, 12, 18].map((hh) => ({ hh, mm: 0 }));
    case 'napi':
      return [at];
    case 'heti':
      return (t.weekdays.length ? t.weekdays : [1]).includes(isoWeekdayOf(y, m, d)) ? [at] : [];
    case 'havi':
      return d === clampDay(t.honap_napja) ? [at] : [];
    case 'evi':
      return m === (t.honap_szama ?? 1) && d === clampDay(t.honap_napja) ? [at] : [];
  }
}

/** The first send time strictly after `after` (within the next five years; null if none). */
export function nextRunAfter(t: ScheduleTimingInput, after: Date): Date | null {
  const start = budapestWall(after);
  // Walk Budapest calendar days from the day of `after` (a leap day is at most 4 years away).
  for (let i = 0; i < 5 * 366 + 1; i++) {
    const day = new Date(Date.UTC(start.y, start.m - 1, start.d + i));
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    for (const { hh, mm } of timesOn(t, y, m, d)) {
      const at = fromBudapestWall({ y, m, d, hh, mm });
      if (at.getTime() > after.getTime()) return at;
    }
  }
  return null;
}
