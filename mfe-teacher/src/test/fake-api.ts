// A stand-in for the gateway in jsdom component tests: answers fetch() by "METHOD /path" and
// records every call. (The real gateway is exercised by e2e/teacher/*.)
import { vi } from 'vitest';

interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; body: unknown };
/** A fixed answer, or one made per call; a promise holds the answer back (a slow server). */
export type FakeAnswer = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

export function fakeApi(routes: Record<string, FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const answers = new Map(Object.entries(routes));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = answers.get(`${method} ${url.pathname}`);
    if (!route) return new Response(JSON.stringify({ ok: false, message: 'not faked' }), { status: 404 });
    const { status = 200, body } = await (typeof route === 'function' ? route(call) : route);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Replaces one route's answer (e.g. the data after a submit). */
    set(route: string, answer: FakeAnswer) {
      answers.set(route, answer);
    },
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
