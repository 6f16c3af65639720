// Test helpers of the quotas screen (tests only): quota rows and answers in the gateway's shapes;
// the admin kit's fresh QueryClient and stand-in for the gateway (the real gateway is exercised by
// gateway/test/admin-quotas/ and e2e/admin/quotas.test.ts).
import { QUOTA_TYPES } from '@tavollet/contract/codes';
import type { QuotaRow } from '@tavollet/contract/api/admin-quotas';

export { fakeApi, renderWithClient } from '../../../lib/__tests__/admin-test-kit.tsx';

export const CURRENT_YEAR = new Date().getFullYear();

export function quotaRow(user_id: number, nev: string, over: Partial<QuotaRow> = {}): QuotaRow {
  const row: Record<string, unknown> = {
    user_id,
    nev,
    oktatasi_azonosito: `7000000${String(user_id).padStart(4, '0')}`,
    ev: CURRENT_YEAR,
    blocked: false,
  };
  for (const t of QUOTA_TYPES) {
    row[`${t}_keret`] = 0;
    row[`${t}_felhasznalt`] = 0;
    row[`${t}_kerelmezett`] = 0;
  }
  return { ...(row as QuotaRow), ...over };
}

export const yearsAnswer = (years: number[]) => ({ body: { ok: true, data: { data: years.map((ev) => ({ ev })) } } });
export const rowsAnswer = (rows: QuotaRow[]) => ({ body: { ok: true, data: { data: rows } } });
