// Scheduled send times are Budapest wall-clock times: the same local hour across both DST
// switch-overs of 2027 (28 March, 31 October), every chosen weekday, the month's last day for a day
// past its end, every-6-hours at 0, 6, 12, 18 local.
import { describe, expect, it } from 'vitest';
import { nextRunAfter, type ScheduleTimingInput } from '../../src/mail/schedule-time.ts';

const t = (p: Partial<ScheduleTimingInput>): ScheduleTimingInput => ({
  gyakorisag: 'napi',
  kuldes_idopont: '08:00:00',
  weekdays: [],
  honap_napja: null,
  honap_szama: null,
  ...p,
});
const next = (p: Partial<ScheduleTimingInput>, after: string) => nextRunAfter(t(p), new Date(after))?.toISOString();

/** Every send in a row starting after `after`. */
function series(p: Partial<ScheduleTimingInput>, after: string, n: number): string[] {
  const out: string[] = [];
  let at = new Date(after);
  for (let i = 0; i < n; i++) {
    at = nextRunAfter(t(p), at)!;
    out.push(at.toISOString());
  }
  return out;
}

describe('next send time in Europe/Budapest', () => {
  it('daily 08:00 stays 08:00 local across the spring switch-over (07:00Z, then 06:00Z)', () => {
    expect(series({}, '2027-03-26T12:00:00Z', 3)).toEqual([
      '2027-03-27T07:00:00.000Z',
      '2027-03-28T06:00:00.000Z',
      '2027-03-29T06:00:00.000Z',
    ]);
  });

  it('daily 08:00 stays 08:00 local across the autumn switch-over (06:00Z, then 07:00Z)', () => {
    expect(series({}, '2027-10-30T00:00:00Z', 3)).toEqual([
      '2027-10-30T06:00:00.000Z',
      '2027-10-31T07:00:00.000Z',
      '2027-11-01T07:00:00.000Z',
    ]);
  });

  it('a time skipped by the spring switch-over goes out an hour later; a doubled one goes out once', () => {
    expect(series({ kuldes_idopont: '02:30:00' }, '2027-03-27T12:00:00Z', 2)).toEqual([
      '2027-03-28T01:30:00.000Z', // 03:30 CEST
      '2027-03-29T00:30:00.000Z', // 02:30 CEST
    ]);
    expect(series({ kuldes_idopont: '02:30:00' }, '2027-10-30T12:00:00Z', 2)).toEqual([
      '2027-10-31T01:30:00.000Z', // 02:30 CET, once
      '2027-11-01T01:30:00.000Z',
    ]);
  });

  it('every 6 hours: 0:00, 6:00, 12:00, 18:00 local, also on the switch-over day', () => {
    expect(series({ gyakorisag: '6ora', kuldes_idopont: null }, '2027-03-27T17:30:00Z', 5)).toEqual([
      '2027-03-27T23:00:00.000Z', // 28 March 0:00 CET
      '2027-03-28T04:00:00.000Z', // 6:00 CEST
      '2027-03-28T10:00:00.000Z',
      '2027-03-28T16:00:00.000Z',
      '2027-03-28T22:00:00.000Z',
    ]);
  });

  it('weekly: every chosen weekday, in order', () => {
    // 2027-03-22 is a Monday.
    expect(series({ gyakorisag: 'heti', weekdays: [1, 3, 7] }, '2027-03-22T00:00:00Z', 4)).toEqual([
      '2027-03-22T07:00:00.000Z',
      '2027-03-24T07:00:00.000Z',
      '2027-03-28T06:00:00.000Z', // Sunday, after the switch-over
      '2027-03-29T06:00:00.000Z',
    ]);
    expect(next({ gyakorisag: 'heti', weekdays: [] }, '2027-03-23T00:00:00Z')).toBe('2027-03-29T06:00:00.000Z');
  });

  it('monthly on the 31st goes out on the last day of a shorter month; yearly 29 February on the 28th', () => {
    expect(series({ gyakorisag: 'havi', honap_napja: 31 }, '2027-01-31T12:00:00Z', 3)).toEqual([
      '2027-02-28T07:00:00.000Z',
      '2027-03-31T06:00:00.000Z',
      '2027-04-30T06:00:00.000Z',
    ]);
    expect(series({ gyakorisag: 'evi', honap_szama: 2, honap_napja: 29 }, '2027-01-01T00:00:00Z', 2)).toEqual([
      '2027-02-28T07:00:00.000Z',
      '2028-02-29T07:00:00.000Z',
    ]);
    expect(next({ gyakorisag: 'evi', honap_szama: 3, honap_napja: 15 }, '2027-03-15T07:00:00Z')).toBe(
      '2028-03-15T07:00:00.000Z',
    );
  });
});
