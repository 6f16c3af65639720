// The admin's issue reports in a real browser against the real gateway (admin-area.md §2
// "/admin/hibabejelentesek", §4 "Issue report", §7 "Issues"): a teacher's report with a screenshot,
// its details with the image really shown, forwarding to the developer (the mail with the image in
// the outbox), closing, the buttons that follow, and the screen at 360 px. Axe in both themes, with
// both dialogs open: e2e/admin/accessibility.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage, type WatchedPage } from '../support/browser.ts';
import { decodeQuotedPrintable, readOutbox } from '../support/outbox.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { fileReportAsTeacher as fileReport, signInAdmin, withTheme } from './admin-support.ts';

const DEVELOPER = 'fejleszto@demo.iskola.hu';

const e2e = useGatewayAndBrowser(() => ({ DEVELOPER_EMAIL: DEVELOPER }));
const fileReportAsTeacher = (targy: string) => fileReport(e2e, targy);

async function openIssues(w: WatchedPage, theme?: 'light' | 'dark'): Promise<void> {
  if (theme) await withTheme(w.page, theme);
  else await w.page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAdmin(w.page);
  await w.page.goto('/admin/hibabejelentesek');
  await w.page.getByRole('heading', { level: 1, name: 'Hibabejelentések' }).waitFor();
  await w.page.getByRole('table', { name: 'Hibabejelentések' }).getByRole('row').nth(1).waitFor();
}

/** Waits until the mail about report `id` is in the outbox (mails are sent by a queued job). */
async function waitForForwardMail(id: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = (await readOutbox(e2e.gateway)).find((m) => m.includes(`#${id}`) && m.includes(`To: ${DEVELOPER}`));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no forward mail about #${id} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const imageShown = (page: Page, name: string) =>
  page
    .getByRole('img', { name })
    .evaluate((img: HTMLImageElement) =>
      img.complete ? img.naturalWidth : new Promise<number>((r) => (img.onload = () => r(img.naturalWidth))),
    );

describe('admin issue reports', () => {
  it('given a teacher’s report with a screenshot, the admin sees the image, forwards it with the image in the mail, and closes it', async () => {
    const targy = `Fehér oldal mentéskor ${Date.now()}`;
    const id = await fileReportAsTeacher(targy);
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await openIssues(w);
      const table = page.getByRole('table', { name: 'Hibabejelentések' });
      // Newest new report first, flagged critical.
      const first = table.getByRole('row').nth(1);
      await first.getByText(targy).waitFor();
      expect(await first.getByRole('img', { name: 'Kritikus' }).count()).toBe(1);
      expect(await first.getByText('Új', { exact: true }).count()).toBe(1);

      // Details: the screenshot is loaded only now and really decodes.
      expect(w.requests.some((u) => u.startsWith(`/api/admin/issues/${id}/images/`))).toBe(false);
      const detailsButton = page.getByRole('button', { name: `Részletek: ${targy}` });
      await detailsButton.click();
      const details = page.getByRole('dialog', { name: 'Bejelentés részletei' });
      await details.getByText('képernyő.webp').waitFor();
      expect(await imageShown(page, 'Csatolt kép: képernyő.webp')).toBeGreaterThan(0);
      const imageAnswer = w.responses.find((r) => r.url().includes(`/api/admin/issues/${id}/images/`))!;
      expect(imageAnswer.headers()['content-type']).toBe('image/webp');
      expect(imageAnswer.headers()['content-security-policy']).toContain('sandbox');
      expect(await details.getByText('Hiba', { exact: true }).count()).toBe(1);

      // Forward from the details dialog: the dialog above it names the subject and the recipient.
      await details.getByRole('button', { name: 'Továbbítás fejlesztőnek' }).click();
      const forward = page.getByRole('dialog', { name: 'Továbbítás fejlesztőnek' });
      await forward.getByText(DEVELOPER).waitFor();
      expect(await forward.getByText(targy).count()).toBe(1);
      await forward.getByLabel('Üzenet a fejlesztőnek').fill('Kérlek, nézd meg a mai kiadás előtt.');
      await forward.getByRole('button', { name: 'Továbbítás' }).click();
      await details.getByText('A bejelentést továbbítottuk a fejlesztőnek.').waitFor();
      expect(await forward.count()).toBe(0);
      await details.getByText('Fejlesztőnek továbbítva').waitFor();
      expect(await details.getByRole('button', { name: 'Továbbítás fejlesztőnek' }).isDisabled()).toBe(true);

      const mail = await waitForForwardMail(id);
      expect(decodeQuotedPrintable(mail)).toContain('Kérlek, nézd meg a mai kiadás előtt.');
      expect(mail).toMatch(/Content-Type: image\/webp; name=/);
      expect(mail).toMatch(/Content-Disposition: attachment; filename/);

      // Close, then the row's buttons follow.
      await details.getByRole('button', { name: 'Hiba lezárása' }).click();
      await details.getByText('A bejelentés lezárva.').waitFor();
      await details.getByText('Lezárva', { exact: true }).waitFor();
      expect(await details.getByRole('button', { name: 'Hiba lezárása' }).isDisabled()).toBe(true);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
      expect(await detailsButton.evaluate((el) => el === document.activeElement)).toBe(true);
      const row = table.getByRole('row').filter({ hasText: targy });
      await row.getByText('Lezárva', { exact: true }).waitFor();
      expect(await row.getByRole('button', { name: `Továbbítás: ${targy}` }).isDisabled()).toBe(true);
      expect(await row.getByRole('button', { name: `Lezárás: ${targy}` }).isDisabled()).toBe(true);
      // A closed report sorts after the new and forwarded ones.
      expect(await table.getByRole('row').nth(1).textContent()).not.toContain(targy);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given a 360 px wide screen, the page does not scroll sideways and the details dialog fits', async () => {
    const targy = `Keskeny kijelző ${Date.now()} – egy hosszabb tárgy, amely nem fér el egy sorban sem`;
    await fileReportAsTeacher(targy);
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const { page } = w;
    try {
      await openIssues(w);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('button', { name: `Részletek: ${targy}` }).click();
      const details = page.getByRole('dialog', { name: 'Bejelentés részletei' });
      await details.getByText('képernyő.webp').waitFor();
      const box = (await details.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axe(page, '[role="dialog"]')).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
