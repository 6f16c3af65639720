// A session that ends while a teacher works (expired, signed out on another device, blocked):
// the remote's own call answers 401, the shell takes the user to its login page, and signing in
// again brings them back to the same screen (contract/src/client/http.ts SESSION_EXPIRED_EVENT).
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO, signIn, signInWithForm } from '../support/session.ts';
import { requestForm } from './teacher-support.ts';

describe('teacher area: session ended meanwhile', () => {
  const e2e = useGatewayAndBrowser();

  it('given a session ended meanwhile, the next call of the request screen leads to the login page and back', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signIn(page, DEMO.teacher);
      await page.goto('/app/tanar/keres');
      const f = requestForm(page);
      await f.type.waitFor();
      // The same person signs out on another device: a second browser context with its own cookie
      // cannot end this one, so end this very session through the API instead (same cookie jar).
      const out = await page.request.post('/api/auth/logout');
      expect(out.status()).toBe(200);

      // Choosing dates asks the server what they cost (GET /api/user/teacher/workingdays): 401.
      await f.type.selectOption('hivatalos');
      await f.from.fill('2027-04-12');
      await f.to.fill('2027-04-12');

      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('returnTo') === '/app/tanar/keres');
      await expect(page.getByRole('heading', { name: 'Bejelentkezés' }).isVisible()).resolves.toBe(true);
      // No failure dialog was left behind for a request the user never saw fail.
      expect(await page.getByRole('dialog').count()).toBe(0);

      await signInWithForm(page, DEMO.teacher);
      await page.waitForURL((url) => url.pathname === '/app/tanar/keres');
      await requestForm(page).type.waitFor();
    } finally {
      await w.close();
    }
  });

  it('given a filled form when the session ends, signing in again brings the form back with a note', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signIn(page, DEMO.teacher);
      await page.goto('/app/tanar/keres');
      const f = requestForm(page);
      await f.type.waitFor();
      await f.type.selectOption('hivatalos');
      await f.note.fill('Bírósági tárgyalás');
      await f.from.fill('2027-04-12');
      // Ended on another device; the next call (the working-day count of the range) answers 401.
      expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
      await f.to.fill('2027-04-13');
      await page.waitForURL((url) => url.pathname === '/');

      await signInWithForm(page, DEMO.teacher);
      await page.waitForURL((url) => url.pathname === '/app/tanar/keres');
      const again = requestForm(page);
      await page.getByText('A munkameneted lejárt; a kitöltött űrlapot visszatöltöttük.').waitFor();
      expect(await again.type.inputValue()).toBe('hivatalos');
      expect(await again.from.inputValue()).toBe('2027-04-12');
      expect(await again.to.inputValue()).toBe('2027-04-13');
      expect(await again.note.inputValue()).toBe('Bírósági tárgyalás');
    } finally {
      await w.close();
    }
  });

  it('given a form kept for one teacher, another person signing in on the tab gets none of it', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signIn(page, DEMO.teacher);
      await page.goto('/app/tanar/keres');
      const f = requestForm(page);
      await f.type.waitFor();
      await f.type.selectOption('hivatalos');
      await f.note.fill('Kovács Anna jegyzete');
      await f.from.fill('2027-04-12');
      expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
      await f.to.fill('2027-04-13');
      await page.waitForURL((url) => url.pathname === '/');

      // Kiss Gábor (tanár + HR) signs in on the same tab and opens the request screen.
      await signInWithForm(page, DEMO.teacherHr);
      await page.waitForURL((url) => url.pathname === '/app/tanar/keres');
      const again = requestForm(page);
      await again.type.waitFor();
      expect(await again.type.inputValue()).toBe('');
      expect(await again.note.inputValue()).toBe('');
      expect(await page.getByText('A munkameneted lejárt; a kitöltött űrlapot visszatöltöttük.').count()).toBe(0);
      expect(
        await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('tavollet.unsent.'))),
      ).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
