import { describe, expect, it } from 'vitest';
import { teacherData } from '../../../../test/fixtures.ts';
import { quotaRows } from '../quota-rows.ts';

describe('quotaRows (staff-area.md §3 "Quota row")', () => {
  it('given quotas, lists only the quota types whose keret + felhasznált + kérelmezett is above 0, in the spec order', () => {
    const keretek = {
      ...teacherData().szabadsagKeretek,
      gyermek_utan_jaro_potszabadsag_keret: 0,
      gyermek_utan_jaro_potszabadsag_felhasznalt: 0,
      gyermek_utan_jaro_potszabadsag_kerelmezett: 1,
      nagyszuloi_szabadsag_felhasznalt: 1,
    };
    expect(quotaRows(keretek)).toEqual([
      { tipus: 'rendes_szabadsag', keret: 46, felhasznalt: 20, kerelmezett: 2 },
      { tipus: 'gyermek_utan_jaro_potszabadsag', keret: 0, felhasznalt: 0, kerelmezett: 1 },
      { tipus: 'nagyszuloi_szabadsag', keret: 0, felhasznalt: 1, kerelmezett: 0 },
      { tipus: 'halal', keret: 2, felhasznalt: 0, kerelmezett: 0 },
    ]);
  });

  it('given all zeros, gives no rows', () => {
    const zeros = Object.fromEntries(Object.keys(teacherData().szabadsagKeretek).map((k) => [k, 0]));
    expect(quotaRows(zeros as ReturnType<typeof teacherData>['szabadsagKeretek'])).toEqual([]);
  });
});
