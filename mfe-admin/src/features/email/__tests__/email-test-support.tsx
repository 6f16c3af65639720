// Test helpers of the e-mail screen (tests only): schedules, people, functions and the answers
// every page load needs; the admin kit's fresh QueryClient (one try) and stand-in for the gateway
// (fetch only). The real gateway is exercised by gateway/test/admin-email/.
import type { AddressItem, ScheduleItem } from '@tavollet/contract/api/admin-email';
import type { ReactElement } from 'react';
import { renderWithClient as renderPage, type FakeAnswer } from '../../../lib/__tests__/admin-test-kit.tsx';

export { fakeApi } from '../../../lib/__tests__/admin-test-kit.tsx';

/** The page with a fresh QueryClient that tries a query once. */
export const renderWithClient = (ui: ReactElement) => renderPage(ui, { retry: false });

export const schedule = (id: number, over: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id,
  email_id: id,
  name: `Ütemezés ${id}`,
  code: `utemezes_${id}`,
  subject: 'Tárgy',
  body: 'Szöveg',
  to: [],
  group: ['vezetok'],
  frequency: 'daily',
  time: '08:00',
  weekdays: [],
  dayOfMonth: null,
  month: null,
  monthName: null,
  functionCode: null,
  functionId: null,
  aktiv: true,
  nextRunAt: '2026-11-25T07:00:00.000Z',
  ...over,
});

const PEOPLE: AddressItem[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    user_id: i + 1,
    nev: `Tanár ${i + 1}`,
    email: `tanar${i + 1}@iskola.hu`,
  })),
  { user_id: 50, nev: 'Kovács Anna', email: 'kovacs.anna@iskola.hu' },
];

const FUNCTIONS = [
  {
    funkcio_id: 1,
    funkcio_kod: 'fuggo_kerelmek',
    funkcio_megjelenites: 'Függő kérelmek összesítője',
    leiras: 'A jóváhagyóknak.',
  },
  {
    funkcio_id: 2,
    funkcio_kod: 'szabad_szoveg',
    funkcio_megjelenites: 'Szabad szöveg',
    leiras: 'A {nev} helyére a név kerül.',
  },
];

export const SETTINGS = { submitted: true, preliminary: true, decided: true, on_behalf: true, withdrawn: true };

/** The answers every page load needs. */
export function baseRoutes(items: ScheduleItem[]): Record<string, FakeAnswer> {
  return {
    'GET /api/admin/getscheduledlist': { body: { ok: true, items } },
    'GET /api/admin/getfunctions': { body: { ok: true, functionList: FUNCTIONS } },
    'GET /api/admin/getemailaddresses': { body: { ok: true, users: PEOPLE } },
    'GET /api/admin/getnotificationsettings': { body: { ok: true, settings: SETTINGS } },
    'GET /api/admin/getmailsender': {
      body: {
        ok: true,
        stored: { schoolName: null, from: null },
        defaults: { schoolName: 'Iskola', from: 'Távollét <noreply@localhost>' },
      },
    },
  };
}
