// Sample answers shaped by the contract's schemas (tests only).
import type { HistoryRow, TeacherData } from '@tavollet/contract/api/teacher';
import { QUOTA_TYPES, LEAVE_TYPES } from '@tavollet/contract/codes';

export function teacherData(overrides: Partial<TeacherData> = {}): TeacherData {
  const keretek = Object.fromEntries(
    QUOTA_TYPES.flatMap((t) => [
      [`${t}_keret`, 0],
      [`${t}_felhasznalt`, 0],
      [`${t}_kerelmezett`, 0],
    ]),
  ) as TeacherData['szabadsagKeretek'];
  return {
    ev: 2026,
    szabadsagTipusok: [...LEAVE_TYPES],
    szabadsagKeretek: {
      ...keretek,
      rendes_szabadsag_keret: 46,
      rendes_szabadsag_felhasznalt: 20,
      rendes_szabadsag_kerelmezett: 2,
      halal_keret: 2,
    },
    drafts: [
      {
        kerelem_id: 41,
        tipus_kod: 'rendes_szabadsag',
        kezdete: '2026-12-14',
        vege: '2026-12-15',
        megjegyzes: 'Családi program',
        munkanapok_szama: 2,
      },
    ],
    frequency: { alkalmak: 3, kerelmezett_munkanapok_szama: 7 },
    ...overrides,
  };
}

export function historyRow(overrides: Partial<HistoryRow> & Pick<HistoryRow, 'id'>): HistoryRow {
  return {
    status: 'benyujtva',
    createdAt: '2026-11-10T09:00:00.000Z',
    decidedAt: null,
    typeId: 'rendes_szabadsag',
    start: '2026-12-01',
    end: '2026-12-02',
    days: 2,
    munkanapok_szama: 2,
    megjegyzes: null,
    jovahagyoi_megjegyzes: null,
    teacherName: 'Kovács Anna',
    om: '71234567890',
    canWithdraw: false,
    ...overrides,
  };
}
