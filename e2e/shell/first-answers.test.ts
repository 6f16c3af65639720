// The first screen's data with the page, not after its scripts: on a teacher's deep link the
// gateway puts the answers the remote's server renderer read (its FIRST_READS) into the page
// beside the server-rendered screen, as the renderers' dehydrated QueryClient cache, and the
// screen takes them instead of asking again. Without a renderer (a remote built without it) the
// browser asks once. Fails when a screen's server render reads something else than listed here,
// or a screen asks for an answer the page carried, or asks twice.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { FIRST_SCREEN_MODULE } from '@tavollet/contract/build-output';
import { coldTeacherPage } from '../support/cold-teacher-page.ts';
import { remoteDist } from '../support/paths.ts';
import { DEMO, signInWithForm } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

/** What each teacher screen's first render reads. */
const FIRST_ANSWERS = [
  { path: '/app/tanar/keres', api: ['/api/user/teacher/getdata'] },
  { path: '/app/tanar/elozmenyek', api: ['/api/user/teacher/history'] },
];

/** The query each listed answer is kept under in the page's QueryClient. */
const QUERY_OF: Record<string, readonly unknown[]> = {
  '/api/auth/me': queryKeys.auth.me(),
  '/api/user/teacher/getdata': queryKeys.teacher.data(),
  '/api/user/teacher/history': queryKeys.teacher.history(),
};

describe('the answers of a deep link, in the page with its first screen', () => {
  const e2e = useGatewayAndBrowser();

  for (const { path: route, api } of FIRST_ANSWERS) {
    it(`given a signed-in teacher opening ${route} cold, the page carries ${api.join(', ')} and the session check, and none is asked for`, async () => {
      const requested: string[] = [];
      const { context, page } = await coldTeacherPage(e2e, (pathname) => {
        if (pathname.startsWith('/api/')) requested.push(pathname);
      });
      try {
        // The page as served to this session (the app takes the block out when it reads it).
        const html = await (await context.request.get(route)).text();
        const embedded = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html)?.[1];
        const { queries } = JSON.parse(embedded ?? '{"queries":[]}') as { queries: { queryKey: unknown[] }[] };
        const keys = (list: (readonly unknown[])[]) => list.map((k) => JSON.stringify(k)).sort();
        expect(keys(queries.map((q) => q.queryKey))).toEqual(
          keys(['/api/auth/me', ...api].map((url) => QUERY_OF[url]!)),
        );
        await page.goto(route);
        await page.waitForFunction(
          () => !document.getElementById('first-screen') && document.querySelector('#root table tbody tr'),
        );
        await page.waitForLoadState('networkidle');
        expect(requested).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/** The teacher remote's build without its server renderer, as a remote built before it would be. */
const withoutRenderer = mkdtempSync(path.join(os.tmpdir(), 'tavollet-e2e-no-renderer-'));
afterAll(() => rmSync(withoutRenderer, { recursive: true, force: true }));

describe('the answers of a deep link, asked by the browser (a remote without a server renderer)', () => {
  const e2e = useGatewayAndBrowser(() => {
    cpSync(remoteDist('mfe-teacher'), withoutRenderer, {
      recursive: true,
      filter: (src) => !src.startsWith(path.join(remoteDist('mfe-teacher'), path.dirname(FIRST_SCREEN_MODULE))),
    });
    return { REMOTE_DIR_MFE_TEACHER: withoutRenderer };
  });

  for (const { path: route, api } of FIRST_ANSWERS) {
    it(`given a signed-in teacher opening ${route} cold, fetches ${api.join(', ')} once`, async () => {
      const requested: string[] = [];
      const { context, page, unusedPreloads } = await coldTeacherPage(e2e, (pathname) => {
        if (api.includes(pathname)) requested.push(pathname);
      });
      try {
        await page.goto(route);
        // Both screens show a table filled from their answer (quotas; the demo teacher's requests).
        await page.locator('table tbody tr').first().waitFor();
        // Give a late second request the time to show up.
        await page.waitForLoadState('networkidle');
        for (const url of api) expect(requested.filter((r) => r === url)).toHaveLength(1);
        expect(unusedPreloads).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('given a session that ended on the server, the screen shows its own answer after signing in again', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.gateway.url });
    try {
      // A session cookie the server no longer knows: no first screen, and no answer in the page.
      const { hostname } = new URL(e2e.gateway.url);
      await context.addCookies([{ name: 'tavollet.sid', value: 'ended-session', domain: hostname, path: '/' }]);
      const served = await fetch(`${e2e.gateway.url}/app/tanar/elozmenyek`, {
        headers: { cookie: 'tavollet.sid=ended-session' },
      });
      const html = await served.text();
      expect(html).not.toContain('/api/user/teacher/history');
      expect(html).not.toContain('id="first-answers"');
      const page = await context.newPage();
      // The guard finds no session and leaves for the login page (a page load of its own).
      await page.goto('/app/tanar/elozmenyek');
      await page.getByRole('heading', { name: 'Bejelentkezés' }).waitFor();
      // After signing in, the staff page is a new one: its answer is asked afresh and is a 200
      // (the 401 stayed with the page that was left).
      const fresh = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/teacher/history');
      await signInWithForm(page, DEMO.teacher);
      await page.waitForURL('**/app/tanar/elozmenyek');
      expect((await fresh).status()).toBe(200);
      await page.locator('table tbody tr').first().waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('tavollet.role'))).toBe('tanar');
    } finally {
      await context.close();
    }
  });
});
