// Every remote route renders its remote's page inside the shell, and a page downloads only the
// remote it shows (docs/architecture.md "Module Federation contract": a teacher never downloads the
// admin code).
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@tavollet/contract/remote-props';
import { openPage } from './support/browser.ts';
import { layoutHeader, layoutMain, openTeacherHomeAsTeacherHr, requestsTo } from './support/app.ts';
import { DEMO, signIn, switchRole } from './support/session.ts';
import { useGatewayAndBrowser } from './support/setup.ts';

// `as`: who signs in first (a holder of the area's role); the admin area has its own login.
const REMOTE_PAGES = [
  { path: '/app/tanar', folder: 'mfe-teacher', text: 'Tanári kezdőlap', as: DEMO.teacher },
  { path: '/app/tanar/keres', folder: 'mfe-teacher', text: 'Szabadságkérelem', as: DEMO.teacher },
  { path: '/app/tanar/elozmenyek', folder: 'mfe-teacher', text: 'Szabadság előzmények', as: DEMO.teacher },
  { path: '/app/igazgato', folder: 'mfe-leaders', text: 'Igazgatói kezdőlap', as: DEMO.principal },
  {
    path: '/app/igazgato/jovahagyasok',
    folder: 'mfe-leaders',
    text: 'Jóváhagyások',
    as: DEMO.principal,
  },
  { path: '/app/igazgato/statisztikak', folder: 'mfe-leaders', text: 'Ki van távol?', as: DEMO.principal },
  { path: '/app/igazgatohelyettes', folder: 'mfe-leaders', text: 'Igazgatóhelyettesi kezdőlap', as: DEMO.deputy },
  { path: '/app/igazgatohelyettes/statisztikak', folder: 'mfe-leaders', text: 'Ki van távol?', as: DEMO.deputy },
  {
    path: '/app/igazgatohelyettes/uj-keres',
    folder: 'mfe-leaders',
    text: 'Új kérelem tanár nevében',
    as: DEMO.deputy,
  },
  {
    path: '/app/hr',
    folder: 'mfe-hr',
    text: 'HR – kérelmek',
    as: DEMO.hr,
  },
  { path: '/admin', folder: 'mfe-admin', text: 'Adminisztrációs felület', as: null },
] as const;

const SHELL_PAGES = [
  { path: '/', text: 'Bejelentkezés', as: null },
  { path: '/elfelejtett/jelszo', text: 'Elfelejtett jelszó', as: null },
  { path: '/beallitas/jelszo', text: 'Jelszó beállítása', as: null },
  { path: '/app/szerep', text: 'Szerepkör választása', as: DEMO.teacherHr },
  { path: '/app/jelszo', text: 'Jelszó módosítása', as: DEMO.teacher },
  { path: '/app/hiba-jelentes', text: 'Hibajelentés', as: DEMO.teacher },
] as const;

const ALL_FOLDERS = REMOTES.map((r) => r.folder);

describe('remote routes', () => {
  const e2e = useGatewayAndBrowser();

  for (const { path, folder, text, as } of REMOTE_PAGES) {
    it(`given a direct load of ${path}, the ${folder} page renders in the shell and no other remote is downloaded`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      try {
        if (as) await signIn(w.page, as);
        await w.page.goto(path);
        // The admin area has its own frame; every /app page sits in the shell's layout.
        const area = path.startsWith('/app/') ? layoutMain(w.page) : w.page.locator('body');
        await area.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
        // The text may first be the gateway's server-rendered screen, which hides itself
        // from the accessibility tree until the app takes its place: the app's own header.
        if (path.startsWith('/app/')) await layoutHeader(w.page).waitFor({ state: 'visible' });

        expect(requestsTo(w.requests, folder).length).toBeGreaterThan(0);
        for (const other of ALL_FOLDERS.filter((f) => f !== folder)) {
          expect(requestsTo(w.requests, other), `${path} must not download ${other}`).toEqual([]);
        }
        expect(w.consoleErrors).toEqual([]);
        expect(w.failedRequests).toEqual([]);
      } finally {
        await w.close();
      }
    });
  }

  for (const { path, text, as } of SHELL_PAGES) {
    it(`given ${path}, the shell's own page renders without downloading any remote`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      try {
        if (as) await signIn(w.page, as);
        await w.page.goto(path);
        await w.page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
        expect(w.requests.filter((url) => url.startsWith('/remotes/'))).toEqual([]);
        expect(w.consoleErrors).toEqual([]);
        expect(w.failedRequests).toEqual([]);
      } finally {
        await w.close();
      }
    });
  }

  it('given a teacher page, switching to the HR role downloads the HR remote only then, without a page load', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await openTeacherHomeAsTeacherHr(w.page);
      expect(requestsTo(w.requests, 'mfe-hr')).toEqual([]);
      await w.page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));

      await switchRole(w.page, 'HR');
      await layoutMain(w.page).getByText('HR – kérelmek').waitFor();
      expect(new URL(w.page.url()).pathname).toBe('/app/hr');
      expect(requestsTo(w.requests, 'mfe-hr').length).toBeGreaterThan(0);
      expect(await w.page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);

      // Inside a remote: the teacher tile leads to its subpage, relative to the mount point.
      await switchRole(w.page, 'Tanár');
      await layoutMain(w.page)
        .getByRole('link', { name: /Szabadságkérelem/ })
        .click();
      await layoutMain(w.page).getByRole('heading', { name: 'Szabadságkérelem' }).waitFor();
      expect(new URL(w.page.url()).pathname).toBe('/app/tanar/keres');
      expect(w.consoleErrors).toEqual([]);
      expect(w.failedRequests).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given a slow remote on the first load, the layout shows at once with a loading state, then the remote', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await w.page.route('**/remotes/mfe-hr/mf-manifest.json', async (route) => {
        await held;
        await route.continue();
      });
      await signIn(w.page, DEMO.hr);
      await w.page.goto('/app/hr');
      await layoutMain(w.page).getByRole('status').getByText('A(z) HR modul betöltése…').waitFor({ state: 'attached' });
      expect(await layoutHeader(w.page).isVisible()).toBe(true);
      expect(await layoutMain(w.page).getByText('HR – kérelmek').count()).toBe(0);

      release();
      await layoutMain(w.page).getByText('HR – kérelmek').waitFor();
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given a small screen, the side menu opens with the "Menü" button', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 390, height: 800 } });
    try {
      await signIn(w.page, DEMO.teacher);
      await w.page.goto('/app/tanar/elozmenyek');
      await layoutMain(w.page).getByRole('heading', { name: 'Szabadság előzmények' }).waitFor();
      const menuLink = w.page.getByRole('navigation').getByRole('link', { name: 'Kezdőlap', exact: true });
      expect(await menuLink.isVisible()).toBe(false);
      await w.page.getByRole('button', { name: 'Menü' }).click();
      await menuLink.waitFor({ state: 'visible' });
      await menuLink.click();
      await layoutMain(w.page).getByText('Tanári kezdőlap').waitFor();
      expect(await menuLink.isVisible()).toBe(false);
    } finally {
      await w.close();
    }
  });

  it('given a stored dark theme, the page is Hungarian and dark before the app starts', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.addInitScript(() => {
        localStorage.setItem('theme', 'dark');
        // Recorded at DOMContentLoaded: the inline script has run, the app has not rendered yet.
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { e2eAtStart: unknown }).e2eAtStart = {
            theme: document.documentElement.getAttribute('data-theme'),
            lang: document.documentElement.lang,
            rendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
          };
        });
      });
      await signIn(w.page, DEMO.teacherHr);
      await w.page.goto('/app/szerep');
      await w.page.getByText('Szerepkör választása').waitFor();
      const atStart = await w.page.evaluate(
        () =>
          (window as unknown as { e2eAtStart: { theme: string | null; lang: string; rendered: boolean } }).e2eAtStart,
      );
      expect(atStart.theme).toBe('dark');
      expect(atStart.lang).toBe('hu');
      expect(atStart.rendered).toBe(false);
    } finally {
      await w.close();
    }
  });
});
