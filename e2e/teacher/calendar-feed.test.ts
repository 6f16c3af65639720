// Calendar feeds end to end (docs/architecture.md "Calendar feeds"), in Chromium against the real
// gateway: the teacher copies her feed's address from the home's dialog; a calendar client (here
// fetch and ical.js) sees her request tentative, confirmed after the deputy's approval, and a
// withdrawn one gone; "Új cím" stops the old address at once; the principal's school feed holds
// her approved absence by name and type. axe checks the dialog in both themes at 360 px.
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO, signIn } from '../support/session.ts';
import { dialogNamed, freeTwoDayRange } from './teacher-support.ts';

interface FeedEvent {
  summary: string;
  start: string;
  status: string;
  uid: string;
}

/** The feed as a calendar client reads it: its events, parsed by ical.js. */
async function feedEvents(url: string): Promise<FeedEvent[]> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents('vevent').map((v) => ({
    summary: String(v.getFirstPropertyValue('summary')),
    start: (v.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
    status: String(v.getFirstPropertyValue('status')),
    uid: String(v.getFirstPropertyValue('uid')),
  }));
}

const ofRequest = (events: FeedEvent[], id: number) => events.filter((e) => new RegExp(`-${id}-\\d+@`).test(e.uid));

async function post(page: Page, path: string, data: unknown): Promise<unknown> {
  const res = await page.request.post(path, { data });
  if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Opens the dialog by its button and answers the address it shows. */
async function openFeed(page: Page, button: string, title: string): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = dialogNamed(page, title);
  const field = dialog.getByRole('textbox', { name: 'Előfizetési cím' });
  await expect.poll(() => field.inputValue()).toMatch(/\/api\/calendar\/feed\.ics\?token=/);
  return field.inputValue();
}

describe('calendar feeds', () => {
  const e2e = useGatewayAndBrowser();

  it("a teacher's feed follows her requests, the new address replaces the old one, and the principal's school feed holds her approved absence", async () => {
    const teacher = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const deputy = await openPage(e2e.browser, e2e.gateway.url);
    const principal = await openPage(e2e.browser, e2e.gateway.url);
    try {
      const { page } = teacher;
      await teacher.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, DEMO.teacher);
      await signIn(deputy.page, DEMO.deputy);
      await signIn(principal.page, DEMO.principal);

      // The home's dialog: the address, copied to the clipboard.
      await page.goto('/app/tanar');
      const url = await openFeed(page, 'Naptár-előfizetés', 'Saját távolléteid a naptáradban');
      const dialog = dialogNamed(page, 'Saját távolléteid a naptáradban');
      await dialog.getByRole('button', { name: 'Másolás' }).click();
      await dialog.getByRole('status').getByText('Másolva').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      // Pending: tentative; approved by the deputy: confirmed.
      const first = await freeTwoDayRange(page);
      const approved = (
        (await post(page, '/api/user/teacher/submit', {
          tipus: 'rendes_szabadsag',
          ...first,
          megjegyzes: 'E2E naptár',
        })) as { kerelem_id: number }
      ).kerelem_id;
      expect(ofRequest(await feedEvents(url), approved).map((e) => [e.summary, e.start, e.status])).toEqual([
        ['Rendes szabadság – Kovács Anna', first.mettol, 'TENTATIVE'],
      ]);
      await post(deputy.page, '/api/leaders/approve', { szerep: 'igazgatohelyettes', kerelem_id: approved });
      expect(ofRequest(await feedEvents(url), approved).map((e) => e.status)).toEqual(['CONFIRMED']);

      // Another request, withdrawn: gone from the feed.
      const second = await freeTwoDayRange(page, first.meddig);
      const withdrawn = (
        (await post(page, '/api/user/teacher/submit', {
          tipus: 'rendes_szabadsag',
          ...second,
          megjegyzes: 'E2E visszavonásra',
        })) as { kerelem_id: number }
      ).kerelem_id;
      expect(ofRequest(await feedEvents(url), withdrawn)).toHaveLength(1);
      await post(page, '/api/user/teacher/withdraw', { kerelem_id: withdrawn });
      const afterWithdrawal = await feedEvents(url);
      expect(ofRequest(afterWithdrawal, withdrawn)).toEqual([]);
      expect(ofRequest(afterWithdrawal, approved)).toHaveLength(1);

      // "Új cím", confirmed in the dialog: the new address works, the old one is 404 at once.
      await dialog.getByRole('button', { name: 'Új cím' }).click();
      await dialog.getByText(/Az eddigi cím azonnal megszűnik/).waitFor();
      await dialog.getByRole('button', { name: 'Igen, új címet kérek' }).click();
      await dialog.getByRole('status').getByText('Elkészült az új cím; a régi már nem működik.').waitFor();
      const renewed = await dialog.getByRole('textbox', { name: 'Előfizetési cím' }).inputValue();
      expect(renewed).not.toBe(url);
      expect((await fetch(url)).status).toBe(404);
      expect(ofRequest(await feedEvents(renewed), approved).map((e) => e.status)).toEqual(['CONFIRMED']);

      // The principal's school feed: her approved absence with her name and its type.
      await principal.page.goto('/app/igazgato');
      const schoolUrl = await openFeed(
        principal.page,
        'Iskolai naptár-előfizetés',
        'Az iskola távollétei a naptáradban',
      );
      const school = ofRequest(await feedEvents(schoolUrl), approved);
      expect(school.map((e) => [e.summary, e.start, e.status])).toEqual([
        ['Rendes szabadság – Kovács Anna', first.mettol, 'CONFIRMED'],
      ]);
      expect(ofRequest(await feedEvents(schoolUrl), withdrawn)).toEqual([]);

      for (const w of [teacher, deputy, principal]) expect(w.consoleErrors).toEqual([]);
    } finally {
      await Promise.all([teacher.close(), deputy.close(), principal.close()]);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme at 360 px, axe finds no violations in the dialog, and it works from the keyboard`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
      const { page } = w;
      try {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signIn(page, DEMO.hr);
        await page.goto('/app/hr');
        const button = page.getByRole('button', { name: 'Iskolai naptár-előfizetés', exact: true });
        await button.focus();
        await page.keyboard.press('Enter');
        const dialog = dialogNamed(page, 'Az iskola távollétei a naptáradban');
        await expect
          .poll(() => dialog.getByRole('textbox', { name: 'Előfizetési cím' }).inputValue())
          .toMatch(/token=/);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await dialog.getByRole('button', { name: 'Új cím' }).click();
        await dialog.getByText(/Az eddigi cím azonnal megszűnik/).waitFor();
        expect(await axe(page, '[role="dialog"]')).toEqual([]);
        // Nothing wider than the screen.
        expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      } finally {
        await w.close();
      }
    });
  }
});
