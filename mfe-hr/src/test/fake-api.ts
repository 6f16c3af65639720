// A stand-in for the gateway in jsdom component tests: answers fetch() by "METHOD /path" and
// records every call with its query. (The real gateway is exercised by e2e/hr/*.)
import { vi } from 'vitest';

interface RecordedCall {
  method: string;
  path: string;
  search: string;
}

type Answer = { status?: number; body: unknown };
export type FakeAnswer = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

export function fakeApi(routes: Record<string, FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: (init?.method ?? 'GET').toUpperCase(), path: url.pathname, search: url.search.slice(1) };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? routes[`${call.method} ${call.path.replace(/\d+$/, ':id')}`];
    if (!route) return new Response(JSON.stringify({ ok: false, message: 'not faked' }), { status: 404 });
    const { status = 200, body } = await (typeof route === 'function' ? route(call) : route);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, listCalls: () => calls.filter((c) => c.path === '/api/hr/requests') };
}
