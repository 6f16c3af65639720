// Test helpers of the admin remote (tests only): the remote's App in a memory router under /admin
// with a fresh QueryClient (the page's defaults, no retry delay), a stand-in for the gateway that
// answers fetch() by "METHOD /path", and a fresh admin session per test.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { QUERY_DEFAULTS } from '@tavollet/contract/client/query-defaults';
import App from '../../app.tsx';
import { useAdminSession } from '../session/admin-session-store.ts';

export const TEST_ADMIN = { nev: 'Teszt Admin', email: 'admin@teszt.hu' };

export function newClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, retryDelay: 0 } },
  });
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

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status?: number; body: unknown };
export type FakeAnswer = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

/** Stubs fetch: answers by "METHOD /api/path", records every call; anything else is a 404. */
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
    const { status = 200, body } = await (typeof route === 'function' ? route(call) : route);
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length };
}

/** A signed-in admin answer of GET /api/admin/auth/me and of the login. */
export const ME = { body: { ok: true, user: TEST_ADMIN } };
export const UNAUTHENTICATED = { status: 401, body: { ok: false, message: 'Bejelentkezés szükséges.' } };
