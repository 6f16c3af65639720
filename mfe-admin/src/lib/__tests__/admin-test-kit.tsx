// Test helpers of the admin remote (tests only): the remote's App in a memory router under /admin,
// or one page, with a fresh QueryClient (the page's defaults, no retry delay), a stand-in for the
// gateway that answers fetch() by "METHOD /path", and a fresh admin session per test.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { QUERY_DEFAULTS } from '@tavollet/contract/client/query-defaults';
import App from '../../app.tsx';
import { useAdminSession } from '../session/admin-session-store.ts';

export const TEST_ADMIN = { nev: 'Teszt Admin', email: 'admin@teszt.hu' };

/** A fresh QueryClient with the pages' defaults; `retry: false` where a test wants one try. */
export function newClient({ retry }: { retry?: false } = {}): QueryClient {
  const queries = { ...QUERY_DEFAULTS.queries, retryDelay: 0, ...(retry === false && { retry }) };
  return new QueryClient({ defaultOptions: { ...QUERY_DEFAULTS, queries } });
}

/** One page (no router) with a fresh QueryClient. */
export function renderWithClient(ui: ReactElement, options?: { retry?: false }) {
  const client = newClient(options);
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** The admin remote at `url` as the shell mounts it (`/admin/*`), plus the staff login at `/`. */
export function renderAdmin(url: string) {
  const client = newClient();
  const router = createMemoryRouter(
    [
      { path: '/admin/*', element: <App user={null} role={null} basePath="/admin" /> },
      { path: '/', element: <p>Munkatársi bejelentkezés oldal</p> },
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

/** Signed out and no hint: what a fresh browser knows. */
export function resetAdminSession(): void {
  localStorage.clear();
  useAdminSession.setState({ status: 'unknown', admin: null, loggedOut: false });
}

interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}
/** An answer, or a fetch that fails as when the network is down. */
type Answer = { status?: number; body: unknown } | 'network-error';
export type FakeAnswer = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

/**
 * Stubs fetch: answers by "METHOD /api/path" (a function may answer differently as the test goes),
 * records every call with its JSON body; anything else is a 404.
 */
export function fakeApi(routes: Record<string, FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return Response.json({ ok: false, message: 'not faked' }, { status: 404 });
    const answer = await (typeof route === 'function' ? route(call) : route);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length,
    of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A signed-in admin answer of GET /api/admin/auth/me and of the login. */
export const ME = { body: { ok: true, user: TEST_ADMIN } };
export const UNAUTHENTICATED = { status: 401, body: { ok: false, message: 'Bejelentkezés szükséges.' } };

/** An answer of GET /api/admin/stats with no servers and no events (the home page after login). */
export const EMPTY_STATS = {
  body: {
    ok: true,
    summary: { cpu: 1, mem: 2, rps: 3, err: 0, up: 1, total: 1, history: { cpu: [], mem: [], rps: [], err: [] } },
    servers: [],
    events: [],
  },
};
