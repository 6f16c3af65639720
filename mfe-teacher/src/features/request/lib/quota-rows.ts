// The quota table's rows (staff-area.md §3 "Quota row"): only the six quota-tracked types, and a
// type only when keret + felhasznalt + kerelmezett > 0. Függőben = kerelmezett (working days of
// pending requests, docs/architecture.md "Dates, working days and quotas").
import { QUOTA_TYPES, type QuotaType } from '@tavollet/contract/codes';
import type { TeacherData } from '@tavollet/contract/api/teacher';

export interface QuotaRow {
  tipus: QuotaType;
  keret: number;
  felhasznalt: number;
  kerelmezett: number;
}

export function quotaRows(keretek: TeacherData['szabadsagKeretek']): QuotaRow[] {
  return QUOTA_TYPES.map((tipus) => ({
    tipus,
    keret: keretek[`${tipus}_keret`] ?? 0,
    felhasznalt: keretek[`${tipus}_felhasznalt`] ?? 0,
    kerelmezett: keretek[`${tipus}_kerelmezett`] ?? 0,
  })).filter((row) => row.keret + row.felhasznalt + row.kerelmezett > 0);
}
