// Exactly one React on the page: the shell provides React, react-dom and the JSX runtime and
// every remote uses them (mf.shared.ts: singletons, shareStrategy loaded-first). A second copy
// would break hooks ("Invalid hook call") and double the download. The same for TanStack Query:
// one copy, and one QueryClient, the shell's, which the remotes' queries fill. A remote built
// against another major version of a shared library is refused with the error panel
// (mf.shared.ts: strictVersion), and every test here fails on a federation runtime warning
// (support/browser.ts).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { openPage } from './support/browser.ts';
import { APP_MAIN, layoutHeader, layoutMain, openTeacherHomeAsTeacherHr } from './support/app.ts';
import { remoteDist } from './support/paths.ts';
import { DEMO, publicPageTakenOver, signIn, signInWithForm, signOutWithMenu, switchRole } from './support/session.ts';
import { useGatewayAndBrowser } from './support/setup.ts';

// Strings that survive minification. react, react-dom and react/jsx-runtime all define the
// element symbol; only react-dom's client registers itself under this renderer name.
const REACT_CODE = '"react.transitional.element"';
const REACT_DOM_CLIENT = 'rendererPackageName:"react-dom"';
// Thrown by @tanstack/react-query's useQueryClient; kept by minification.
const TANSTACK_QUERY_CODE = 'No QueryClient set, use QueryClientProvider to set one';

/** What the e2e page sees of the QueryClientProviders above an element (React's fiber tree). */
interface ProvidersAbove {
  /** How many QueryClientProviders wrap the element. */
  count: number;
  /** The nearest one's client is the one stored by `remember` earlier in this page. */
  sameAsRemembered: boolean;
  /** Keys of the queries in the nearest client that hold data. */
  keysWithData: string[];
}

/**
 * Finds the QueryClientProviders above `selector`'s element by walking React's fiber tree (the
 * provider's `client` prop survives minification), so nothing is exposed by the app for the test.
 * `remember` stores the nearest client on window, to compare it with a later call's.
 */
function providersAbove(page: Page, selector: string, remember = false): Promise<ProvidersAbove> {
  return page.evaluate(
    ({ selector, remember }) => {
      type Client = { getQueryCache(): { getAll(): { queryKey: unknown; state: { data: unknown } }[] } };
      type Fiber = { return: Fiber | null; memoizedProps?: { client?: Client } | null };
      const el = document.querySelector(selector);
      if (!el) throw new Error(`${selector} not found`);
      const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
      const clients: Client[] = [];
      for (let f = key ? ((el as unknown as Record<string, Fiber>)[key] ?? null) : null; f; f = f.return) {
        const client = f.memoizedProps?.client;
        if (client && typeof client.getQueryCache === 'function') clients.push(client);
      }
      const store = window as unknown as { __e2eQueryClient?: Client };
      if (remember) store.__e2eQueryClient = clients[0];
      return {
        count: clients.length,
        sameAsRemembered: clients[0] !== undefined && clients[0] === store.__e2eQueryClient,
        keysWithData: (clients[0]?.getQueryCache().getAll() ?? [])
          .filter((q) => q.state.data !== undefined)
          .map((q) => JSON.stringify(q.queryKey)),
      };
    },
    { selector, remember },
  );
}

async function scripts(responses: Response[], base: string) {
  const js = responses.filter((r) => r.request().resourceType() === 'script' && r.ok());
  return Promise.all(js.map(async (r) => ({ path: r.url().slice(base.length), body: await r.text() })));
}

/** The page's scripts hold no React in the remotes' files and react-dom once, the shell's. */
function expectOneReact(loaded: { path: string; body: string }[], remotes: string[]) {
  const fromRemotes = loaded.filter((s) => s.path.startsWith('/remotes/'));
  expect(fromRemotes.map((s) => s.path.split('/')[2])).toEqual(expect.arrayContaining(remotes));
  expect(fromRemotes.filter((s) => s.body.includes(REACT_CODE)).map((s) => s.path)).toEqual([]);
  const reactDom = loaded.filter((s) => s.body.includes(REACT_DOM_CLIENT));
  expect(reactDom).toHaveLength(1);
  expect(reactDom[0]!.path.startsWith('/remotes/')).toBe(false);
}

describe('shared singletons', () => {
  const e2e = useGatewayAndBrowser();

  it('given the staff remotes visited in one page, React and react-dom come once, from the shell, and hooks work', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      // Every remote renders through useTranslation and react-router hooks. No demo user holds
      // all three areas: the teacher and then the HR role of one user in one page, then the
      // principal, signed in through the login page (a page load of its own, so her page is
      // checked on its own: the public pages are another bundle).
      await openTeacherHomeAsTeacherHr(w.page);
      await switchRole(w.page, 'HR');
      await layoutMain(w.page).getByText('HR – kérelmek').waitFor();
      const teacherAndHr = await scripts(w.responses, e2e.gateway.url);
      expectOneReact(teacherAndHr, ['mfe-teacher', 'mfe-hr']);

      await signOutWithMenu(w.page);
      await publicPageTakenOver(w.page);
      w.responses.length = 0;
      await signInWithForm(w.page, DEMO.principal);
      await layoutMain(w.page).getByText('Igazgatói kezdőlap').waitFor();
      const principal = await scripts(w.responses, e2e.gateway.url);
      expectOneReact(principal, ['mfe-leaders']);

      expect(w.consoleErrors.filter((e) => /Invalid hook call|more than one copy of React/i.test(e))).toEqual([]);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it("given the admin area, its remote also renders with the shell's React", async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto('/admin');
      await w.page.getByText('Adminisztrációs felület').waitFor();
      const loaded = await scripts(w.responses, e2e.gateway.url);
      expect(loaded.filter((s) => s.path.startsWith('/remotes/mfe-admin/')).length).toBeGreaterThan(0);
      expect(loaded.filter((s) => s.path.startsWith('/remotes/') && s.body.includes(REACT_CODE))).toEqual([]);
      expect(loaded.filter((s) => s.body.includes(REACT_DOM_CLIENT))).toHaveLength(1);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it("given the teacher remote, TanStack Query comes once, from the shell, and the remote fills the shell's one QueryClient", async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await w.page.goto('/app/tanar/keres');
      // The quota table is drawn from GET /getdata, the remote's query.
      await layoutMain(w.page)
        .getByRole('table', { name: /^Szabadságkeretek/ })
        .waitFor();

      const loaded = await scripts(w.responses, e2e.gateway.url);
      const withQuery = loaded.filter((s) => s.body.includes(TANSTACK_QUERY_CODE));
      expect(withQuery).toHaveLength(1);
      expect(withQuery[0]!.path.startsWith('/remotes/')).toBe(false);

      const versions = await w.page.evaluate(() => {
        type Entry = { from: string; useIn?: string[] };
        const all = (
          globalThis as unknown as {
            __FEDERATION__: { __SHARE__: Record<string, { default?: Record<string, Record<string, Entry>> }> };
          }
        ).__FEDERATION__.__SHARE__;
        return Object.values(all).flatMap((scopes) =>
          Object.entries(scopes.default?.['@tanstack/react-query'] ?? {}).map(([version, e]) => ({
            version,
            from: e.from,
            useIn: e.useIn ?? [],
          })),
        );
      });
      expect(versions.map((v) => v.from)).toEqual(['shell']);
      expect(versions[0]!.useIn).toContain('mfe_teacher');

      // The shell's header and the remote's page sit under one provider, the same client; the
      // teacher's data the remote asked for is in it.
      const shell = await providersAbove(w.page, 'header', true);
      const remote = await providersAbove(w.page, `${APP_MAIN} [data-remote-area="/app/tanar"] > *`);
      expect(shell.count).toBe(1);
      expect(remote.count).toBe(1);
      expect(remote.sameAsRemembered).toBe(true);
      expect(remote.keysWithData).toContain(JSON.stringify(['teacher', 'data']));

      // The session's end leaves the page: the login page is a new one, with a client of its
      // own that holds none of it (the public pages are another bundle).
      await signOutWithMenu(w.page);
      await publicPageTakenOver(w.page);
      const afterLogout = await providersAbove(w.page, 'main, form');
      expect(afterLogout.count).toBe(1);
      expect(afterLogout.sameAsRemembered).toBe(false);
      expect(afterLogout.keysWithData).toEqual([]);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it("given a loaded remote, the federation share scope has one version of each React package, the shell's, used by the remote", async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.hr);
      await w.page.goto('/app/hr');
      await layoutMain(w.page).getByText('HR – kérelmek').waitFor();
      const packages = ['react', 'react/jsx-runtime', 'react-dom', 'react-router-dom', 'react-i18next'];
      const share = await w.page.evaluate((names) => {
        type Entry = { from: string; loaded?: boolean; useIn?: string[] };
        type Scope = Record<string, Record<string, Entry>>;
        const all = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default?: Scope }> } })
          .__FEDERATION__.__SHARE__;
        return names.map((name) => ({
          name,
          versions: Object.values(all).flatMap((scopes) =>
            Object.entries(scopes.default?.[name] ?? {}).map(([version, e]) => ({
              version,
              from: e.from,
              useIn: e.useIn ?? [],
            })),
          ),
        }));
      }, packages);
      for (const { name, versions } of share) {
        expect(new Set(versions.map((v) => v.version)).size, name).toBe(1);
        expect(
          versions.every((v) => v.from === 'shell'),
          name,
        ).toBe(true);
      }
      // The remote's JSX and routes run on the shell's copies.
      for (const name of ['react/jsx-runtime', 'react-router-dom', 'react-i18next']) {
        const useIn = share.find((s) => s.name === name)!.versions.flatMap((v) => v.useIn);
        expect(useIn, name).toContain('mfe_hr');
      }
    } finally {
      await w.close();
    }
  });
});

describe('given the HR remote built against another major version of React', () => {
  // No other React can be installed here (offline): the HR build's copy is changed to require
  // React 18 where its build required 19, as a remote built against React 18 would.
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tavollet-e2e-react18-'));
    await cp(remoteDist('mfe-hr'), dir, { recursive: true });
    const entry = path.join(dir, 'remoteEntry.js');
    const code = await readFile(entry, 'utf8');
    const edited = code.replace(/(shareKey:"react",import:"react",requiredVersion:")\^19\.[0-9.]+"/g, '$1^18.3.1"');
    expect(edited).not.toBe(code);
    await writeFile(entry, edited);
    // The gateway would otherwise send the build's compressed copies of the unchanged file.
    await Promise.all(['.br', '.gz'].map((suffix) => rm(`${entry}${suffix}`, { force: true })));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const e2e = useGatewayAndBrowser(() => ({ REMOTE_DIR_MFE_HR: dir }));

  it('refuses it with the error panel naming the version mismatch, not running it on React 19 after a warning', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.hr);
      await w.page.goto('/app/hr');
      const panel = layoutMain(w.page).locator('[data-remote-error="mfe_hr"][data-cause="incompatible"]');
      await panel
        .getByText('A(z) HR modul nem indítható el az alkalmazás ezen verziójával.')
        .waitFor({ timeout: 15_000 });
      expect(await panel.getByRole('button', { name: 'Újratöltés' }).isVisible()).toBe(true);
      expect(await layoutHeader(w.page).isVisible()).toBe(true);
      expect(await layoutMain(w.page).getByText('HR – kérelmek').count()).toBe(0);
      // The cause for whoever opens the console: the runtime's refusal, with both versions.
      expect(
        w.consoleErrors.some((e) => /react does not satisfy the requirement of mfe_hr which needs \^18\.3\.1/.test(e)),
      ).toBe(true);
      expect(w.federationWarnings).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
