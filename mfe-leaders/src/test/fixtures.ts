// Sample answers shaped by the contract's schemas (tests only).
import type { DetailsAnswer, PendingRow, TeacherOption } from '@tavollet/contract/api/leaders';

export function pendingRow(overrides: Partial<PendingRow> & Pick<PendingRow, 'kerelem_id'>): PendingRow {
  return {
    nev: 'Kovács Anna',
    felhasznalonev: 'kovacs.anna',
    om: '71234567890',
    keres_datum: '2026-11-10T09:00:00.000Z',
    tipus: 'rendes_szabadsag',
    kezdete: '2026-12-01',
    vege: '2026-12-02',
    munkanapok_szama: 2,
    megjegyzes: null,
    statusz_kod: 'jovahagyasra_var',
    stage: 'vegso',
    surgos: false,
    maradek: 20,
    letrehozo_nev: null,
    ...overrides,
  };
}

export function detailsAnswer(request: PendingRow, overrides: Partial<DetailsAnswer> = {}): DetailsAnswer {
  return {
    ok: true,
    request,
    history: [
      { statusz_kod: 'piszkozat', at: '2026-11-09T10:00:00.000Z', by_nev: request.nev, megjegyzes: null },
      { statusz_kod: 'jovahagyasra_var', at: request.keres_datum, by_nev: request.nev, megjegyzes: null },
    ],
    others: [
      {
        kerelem_id: 900,
        tipus: 'tappenz',
        kezdete: '2026-03-02',
        vege: '2026-03-04',
        munkanapok_szama: 3,
        statusz_kod: 'jovahagyva',
      },
    ],
    ...overrides,
  };
}

export const teachers: TeacherOption[] = [
  { user_id: 11, nev: 'Kovács Anna', om: '71234567890' },
  { user_id: 12, nev: 'Horváth Zoltán', om: null },
  { user_id: 13, nev: 'Kiss Gábor', om: '73456789012' },
];
