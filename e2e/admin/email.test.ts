// The admin's e-mail screen in a real browser against the real gateway (admin-area.md §2
// "/admin/email", §5 "Quick mail", "Schedule", §7 "E-mail"): a
// weekly schedule created and summarised, blocked and unblocked; a quick mail to Vezetők landing
// as one mail per leader in the outbox; a teacher's submit mailed to the approver; axe in both
// themes with the editor open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { decodeQuotedPrintable, readOutbox } from '../support/outbox.ts';
import { DEMO, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { openAdminPage, signInAdmin, withTheme } from './admin-support.ts';

const e2e = useGatewayAndBrowser();

/** The outbox's mails whose decoded text contains `text`, once at least `n` are there. */
async function mailsWith(text: string, n: number, timeoutMs = 20_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(e2e.gateway)).map(decodeQuotedPrintable).filter((m) => m.includes(text));
    if (found.length >= n) return found;
    if (Date.now() > deadline) throw new Error(`only ${found.length} mails with "${text}" in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const toOf = (mail: string) => /^To:\s*(.+)$/im.exec(mail)?.[1]?.trim() ?? '';

async function openEmail(page: Page): Promise<void> {
  await signInAdmin(page);
  await openAdminPage(page, 'email', 'Email konfiguráció');
  await page.getByRole('table', { name: 'Ütemezett emailek' }).waitFor();
}

describe('admin e-mail screen', () => {
  it('creates a weekly schedule shown as "hetente H, Sze 08:00", blocks and unblocks it', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openEmail(page);
      const name = `Heti emlékeztető ${Date.now()}`;
      await page.getByRole('button', { name: 'Új ütemezett email' }).click();
      const dialog = page.getByRole('dialog', { name: 'Új ütemezés' });
      await dialog.getByLabel(/^Email neve/).fill(name);
      await dialog.getByLabel(/^Tárgy/).fill('Heti teendők');
      await dialog.getByRole('button', { name: 'Vezetők' }).click();
      await dialog.getByLabel('Gyakoriság').selectOption('weekly');
      await dialog.getByRole('button', { name: 'Sze (Szerda)' }).click();
      await dialog.getByRole('button', { name: 'Mentés' }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('hetente H, Sze 08:00').waitFor();
      expect(await row.getByText('Vezetők').count()).toBe(1);

      await row.getByRole('button', { name: 'Blokkolás (aktív)' }).click();
      await row.getByRole('button', { name: 'Feloldás (inaktív)' }).waitFor();
      await row.getByRole('button', { name: 'Feloldás (inaktív)' }).click();
      await row.getByRole('button', { name: 'Blokkolás (aktív)' }).waitFor();
      expect(w.failedRequests).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('sends a quick mail to Vezetők as one mail per leader, and clears the form', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await openEmail(page);
      const subject = `Vezetői értekezlet ${Date.now()}`;
      const marker = `Holnap 8-kor az igazgatóiban (${Date.now()}).`;
      const form = page.locator('[data-form="quick-mail"]');
      await form.getByRole('button', { name: 'Vezetők' }).click();
      await form.getByLabel(/^Tárgy/).fill(subject);
      await form.getByLabel(/^Üzenet/).fill(marker);
      await form.getByRole('button', { name: 'Küldés' }).click();
      await form.getByText('Email elküldve.').waitFor();
      expect(await form.getByLabel(/^Tárgy/).inputValue()).toBe('');
      const mails = await mailsWith(marker, 2);
      const to = mails.map(toOf);
      expect(new Set(to).size).toBe(to.length);
      expect(to.join(' ')).toContain(DEMO.principal);
      expect(to.join(' ')).toContain(DEMO.deputy);
      expect(to.join(' ')).not.toContain(DEMO.teacher);
    } finally {
      await w.close();
    }
  });

  it('mails the approver when a teacher submits a request, its dates written as the screens write them', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      let kerelemId: number | null = null;
      let day = '';
      // The first free working day two or more weeks ahead (the demo teacher has requests of her own).
      for (let ahead = 14; ahead < 60 && kerelemId === null; ahead++) {
        const d = new Date(Date.now() + ahead * 86_400_000);
        if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
        const iso = d.toISOString().slice(0, 10);
        const res = await w.page.request.post('/api/user/teacher/submit', {
          data: { tipus: 'rendes_szabadsag', mettol: iso, meddig: iso },
        });
        if (res.ok()) [kerelemId, day] = [((await res.json()) as { kerelem_id: number }).kerelem_id, iso];
      }
      expect(kerelemId).not.toBeNull();
      const [mail] = await mailsWith(`Kérelem: #${kerelemId}`, 1);
      expect(mail).toContain('Új szabadságkérelem vár a döntésedre.');
      // "2026-12-14" is written "2026. 12. 14.", as on the screens; the footer names the demo school.
      const hu = day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1. $2. $3.');
      expect(mail).toContain(`Típus és időszak: Rendes szabadság, ${hu} – ${hu} (1 munkanap)`);
      expect(mail).not.toContain(day);
      expect(mail).toContain('Demo Általános Iskola · Távollét szabadságkezelő');
      expect(toOf(mail!)).not.toContain(DEMO.teacher);
    } finally {
      await w.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the page and in the editor`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      const { page } = w;
      try {
        await withTheme(page, theme);
        await openEmail(page);
        await page.getByRole('checkbox').first().waitFor();
        expect(await axe(page)).toEqual([]);
        await page.getByRole('button', { name: 'Új ütemezett email' }).click();
        const dialog = page.getByRole('dialog', { name: 'Új ütemezés' });
        await dialog.getByLabel('Gyakoriság').selectOption('weekly');
        expect(await axe(page, '[role="dialog"]')).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await page.setViewportSize({ width: 360, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      } finally {
        await w.close();
      }
    });
  }
});
