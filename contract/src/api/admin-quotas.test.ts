// The admin quota payloads (admin-area.md §4 "Quota edit", §7 "Quotas"): the edit's value rule, the
// bodies' refusals and both answer shapes the spec allows.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_QUOTA_MESSAGES as M,
  GetLeaveQuotasAnswer,
  GetLeaveQuotasBody,
  GetYearsAnswer,
  UpdateLeaveQuotasBody,
  remainingOfRow,
  toQuotaAmount,
} from './admin-quotas.ts';

describe('toQuotaAmount (admin-area.md §4 "Quota edit")', () => {
  it.each([
    [-3, 0],
    [2.7, 2],
    ['abc', 0],
    ['', 0],
    ['  7 ', 7],
    ['1.9', 1],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [true, 0],
    [12, 12],
  ])('%s → %s', (input, output) => {
    expect(toQuotaAmount(input)).toBe(output);
  });
});

describe('bodies', () => {
  it('takes the year as a number or 4-digit text from 2000 to 2099', () => {
    expect(GetLeaveQuotasBody.parse({ year: '2026' })).toEqual({ year: 2026 });
    for (const year of [1999, 2100, 2026.5, '26', null]) {
      const r = GetLeaveQuotasBody.safeParse({ year });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(M.badYear);
    }
  });

  it('applies the value rule to every amount of an edit and keeps only the types sent', () => {
    expect(
      UpdateLeaveQuotasBody.parse({
        ev: 2026,
        oktatasi_azonosito: ' 711 ',
        totals: { rendes_szabadsag: 2.7, halal: -3 },
        used: { rendes_szabadsag: 'abc' },
      }),
    ).toEqual({
      ev: 2026,
      oktatasi_azonosito: '711',
      totals: { rendes_szabadsag: 2, halal: 0 },
      used: { rendes_szabadsag: 0 },
    });
    expect(UpdateLeaveQuotasBody.parse({ ev: 2026, oktatasi_azonosito: '711' })).toMatchObject({
      totals: {},
      used: {},
    });
  });

  it('refuses another type, a value over 366, an empty OM id and unknown fields', () => {
    const base = { ev: 2026, oktatasi_azonosito: '711' };
    expect(UpdateLeaveQuotasBody.safeParse({ ...base, totals: { tappenz: 1 } }).success).toBe(false);
    expect(UpdateLeaveQuotasBody.safeParse({ ...base, used: { halal: 367 } }).error!.issues[0]!.message).toBe(
      M.tooLarge,
    );
    expect(UpdateLeaveQuotasBody.safeParse({ ...base, oktatasi_azonosito: ' ' }).error!.issues[0]!.message).toBe(
      M.omRequired,
    );
    expect(UpdateLeaveQuotasBody.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });
});

describe('answers', () => {
  it('reads the years as an array or data.data, ascending', () => {
    expect(GetYearsAnswer.parse([{ ev: 2027 }, { ev: 2025 }])).toEqual([2025, 2027]);
    expect(GetYearsAnswer.parse({ ok: true, data: { data: [{ ev: 2026 }] } })).toEqual([2026]);
  });

  it('reads the rows as an array or data.data; remaining is total − used, at least 0', () => {
    const row = Object.fromEntries(
      [
        'rendes_szabadsag',
        'gyermek_utan_jaro_potszabadsag',
        'apasagi_szabadsag',
        'szuloi_szabadsag',
        'nagyszuloi_szabadsag',
        'halal',
      ].flatMap((t) => ['keret', 'felhasznalt', 'kerelmezett'].map((k) => [`${t}_${k}`, 0])),
    );
    const full = {
      ...row,
      user_id: 1,
      oktatasi_azonosito: null,
      nev: 'A',
      ev: 2026,
      blocked: false,
      rendes_szabadsag_keret: 5,
      rendes_szabadsag_felhasznalt: 2,
      halal_felhasznalt: 3,
    };
    const [parsed] = GetLeaveQuotasAnswer.parse({ data: { data: [full] } });
    expect(GetLeaveQuotasAnswer.parse([full])).toEqual([parsed]);
    expect(remainingOfRow(parsed!, 'rendes_szabadsag')).toBe(3);
    expect(remainingOfRow(parsed!, 'halal')).toBe(0);
  });
});
