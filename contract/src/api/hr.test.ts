import { describe, expect, it } from 'vitest';
import { HR_MESSAGES as M, HrFilterQuery, HrListQuery, hrCsvFileName } from './hr.ts';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('HrListQuery', () => {
  it('given nothing, means every row, newest created first, the first page of 50', () => {
    expect(HrListQuery.parse({})).toEqual({ rendezes: 'letrehozva', irany: 'csokkeno', oldal: 1, meret: 50 });
  });

  it('given sets as lists or repeated parameters, keeps the known codes in their canonical order; empty = none', () => {
    const q = HrListQuery.parse({ statusz: 'visszavonva, benyujtva', tipus: ['tappenz', 'rendes_szabadsag'] });
    expect(q.statusz).toEqual(['benyujtva', 'visszavonva']);
    expect(q.tipus).toEqual(['rendes_szabadsag', 'tappenz']);
    expect(HrListQuery.parse({ statusz: '' }).statusz).toEqual([]);
  });

  it('given bad values, answers the Hungarian messages', () => {
    expect(first(HrListQuery.safeParse({ statusz: 'piszkozat' }))).toBe(M.unknownStatus);
    expect(first(HrListQuery.safeParse({ tipus: 'annual' }))).toBe(M.unknownType);
    expect(first(HrListQuery.safeParse({ vege_tol: '2026-13-01' }))).toBe(M.invalidDate);
    expect(first(HrListQuery.safeParse({ meret: '500' }))).toBe(M.badPageSize);
    expect(first(HrListQuery.safeParse({ oldal: '0' }))).toBe(M.badPage);
    expect(first(HrListQuery.safeParse({ letrehozva_tol: '2026-02-02', letrehozva_ig: '2026-02-01' }))).toBe(
      M.range.letrehozva,
    );
  });

  it('treats an empty date as no date, and a range of one day as valid', () => {
    expect(HrFilterQuery.parse({ kezdete_tol: '', kezdete_ig: '2026-01-01' }).kezdete_tol).toBeUndefined();
    expect(HrFilterQuery.safeParse({ vege_tol: '2026-01-01', vege_ig: '2026-01-01' }).success).toBe(true);
  });

  it('names the file by the Budapest date', () => {
    expect(hrCsvFileName('2026-11-22')).toBe('szabadsagok_2026-11-22.csv');
  });
});
