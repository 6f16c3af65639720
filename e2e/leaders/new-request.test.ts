// The deputy's request on a teacher's behalf (staff-area.md §2 "The deputy new-request form",
// §5, §8), in Chromium against the real gateway: the empty form names what is missing, the
// teacher is found without accents, the types show her remaining days, the quick buttons fill
// the dates, the school calendar's total shows, and after the real submit the screen lands on
// the deputy's approvals; the request waits in the principal's, with the deputy named as its author.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { addDaysIso, isoWeekday } from '@tavollet/contract/domain/dates';
import { layoutMain } from '../support/app.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO, DEMO_PASSWORD, fieldLabel } from '../support/session.ts';
import { approvalsTable, getJson, hu, signedInPage } from './leaders-support.ts';

/** Demo teachers to try, in order, until one has nothing in the coming week (login, name, search text). */
const CANDIDATES = [
  ['horvath.zoltan', 'Horváth Zoltán', 'horvath zol'],
  ['varga.eszter', 'Varga Eszter', 'varga esz'],
  ['molnar.laszlo', 'Molnár László', 'molnar las'],
  ['nemeth.judit', 'Németh Judit', 'nemeth jud'],
] as const;

interface HistoryItem {
  status: string;
  start: string;
  end: string;
}

/** The first candidate whose live requests leave `from`–`to` free (read as that teacher). */
async function freeTeacher(browser: Browser, baseUrl: string, from: string, to: string) {
  for (const [login, name, search] of CANDIDATES) {
    const context = await browser.newContext({ baseURL: baseUrl });
    try {
      await context.request.post('/api/auth/login', {
        data: { email: `${login}@demo.iskola.hu`, password: DEMO_PASSWORD },
      });
      const res = await context.request.get('/api/user/teacher/history');
      const { items } = (await res.json()) as { items: HistoryItem[] };
      const live = items.filter((i) => i.status === 'benyujtva' || i.status === 'jovahagyva');
      if (!live.some((i) => i.start <= to && i.end >= from)) return { name, search };
    } finally {
      await context.close();
    }
  }
  throw new Error('every candidate teacher has a request in the coming week');
}

describe('leaders area: the deputy files a request for a teacher', () => {
  const e2e = useGatewayAndBrowser();

  it('given the quick buttons, a request for a teacher found without accents is filed and the approvals open', async () => {
    const today = budapestToday();
    const monday = addDaysIso(today, 8 - isoWeekday(today));
    const friday = addDaysIso(monday, 4);
    const teacher = await freeTeacher(e2e.browser, e2e.gateway.url, monday, friday);
    const deputy = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.deputy);
    const { page } = deputy;
    try {
      await page.goto('/app/igazgatohelyettes');
      await layoutMain(page)
        .getByRole('link', { name: /^Új kérelem tanár nevében/ })
        .click();
      const combobox = page.getByRole('combobox', { name: fieldLabel('Tanár') });
      await combobox.waitFor();

      // Nothing filled in: the spec's messages, nothing sent.
      await page.getByRole('button', { name: 'Kérelem rögzítése' }).click();
      await page.getByText('Válaszd ki a tanárt.').waitFor();
      expect(await page.getByText('Tanár, típus és dátumtartomány kötelező.').count()).toBeGreaterThan(0);
      expect(await combobox.evaluate((el) => el === document.activeElement)).toBe(true);

      // "horvath zol" finds "Horváth Zoltán"; Enter picks the highlighted option.
      await combobox.fill(teacher.search);
      await page.getByRole('option', { name: new RegExp(`^${teacher.name}`) }).waitFor();
      await combobox.press('Enter');
      expect(await combobox.inputValue()).toBe(teacher.name);

      const type = page.getByRole('combobox', { name: fieldLabel('Típus') });
      await type
        .locator('option', { hasText: /^Rendes szabadság \(maradék: \d+ nap\)$/ })
        .waitFor({ state: 'attached' });
      await type.selectOption('rendes_szabadsag');

      const from = page.getByLabel(fieldLabel('Első nap'));
      const to = page.getByLabel(fieldLabel('Utolsó nap'));
      expect(await from.getAttribute('min')).toBe(today);
      await page.getByRole('button', { name: 'Ma', exact: true }).click();
      expect([await from.inputValue(), await to.inputValue()]).toEqual([today, today]);
      await page.getByRole('button', { name: 'Holnap', exact: true }).click();
      expect([await from.inputValue(), await to.inputValue()]).toEqual([addDaysIso(today, 1), addDaysIso(today, 1)]);
      await page.getByRole('button', { name: 'Jövő hét (H–P)' }).click();
      expect([await from.inputValue(), await to.inputValue()]).toEqual([monday, friday]);
      const cost = await getJson<{ munkanapok_szama: number }>(
        page,
        `/api/leaders/workingdays?mettol=${monday}&meddig=${friday}`,
      );
      await page
        .getByText(`Összesen ${cost.munkanapok_szama} munkanap (5 naptári nap) az iskolai naptár szerint.`)
        .waitFor();
      await page.getByLabel('Megjegyzés (nem kötelező)').fill('E2E tanár nevében');

      await page.getByRole('button', { name: 'Kérelem rögzítése' }).click();
      await page.getByText('A kérelmet rögzítettük a tanár nevében.').waitFor();
      await page.waitForURL('**/app/igazgatohelyettes/jovahagyasok');
      const rowName = { name: new RegExp(`${teacher.name}.*${hu(monday).replaceAll('.', '\\.')}`) };
      await approvalsTable(page).waitFor();
      // Filed by the deputy, it is not the deputy's to decide: it waits for the principal.
      expect(await approvalsTable(page).getByRole('row', rowName).count()).toBe(0);
      const principal = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.principal);
      try {
        await principal.page.goto('/app/igazgato/jovahagyasok');
        const row = approvalsTable(principal.page).getByRole('row', rowName);
        await row.waitFor();
        expect(await row.textContent()).toContain('Rögzítette: Nagy Péter');
      } finally {
        await principal.close();
      }
      // A working-day count whose range changed before it answered is aborted on purpose.
      expect(deputy.failedRequests.filter((f) => f.failure !== 'net::ERR_ABORTED')).toEqual([]);
      expect(deputy.consoleErrors).toEqual([]);
    } finally {
      await deputy.close();
    }
  });
});
