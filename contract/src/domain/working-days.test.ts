import { describe, expect, it } from 'vitest';
import type { DayType } from '../codes.ts';
import { countWorkingDays, lookupFromMap } from './working-days.ts';
import { bridgeDays, easterSunday, hungarianHolidays } from './hungarian-holidays.ts';

describe('countWorkingDays', () => {
  it('counts t and m days of the calendar and skips s days', () => {
    const cal = new Map<string, DayType>([
      ['2026-10-22', 't'],
      ['2026-10-23', 's'],
      ['2026-10-24', 'm'],
      ['2026-10-25', 's'],
      ['2026-10-26', 'm'],
    ]);
    expect(countWorkingDays('2026-10-22', '2026-10-26', lookupFromMap(cal))).toBe(3);
  });
  it('counts a date missing from the calendar only from Monday to Friday', () => {
    const empty = lookupFromMap(new Map());
    expect(countWorkingDays('2026-11-20', '2026-11-23', empty)).toBe(2);
    expect(countWorkingDays('2026-11-23', '2026-11-22', empty)).toBe(0);
  });
});

describe('Hungarian holidays', () => {
  it('computes Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2028)).toBe('2028-04-16');
  });
  it('lists the movable feasts from Easter', () => {
    const dates = hungarianHolidays(2027).map((h) => h.datum);
    expect(dates).toContain('2027-03-26'); // Nagypéntek
    expect(dates).toContain('2027-03-29'); // Húsvéthétfő
    expect(dates).toContain('2027-05-17'); // Pünkösdhétfő
    expect(dates).toHaveLength(14);
  });
  it('bridges a Tuesday holiday with the Monday and a Saturday two weeks before', () => {
    // 2024-10-23 was a Wednesday, 2029-10-23 is a Tuesday.
    const { restDays, workingSaturdays } = bridgeDays(2029);
    expect(restDays.map((d) => d.datum)).toContain('2029-10-22');
    expect(workingSaturdays.map((d) => d.datum)).toContain('2029-10-13');
  });
});

describe('approval routing', async () => {
  const { approverFor } = await import('./approval-routing.ts');
  it('sends regular and child-extra leave to the deputy, everything else to the principal', () => {
    expect(approverFor('rendes_szabadsag')).toBe('igazgatohelyettes');
    expect(approverFor('gyermek_utan_jaro_potszabadsag')).toBe('igazgatohelyettes');
    expect(approverFor('szuloi_szabadsag')).toBe('igazgato');
    expect(approverFor('tappenz')).toBe('igazgato');
    expect(approverFor('rendes_szabadsag', { rendes_szabadsag: 'igazgato' })).toBe('igazgato');
  });
});
