// Test helpers of the issue-report screen (tests only): a fresh QueryClient with the page's own
// defaults, and a stand-in for the gateway that answers fetch() by "METHOD /path", records every
// call with its JSON body, and whose answers may change as the test goes (the real gateway is
// exercised by gateway/test/admin-issues/ and e2e/admin/issues.test.ts).
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { IssueItem } from '@tavollet/contract/api/admin-issues';
import { QUERY_DEFAULTS } from '@tavollet/contract/client/query-defaults';

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, retryDelay: 0 } },
  });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status?: number; body: unknown } | 'network-error';
export type Route = Answer | ((call: Call) => Answer | Promise<Answer>);

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
      if (!route) return new Response(JSON.stringify({ ok: false, message: 'not faked' }), { status: 404 });
      const answer = await (typeof route === 'function' ? route(call) : route);
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

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
