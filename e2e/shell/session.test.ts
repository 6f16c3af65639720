// Sign-in, the session, role choice, logout and the layout in a real browser (staff-area.md §2,
// §4, §5, §8).
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { layoutMain, waitForRemote } from '../support/app.ts';
import { DEMO, fieldLabel, openUserMenu, signIn, signInWithForm, signOutWithMenu } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const path = (url: string) => new URL(url).pathname;
const e2e = useGatewayAndBrowser();

describe('sign-in and session', () => {
  it("given a wrong password, the login shows the server's message and stays on /", async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto('/');
      await signInWithForm(w.page, `  ${DEMO.teacher}  `, 'Rossz-jelszo-1');
      await w.page.getByRole('alert').getByText('Hibás e-mail cím vagy jelszó.').waitFor();
      expect(path(w.page.url())).toBe('/');
    } finally {
      await w.close();
    }
  });

  it('given a too short password, the form says so without asking the server', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto('/');
      await signInWithForm(w.page, DEMO.teacher, 'rovid');
      await w.page.getByText('A jelszó legyen legalább 8 karakter hosszú!').waitFor();
      expect(w.requests.filter((u) => u.startsWith('/api/auth/login'))).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given a logout after moving inside the app, Back never shows a staff page again, only the login', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await w.page.goto('/app/tanar');
      await layoutMain(w.page).getByText('Tanári kezdőlap').waitFor();
      // A move inside the app: a history entry of the same page.
      await layoutMain(w.page)
        .getByRole('link', { name: /Szabadságkérelem/ })
        .first()
        .click();
      await w.page.waitForURL((url) => url.pathname === '/app/tanar/keres');
      const entries = await w.page.evaluate(() => history.length);
      await signOutWithMenu(w.page);
      expect(path(w.page.url())).toBe('/');
      // The login page took the place of /app/tanar/keres: no entry was added.
      expect(await w.page.evaluate(() => history.length)).toBe(entries);
      // Back reaches the staff page before it, whose guards send the signed-out visitor to the
      // login page again (a signed-out page restored from the back/forward cache reloads first).
      await w.page.goBack();
      await w.page.waitForURL((url) => url.pathname === '/');
      await w.page.getByRole('heading', { name: 'Bejelentkezés' }).waitFor();
      expect(await w.page.locator('header').count()).toBe(0);
    } finally {
      await w.close();
    }
  });

  it('given one role, login lands on its home; a reload keeps session and role; logout returns to /', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto('/');
      await signInWithForm(w.page, DEMO.principal);
      await waitForRemote(w.page, '/app/igazgato');
      expect(await w.page.evaluate(() => sessionStorage.getItem('tavollet.role'))).toBe('igazgato');

      await w.page.reload();
      await waitForRemote(w.page, '/app/igazgato');
      expect(await w.page.locator('header').getByText('Igazgató', { exact: true }).isVisible()).toBe(true);
      // One role: no role switch in the user menu.
      await openUserMenu(w.page);
      expect(await w.page.getByRole('link', { name: 'Szerepváltás' }).count()).toBe(0);
      await w.page.keyboard.press('Escape');

      await signOutWithMenu(w.page);
      expect(path(w.page.url())).toBe('/');
      expect(await w.page.evaluate(() => sessionStorage.getItem('tavollet.role'))).toBeNull();
      // The server session is over too: the area sends back to login.
      await w.page.goto('/app/igazgato');
      await w.page.getByRole('heading', { name: 'Bejelentkezés' }).waitFor();
      expect(path(w.page.url())).toBe('/');
      expect(w.consoleErrors.filter((e) => !/401/.test(e))).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given two roles, login lands on the chooser; the chosen role is kept across a reload', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto('/');
      await signInWithForm(w.page, DEMO.teacherHr);
      await w.page.getByRole('heading', { name: 'Szerepkör választása' }).waitFor();
      expect(path(w.page.url())).toBe('/app/szerep');
      const cards = layoutMain(w.page).getByRole('listitem');
      expect(await cards.count()).toBe(2);
      await layoutMain(w.page).getByText('Az összes kérelem szűrése és exportálása CSV-be.').waitFor();

      await layoutMain(w.page).getByRole('link', { name: /^HR\b/ }).click();
      await waitForRemote(w.page, '/app/hr');
      await w.page.reload();
      await waitForRemote(w.page, '/app/hr');
      expect(await w.page.evaluate(() => sessionStorage.getItem('tavollet.role'))).toBe('hr');
      // The side menu is the HR role's.
      expect(await w.page.getByRole('navigation').getByRole('link', { name: 'Kérelmek' }).isVisible()).toBe(true);

      // /app goes to the active role's home.
      await w.page.goto('/app');
      await waitForRemote(w.page, '/app/hr');
    } finally {
      await w.close();
    }
  });

  it('given a signed-out visitor on a protected URL, they land on / and return to it after login', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto('/app/tanar/elozmenyek');
      await w.page.getByRole('heading', { name: 'Bejelentkezés' }).waitFor();
      expect(path(w.page.url())).toBe('/');
      await signInWithForm(w.page, DEMO.teacherHr);
      await waitForRemote(w.page, '/app/tanar/elozmenyek', '/app/tanar');
      expect(await w.page.evaluate(() => sessionStorage.getItem('tavollet.role'))).toBe('tanar');
    } finally {
      await w.close();
    }
  });

  it('given a role area the user does not hold, the no-permission page; an unknown stored role, the chooser', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacherHr);
      await w.page.goto('/app/igazgato');
      await w.page.getByRole('heading', { name: 'Ehhez az oldalhoz nincs jogosultságod' }).waitFor();
      expect(path(w.page.url())).toBe('/app/igazgato');

      await w.page.evaluate(() => sessionStorage.setItem('tavollet.role', 'portas'));
      await w.page.goto('/app');
      await w.page.getByRole('heading', { name: 'Szerepkör választása' }).waitFor();
      expect(await w.page.evaluate(() => sessionStorage.getItem('tavollet.role'))).toBeNull();
    } finally {
      await w.close();
    }
  });

  it("given a session that ended meanwhile, a screen's call leads to login and back", async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await w.page.goto('/app/hiba-jelentes');
      await w.page.getByRole('heading', { name: 'Hibajelentés' }).waitFor();
      await w.context.clearCookies();
      await w.page.getByLabel(fieldLabel('Tárgy')).fill('Lejárt munkamenet');
      await w.page.getByLabel(fieldLabel('Leírás')).fill('Beküldéskor már nincs munkamenet.');
      await w.page.getByRole('button', { name: 'Beküldés' }).click();
      await w.page.getByRole('heading', { name: 'Bejelentkezés' }).waitFor();
      await signInWithForm(w.page, DEMO.teacher);
      await w.page.getByRole('heading', { name: 'Hibajelentés' }).waitFor();
      expect(path(w.page.url())).toBe('/app/hiba-jelentes');
    } finally {
      await w.close();
    }
  });

  it('given a signed-in user opening /, they go on to their area', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto('/');
      await signInWithForm(w.page, DEMO.hr);
      await waitForRemote(w.page, '/app/hr');
      await w.page.goto('/');
      await waitForRemote(w.page, '/app/hr');
    } finally {
      await w.close();
    }
  });
});

describe('layout', () => {
  it('given the theme toggle, dark survives a reload and is applied before the first paint', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await w.page.goto('/app/tanar');
      await waitForRemote(w.page, '/app/tanar');
      expect(await w.page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      await openUserMenu(w.page);
      await w.page.getByRole('button', { name: 'Sötét téma' }).click();
      expect(await w.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await w.page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

      await w.page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { e2eTheme: unknown }).e2eTheme = document.documentElement.dataset.theme;
        });
      });
      await w.page.reload();
      await waitForRemote(w.page, '/app/tanar');
      expect(await w.page.evaluate(() => (window as unknown as { e2eTheme: unknown }).e2eTheme)).toBe('dark');
      expect(await w.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await openUserMenu(w.page);
      await w.page.getByRole('button', { name: 'Világos téma' }).click();
      expect(await w.page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    } finally {
      await w.close();
    }
  });

  it('given a desktop-wide screen, the side menu is always shown and there is no "Menü" button', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 1280, height: 800 } });
    try {
      await signIn(w.page, DEMO.deputy);
      await w.page.goto('/app/igazgatohelyettes');
      await waitForRemote(w.page, '/app/igazgatohelyettes');
      expect(await w.page.getByRole('navigation').getByRole('link', { name: 'Új kérelem' }).isVisible()).toBe(true);
      expect(await w.page.getByRole('button', { name: 'Menü' }).isVisible()).toBe(false);
    } finally {
      await w.close();
    }
  });

  it('given a 360 px wide screen, "Menü" opens the side menu, Escape closes it and focus returns', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    try {
      await signIn(w.page, DEMO.deputy);
      await w.page.goto('/app/igazgatohelyettes');
      await waitForRemote(w.page, '/app/igazgatohelyettes');
      // Nothing sticks out sideways.
      expect(await w.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const nav = w.page.getByRole('navigation');
      const newRequest = nav.getByRole('link', { name: 'Új kérelem' });
      expect(await newRequest.isVisible()).toBe(false);
      const button = w.page.getByRole('button', { name: 'Menü' });
      await button.click();
      await newRequest.waitFor({ state: 'visible' });
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await nav.getByRole('link', { name: 'Kezdőlap' }).evaluate((el) => el === document.activeElement)).toBe(
        true,
      );

      await w.page.keyboard.press('Escape');
      await newRequest.waitFor({ state: 'hidden' });
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

      // Tab past the last link: the menu closes instead of hiding the focus behind it.
      await button.click();
      await newRequest.waitFor({ state: 'visible' });
      await newRequest.focus();
      await w.page.keyboard.press('Tab');
      await newRequest.waitFor({ state: 'hidden' });

      await button.click();
      await nav.getByRole('link', { name: 'Jóváhagyások' }).click();
      await waitForRemote(w.page, '/app/igazgatohelyettes/jovahagyasok', '/app/igazgatohelyettes');
      // The navigation closes the menu: the URL changes first, the menu closes on the next
      // render (the remote's area was already there, so waitForRemote does not wait for it).
      await newRequest.waitFor({ state: 'hidden', timeout: 5000 });
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
