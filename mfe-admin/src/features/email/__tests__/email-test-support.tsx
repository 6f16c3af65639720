// Test helpers of the e-mail screen (tests only): a fresh QueryClient with the page's defaults and
// a stand-in for the gateway answering fetch() by "METHOD /path", recording each call's JSON body
// (the real gateway is exercised by gateway/test/admin-email/).
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { AddressItem, ScheduleItem } from '@tavollet/contract/api/admin-email';
import { QUERY_DEFAULTS } from '@tavollet/contract/client/query-defaults';

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, retry: false, retryDelay: 0 } },
  });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status?: number; body: unknown };
export type Route = Answer | ((call: Call) => Answer);

export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      if (!route) return Response.json({ ok: false, message: 'not faked' }, { status: 404 });
      const { status = 200, body } = typeof route === 'function' ? route(call) : route;
      return Response.json(body, { status });
    }),
  );
  return { calls, of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

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

export const PEOPLE: AddressItem[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    user_id: i + 1,
    nev: `Tanár ${i + 1}`,
    email: `tanar${i + 1}@iskola.hu`,
  })),
  { user_id: 50, nev: 'Kovács Anna', email: 'kovacs.anna@iskola.hu' },
];

export const FUNCTIONS = [
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
export function baseRoutes(items: ScheduleItem[]): Record<string, Route> {
  return {
    'GET /api/admin/getscheduledlist': { body: { ok: true, items } },
    'GET /api/admin/getfunctions': { body: { ok: true, functionList: FUNCTIONS } },
    'GET /api/admin/getemailaddresses': { body: { ok: true, users: PEOPLE } },
    'GET /api/admin/getnotificationsettings': { body: { ok: true, settings: SETTINGS } },
  };
}
