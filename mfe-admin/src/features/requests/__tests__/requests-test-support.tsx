// Test helpers of the admin requests screen (tests only): the page under its route in a memory
// router (the filters live in the URL) with a fresh QueryClient, rows, list answers, and the query
// strings the page sent to GET /api/admin/getrequests. The real gateway is exercised by
// gateway/test/admin-requests/ and e2e/admin/requests.test.ts.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Mock } from 'vitest';
import type { AdminRequestRow } from '@tavollet/contract/api/admin-requests';
import { newClient } from '../../../lib/__tests__/admin-test-kit.tsx';
import { RequestsPage } from '../components/requests-page.tsx';

export { fakeApi } from '../../../lib/__tests__/admin-test-kit.tsx';

export function renderRequestsPage(url = '/admin/szabadsag-kerelmek') {
  const client = newClient({ retry: false });
  const router = createMemoryRouter(
    [
      { path: '/admin/szabadsag-kerelmek', element: <RequestsPage /> },
      { path: '/admin/szabadsag-kerelmek/utvonalak', element: <p>Útvonalak oldal</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router, ...view };
}

export const request = (id: number, over: Partial<AdminRequestRow> = {}): AdminRequestRow => ({
  kerelem_id: id,
  statusz_kod: 'jovahagyasra_var',
  tipus_kod: 'rendes_szabadsag',
  felhasznalonev: `user${id}`,
  nev: `Munkatárs ${id}`,
  oktatasi_azonosito: `7000000000${id}`,
  letrehozva: '2026-03-02T09:15:00.000Z',
  kezdete: '2026-04-06',
  vege: '2026-04-08',
  megjegyzes: null,
  jovahagyoi_megjegyzes: null,
  letrehozo: `Munkatárs ${id}`,
  munkanapok_szama: 3,
  ev: 2026,
  ...over,
});

export const listAnswer = (rows: AdminRequestRow[], total = rows.length, meret = 25) => ({
  body: { ok: true, requestList: rows, total, oldal: 1, meret, oldalak: Math.ceil(total / meret) },
});

/** The query strings of every GET /api/admin/getrequests sent so far, as parsed parameters. */
export function listQueries(): URLSearchParams[] {
  return (globalThis.fetch as unknown as Mock).mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/getrequests')
    .map((u) => u.searchParams);
}
