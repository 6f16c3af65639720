// Every check of staff-area.md §5 for the leave form, shown in the browser before any call, in
// Chromium against the real gateway; keyboard use of the dialogs; the screens at 360 px wide.
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { signIn } from '../support/session.ts';
import { dialogNamed, requestForm } from './teacher-support.ts';

describe('teacher area: validation and small screens', () => {
  const e2e = useGatewayAndBrowser();

  it('given each §5 case, the form shows its title and text, Escape closes the dialog and no request is sent', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signIn(page, 'horvath.zoltan@demo.iskola.hu');
      await page.goto('/app/tanar/keres');
      const f = requestForm(page);
      await f.type.waitFor();
      w.reset();

      const expectDialog = async (title: string, text: string, opener: typeof f.submit) => {
        const dialog = dialogNamed(page, title);
        await dialog.getByText(text, { exact: true }).waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        // Focus is back on the button that opened the dialog.
        expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      };

      // Draft without anything: the draft message.
      expect(await f.submit.isDisabled()).toBe(true);
      await f.saveDraft.click();
      await expectDialog(
        'Hiányzó adatok',
        'A piszkozat mentéséhez add meg a típust és a dátumtartományt (mettől–meddig).',
        f.saveDraft,
      );

      // Submit with a type but no dates.
      await f.type.selectOption('rendes_szabadsag');
      await f.submit.click();
      await expectDialog('Hiányzó adatok', 'Típus és dátumtartomány kötelező.', f.submit);

      // Draft with a type but only one date.
      await f.from.fill('2027-03-10');
      await f.saveDraft.click();
      await expectDialog(
        'Hiányzó adatok',
        'A piszkozat mentéséhez add meg a típust és a dátumtartományt (mettől–meddig).',
        f.saveDraft,
      );

      // Start after end, for the submit and the draft alike.
      await f.to.fill('2027-03-08');
      await f.submit.click();
      await expectDialog('Érvénytelen dátum', 'A kezdődátum nem lehet későbbi, mint a záródátum.', f.submit);
      await f.saveDraft.click();
      await expectDialog('Érvénytelen dátum', 'A kezdődátum nem lehet későbbi, mint a záródátum.', f.saveDraft);

      // A 101-character note (the field does not cut it, so the check is reachable).
      await f.to.fill('2027-03-11');
      await f.note.fill('x'.repeat(101));
      await f.submit.click();
      await expectDialog('Túl hosszú megjegyzés', 'A megjegyzés legfeljebb 100 karakter lehet.', f.submit);

      // Keyboard only: Enter in the form opens the confirmation with Mégse focused; Escape closes it.
      await f.note.fill('Rövid megjegyzés');
      await f.from.focus();
      await page.keyboard.press('Enter');
      const confirm = dialogNamed(page, 'Kérelem beküldése');
      await confirm.getByText('Biztosan beadod a kérelmet?').waitFor();
      expect(await confirm.getByRole('button', { name: 'Mégse' }).evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });

      const calls = w.requests.filter((u) => /\/api\/user\/teacher\/(submit|savedraft)/.test(u));
      expect(calls).toEqual([]);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given a 360 px wide screen in the dark theme, the request and history pages stack and the history is cards that fit', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const { page } = w;
    try {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await signIn(page, 'varga.eszter@demo.iskola.hu');
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

      await page.goto('/app/tanar/keres');
      const f = requestForm(page);
      await f.type.waitFor();
      await page.getByRole('table', { name: /^Szabadságkeretek/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await pageWidth()).toBeLessThanOrEqual(360);
      // Form and quota table stack: the quota table starts below the form.
      const formBox = (await f.form.boundingBox())!;
      const quotaBox = (await page.getByRole('table', { name: /^Szabadságkeretek/ }).boundingBox())!;
      expect(quotaBox.y).toBeGreaterThan(formBox.y + formBox.height - 1);

      await page.goto('/app/tanar/elozmenyek');
      const table = page.getByRole('table', { name: 'Kérelmeim' });
      await page.getByText(/^\d+ \/ \d+ kérelem$/).waitFor();
      expect(await pageWidth()).toBeLessThanOrEqual(360);
      // Each request is a card (the design system's Table in a narrow box): nothing scrolls sideways.
      expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await table.isVisible()).toBe(true);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
