// Test helpers of the issue-report screen (tests only): issues and list answers; the admin kit's
// fresh QueryClient (the page's own defaults) and stand-in for the gateway, whose answers may
// change as the test goes (the real gateway is exercised by gateway/test/admin-issues/ and
// e2e/admin/issues.test.ts).
import type { IssueItem } from '@tavollet/contract/api/admin-issues';

export { fakeApi, renderWithClient } from '../../../lib/__tests__/admin-test-kit.tsx';

export const issue = (id: number, over: Partial<IssueItem> = {}): IssueItem => ({
  bejelentes_id: id,
  bejelentes_idopont: '2026-03-02T09:05:00.000Z',
  bejelento: 'Kovács Anna',
  bejelento_email: 'kovacs.anna@iskola.hu',
  bejelentes_tipus: 'hiba',
  targy: `Bejelentés ${id}`,
  leiras: 'A lista üres marad.\nMásodik sor.',
  statusz: 'uj',
  kritikus_e: false,
  tovabbitva_fejlesztonek: false,
  kepek: [],
  ...over,
});

export const listAnswer = (items: IssueItem[], fejleszto_email: string | null = 'fejleszto@iskola.hu') => ({
  body: { ok: true, items, fejleszto_email },
});
