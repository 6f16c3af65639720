// The admin frame in a real browser against the real gateway (admin-area.md §2 "Screens and
// routes", "/admin", "/admin/kezdo"; §6): a deep link signs in and comes back, the home shows the
// gateway's own live figures and events, a session ended on the server sends the next action to
// the login, the staff and admin sessions never open each other's area, logout, the "Menü" button
// at 360 px and the theme toggle.
import { describe, expect, it } from 'vitest';
import { AdminStatsAnswer } from '@tavollet/contract/api/admin-stats';
import { openPage } from '../support/browser.ts';
import { DEMO, DEMO_PASSWORD, fieldLabel, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO_ADMIN, openAdminPage, overflowsSideways, signInAdmin } from './admin-support.ts';

// Reports every half second and a history point every second, so the tiles' lines fill quickly.
const e2e = useGatewayAndBrowser(() => ({ STATS_REPORT_INTERVAL_MS: '500', STATS_HISTORY_STEP_MS: '1000' }));

const LOGIN_TITLE = 'Admin oldal bejelentkezés';

describe('admin frame', () => {
  it('given a deep link without a session, goes to the login, and after signing in back to the page asked for', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await page.goto('/admin/hibabejelentesek');
      await page.getByRole('heading', { level: 1, name: LOGIN_TITLE }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin/hibabejelentesek');
      expect(await page.title()).toContain(LOGIN_TITLE);

      await page.getByLabel(fieldLabel('E-mail cím')).fill(DEMO_ADMIN);
      await page.getByLabel(fieldLabel('Jelszó')).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Belépés' }).click();
      await page.getByRole('heading', { level: 1, name: 'Hibabejelentések' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/hibabejelentesek');
      // The list has arrived (leaving earlier would cut its call off, a failed request below).
      await page.getByRole('table', { name: 'Hibabejelentések' }).and(page.locator(':not([aria-busy])')).waitFor();
      // The menu names every admin page in the spec's order, with the approval routing editor (not in
      // the spec) under the requests and the audit log (not in the spec) last, then the theme
      // toggle and logout.
      const menu = page.getByRole('navigation', { name: 'Admin menü' });
      expect(await menu.getByRole('link').allTextContents()).toEqual([
        'Kezdőlap',
        'Felhasználók',
        'Tanév napjai',
        'Szabadságkeretek',
        'Szabadság kérelmek',
        'Jóváhagyási útvonalak',
        'Email',
        'Hibabejelentések',
        'Napló',
      ]);
      expect(await menu.getByRole('button').allTextContents()).toEqual([
        expect.stringMatching(/^(Sötét|Világos) téma$/),
        'Kijelentkezés',
      ]);
      await menu.getByRole('link', { name: 'Tanév napjai' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tanév napjai' }).waitFor();
      // The routing editor is reached from the menu, and only its own item is the current page.
      await menu.getByRole('link', { name: 'Jóváhagyási útvonalak' }).click();
      await page.getByRole('heading', { level: 1, name: 'Jóváhagyási útvonalak' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/szabadsag-kerelmek/utvonalak');
      expect(await menu.locator('[aria-current="page"]').allTextContents()).toEqual(['Jóváhagyási útvonalak']);
      // Its table has arrived (leaving earlier would cut its call off, a failed request below).
      await page.getByRole('group', { name: /^Hivatalos távollét/ }).waitFor();
      // The one failure is the guard's session check before the sign-in (Chromium logs every 401).
      expect(w.failedRequests).toEqual([{ url: '/api/admin/auth/me', failure: 401 }]);
      expect(w.consoleErrors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given instances reporting, the home shows the live figures of this gateway, the lines and the events', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signInAdmin(page);
      // Wait (on the server, not on a clock) until the tiles have a line to draw.
      let api: AdminStatsAnswer;
      for (;;) {
        api = AdminStatsAnswer.parse(await (await page.request.get('/api/admin/getstats')).json());
        if (api.summary.history.cpu.length >= 2) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const server = api.servers[0]!;
      expect(api.servers).toHaveLength(1);
      expect(server.up).toBe(true);

      await openAdminPage(page, 'kezdo', 'Kezdőlap');
      const tiles = page.getByRole('region', { name: 'Összesítés' });
      await tiles.waitFor();
      for (const [metric, unit] of [
        ['cpu', / %$/],
        ['mem', / %$/],
        ['rps', / kérés\/s$/],
        ['err', / %$/],
      ] as const) {
        const value = await page.locator(`[data-metric="${metric}"] p`).first().textContent();
        expect(value).toMatch(/^\d+(,\d+)? /);
        expect(value).toMatch(unit);
      }
      // Memory of a running Node process is never zero; the line is drawn from the real history.
      expect(await page.locator('[data-metric="mem"] p').first().textContent()).not.toBe('0 %');
      expect(await tiles.getByRole('img', { name: /^CPU, utolsó \d+ mérés:/ }).count()).toBe(1);
      const badge = await page
        .locator('[data-metric="err"]')
        .getByText(/^(OK|FIGYELEM)$/)
        .textContent();
      expect(badge).toBe(api.summary.err < 1 ? 'OK' : 'FIGYELEM');

      const servers = page.getByRole('table', { name: 'Szerverek' });
      const row = servers.getByRole('row').filter({ hasText: server.id });
      await row.waitFor();
      expect(await row.getByText('helyi', { exact: true }).count()).toBe(1);
      expect(await row.getByText('Fut', { exact: true }).count()).toBe(1);
      expect(await row.getByText(/ ms$/).count()).toBe(1);

      const events = page.getByRole('region', { name: 'Események' });
      await events
        .getByText(/^A szerver elindult \(régió: helyi, gép: /)
        .first()
        .waitFor();
      expect(await events.getByText(`Szerver: ${server.id}`).count()).toBeGreaterThan(0);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given the admin session ended on the server, the next action goes to the login and back after signing in', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signInAdmin(page);
      await openAdminPage(page, 'kezdo', 'Kezdőlap');
      // Another client ends the session with the browser's cookie; the browser keeps its copy.
      const cookie = (await w.context.cookies())
        .filter((c) => c.name.startsWith('tavollet.admin'))
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      const ended = await fetch(`${e2e.gateway.url}/api/auth/admin/logout`, { method: 'POST', headers: { cookie } });
      expect(ended.status).toBeLessThan(300);
      expect((await w.context.cookies()).some((c) => c.name === 'tavollet.admin')).toBe(true);

      await page
        .getByRole('navigation', { name: 'Admin menü' })
        .getByRole('link', { name: 'Hibabejelentések' })
        .click();
      await page.getByRole('heading', { level: 1, name: LOGIN_TITLE }).waitFor();
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin/hibabejelentesek');
      expect(w.failedRequests.some((r) => r.url === '/api/admin/getissuedata' && r.failure === 401)).toBe(true);

      await page.getByLabel(fieldLabel('E-mail cím')).fill(DEMO_ADMIN);
      await page.getByLabel(fieldLabel('Jelszó')).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Belépés' }).click();
      await page.getByRole('heading', { level: 1, name: 'Hibabejelentések' }).waitFor();
    } finally {
      await w.close();
    }
  });

  it('given a staff session, /admin/kezdo shows the admin login; given an admin session, /app shows the staff login', async () => {
    const staff = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(staff.page, DEMO.teacher);
      await staff.page.goto('/admin/kezdo');
      await staff.page.getByRole('heading', { level: 1, name: LOGIN_TITLE }).waitFor();
      expect(await staff.page.getByRole('heading', { name: 'Kezdőlap' }).count()).toBe(0);
      expect((await staff.page.request.get('/api/admin/getstats')).status()).toBe(401);
    } finally {
      await staff.close();
    }
    const admin = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signInAdmin(admin.page);
      await admin.page.goto('/app/tanar');
      await admin.page.getByRole('heading', { level: 1, name: 'Bejelentkezés' }).waitFor();
      expect(new URL(admin.page.url()).pathname).toBe('/');
      expect((await admin.page.request.get('/api/auth/me')).status()).toBe(401);
    } finally {
      await admin.close();
    }
  });

  it('given the logout button, ends the session on the server and the admin pages need a new sign-in', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signInAdmin(page);
      await openAdminPage(page, 'kezdo', 'Kezdőlap');
      await page.getByRole('button', { name: 'Kijelentkezés' }).click();
      await page.getByRole('heading', { level: 1, name: LOGIN_TITLE }).waitFor();
      // A logout forgets the page it was on.
      expect(new URL(page.url()).search).toBe('');
      expect((await page.request.get('/api/admin/auth/me')).status()).toBe(401);
      await page.goto('/admin/kezdo');
      await page.getByRole('heading', { level: 1, name: LOGIN_TITLE }).waitFor();
    } finally {
      await w.close();
    }
  });

  it('given a 360 px wide screen, the menu folds behind "Menü" and nothing scrolls sideways', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const { page } = w;
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAdmin(page);
      await openAdminPage(page, 'kezdo', 'Kezdőlap');
      await page.getByRole('table', { name: 'Szerverek' }).waitFor();
      const menuButton = page.getByRole('button', { name: 'Menü' });
      const issuesLink = page.getByRole('link', { name: 'Hibabejelentések' });
      expect(await menuButton.isVisible()).toBe(true);
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      expect(await issuesLink.isVisible()).toBe(false);
      expect(await overflowsSideways(page)).toBe(false);

      await menuButton.click();
      await issuesLink.waitFor();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await issuesLink.waitFor({ state: 'hidden' });
      expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

      await menuButton.click();
      await issuesLink.click();
      await page.getByRole('heading', { level: 1, name: 'Hibabejelentések' }).waitFor();
      await issuesLink.waitFor({ state: 'hidden' });
      expect(await overflowsSideways(page)).toBe(false);
      // Signed in, the login page goes on to the home.
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Kezdőlap' }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
    } finally {
      await w.close();
    }
  });

  it('given the theme toggle, switches to dark and back, and the choice stays after a reload', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await page.emulateMedia({ colorScheme: 'light' });
      await signInAdmin(page);
      await openAdminPage(page, 'kezdo', 'Kezdőlap');
      const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
      expect(await theme()).toBe('light');
      await page.getByRole('button', { name: 'Sötét téma' }).click();
      await page.getByRole('button', { name: 'Világos téma' }).waitFor();
      expect(await theme()).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      const background = () =>
        page.evaluate(() => getComputedStyle(document.querySelector('[data-remote="mfe_admin"]')!).backgroundColor);
      const dark = await background();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Kezdőlap' }).waitFor();
      expect(await theme()).toBe('dark');
      await page.getByRole('button', { name: 'Világos téma' }).click();
      await page.getByRole('button', { name: 'Sötét téma' }).waitFor();
      expect(await theme()).toBe('light');
      expect(await background()).not.toBe(dark);
    } finally {
      await w.close();
    }
  });
});
