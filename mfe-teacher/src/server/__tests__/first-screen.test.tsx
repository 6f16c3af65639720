// @vitest-environment node
// The teacher area's server renderer with a stand-in for the gateway's in-process API: what it
// reads for each screen, what it hands over (TanStack Query's dehydrated cache, as the browser's
// QueryClient hydrates it), and when it leaves the screen to the browser. The built renderer in
// the real gateway: e2e/teacher/first-screen.test.ts, e2e/shell/first-answers.test.ts.
import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiGet, FirstScreenInput } from '@tavollet/contract/remote-props';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { teacherData } from '../../test/fixtures.ts';
import { renderFirstScreen } from '../first-screen.tsx';

const USER = { nev: 'Kiss Anna', email: 'kiss.anna@iskola.hu', szerepkorok: ['tanar' as const] };

/** The in-process API for one session: fixed answers by URL, every URL asked recorded. */
function api(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  const get: ApiGet = async (url) => {
    asked.push(url);
    return answers[url] ?? { status: 404, body: { ok: false } };
  };
  return { asked, get };
}

const input = (path: string, get: ApiGet): FirstScreenInput => ({
  path,
  search: '',
  props: { user: USER, role: 'tanar', basePath: '/app/tanar' },
  get,
});

/** What the page's QueryClient holds once it hydrated the answers. */
function hydrated(state: unknown): QueryClient {
  const client = new QueryClient();
  hydrate(client, JSON.parse(JSON.stringify(state)) as DehydratedState);
  return client;
}

describe("the teacher's first screen on the server", () => {
  it('given the request form, reads getdata through the gateway and hands the answer over under its query key', async () => {
    const data = teacherData();
    const { asked, get } = api({ '/api/user/teacher/getdata': { status: 200, body: { ...data, extra: 1 } } });
    const screen = await renderFirstScreen(input('/app/tanar/keres', get));
    expect(asked).toEqual(['/api/user/teacher/getdata']);
    expect(screen?.title).toBe('Szabadságkérelem – Távollét');
    expect(screen?.html).toContain('Családi program');
    // As the schema reads it (the unknown field dropped), exactly what the browser's read keeps.
    expect(hydrated(screen!.state).getQueryData(queryKeys.teacher.data())).toEqual(data);
  });

  it('given the history, reads its first page and no other; the home reads nothing', async () => {
    const page = { ok: true, items: [], total: 0, next: null };
    const { asked, get } = api({ '/api/user/teacher/history': { status: 200, body: page } });
    const history = await renderFirstScreen(input('/app/tanar/elozmenyek/', get));
    expect(asked).toEqual(['/api/user/teacher/history']);
    expect(hydrated(history!.state).getQueryData(queryKeys.teacher.history())).toEqual({
      pages: [page],
      pageParams: [null],
    });
    const home = await renderFirstScreen(input('/app/tanar', get));
    expect(asked).toHaveLength(1);
    expect(home?.state.queries).toEqual([]);
  });

  it("given a history link with filters and an order, reads that view's first page under its key", async () => {
    const page = { ok: true, items: [], total: 0, next: null };
    const url = '/api/user/teacher/history?statusz=jovahagyva&rendezes=days&irany=novekvo';
    const { asked, get } = api({ [url]: { status: 200, body: page } });
    const screen = await renderFirstScreen({
      ...input('/app/tanar/elozmenyek', get),
      search: '?irany=novekvo&statusz=jovahagyva&rendezes=days&ismeretlen=1',
    });
    expect(asked).toEqual([url]);
    const key = queryKeys.teacher.history('statusz=jovahagyva&rendezes=days&irany=novekvo');
    expect(hydrated(screen!.state).getQueryData(key)).toEqual({ pages: [page], pageParams: [null] });
  });

  it('given a refused read or an answer that fails its schema, leaves the screen to the browser', async () => {
    const refused = api({
      '/api/user/teacher/getdata': { status: 403, body: { ok: false, message: 'Nincs jogosultság' } },
    });
    await expect(renderFirstScreen(input('/app/tanar/keres', refused.get))).resolves.toBeNull();
    expect(refused.asked).toHaveLength(1);
    const invalid = api({ '/api/user/teacher/getdata': { status: 200, body: { ok: true } } });
    await expect(renderFirstScreen(input('/app/tanar/keres', invalid.get))).resolves.toBeNull();
  });
});
