// axe-core on the teacher screens in both themes (WCAG 2.x A/AA and best practices), in Chromium
// against the real gateway: the request page with a draft loaded, its confirmation dialog, and
// the history with rows. Only the remote's own area and its dialogs are checked (the shell's
// frame is the shell's business).
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO, signIn } from '../support/session.ts';
import { dialogNamed, hu, requestForm } from './teacher-support.ts';

describe('teacher area: accessibility', () => {
  const e2e = useGatewayAndBrowser();

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the request page, its confirmation and the history`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      const { page } = w;
      try {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        // A teacher with seeded drafts and requests in several statuses.
        await signIn(page, DEMO.teacherHr);
        const day = theme === 'light' ? '2027-03-10' : '2027-03-11';
        // A saved draft, loaded into the form: the list, its badge and the form's draft notice are checked too.
        const saved = await page.request.post('/api/user/teacher/savedraft', {
          data: { tipus_kod: 'hivatalos', kezdete: day, vege: day, megjegyzes: `Akadálymentesség (${theme})` },
        });
        expect(saved.status()).toBe(200);
        await page.goto('/app/tanar/keres');
        const f = requestForm(page);
        await f.type.waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await page.getByRole('button', { name: `Betöltés: Hivatalos távollét, ${hu(day)} – ${hu(day)}` }).click();
        await page.getByText('Betöltve').waitFor();
        await page.getByText(/munkanap \(1 naptári nap\)/).waitFor();
        expect(await axe(page, '[data-remote="mfe_teacher"]')).toEqual([]);

        await f.submit.click();
        const confirm = dialogNamed(page, 'Kérelem beküldése');
        await confirm.getByText('Biztosan beadod a kérelmet?').waitFor();
        expect(await axe(page, '[role="alertdialog"]')).toEqual([]);
        await page.keyboard.press('Escape');

        await page.goto('/app/tanar/elozmenyek');
        await page.getByText(/^\d+ \/ \d+ kérelem$/).waitFor();
        expect(await axe(page, '[data-remote="mfe_teacher"]')).toEqual([]);
      } finally {
        await w.close();
      }
    });
  }
});
