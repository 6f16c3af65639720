// The request form's submit in Chromium: a double click on "Kérelem beküldése" leaves the
// confirmation open, and a range without a working day is refused in the form with the server's own
// text, before any confirmation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO, signIn } from '../support/session.ts';
import { dialogNamed, freeTwoDayRange, requestForm } from './teacher-support.ts';

/** A Saturday–Sunday in December 2026 that the school calendar counts as no working day. */
async function weekendWithoutWorkingDay(page: Page): Promise<{ mettol: string; meddig: string }> {
  for (const [mettol, meddig] of [
    ['2026-12-05', '2026-12-06'],
    ['2026-12-19', '2026-12-20'],
    ['2026-12-26', '2026-12-27'],
    ['2026-12-12', '2026-12-13'],
  ] as const) {
    const answer = await page.request.get(`/api/user/teacher/workingdays?mettol=${mettol}&meddig=${meddig}`);
    if (((await answer.json()) as { munkanapok_szama: number }).munkanapok_szama === 0) return { mettol, meddig };
  }
  throw new Error('no weekend without a working day in December 2026');
}

describe('teacher request form: submit guards', () => {
  const e2e = useGatewayAndBrowser();

  it('given a double click on Kérelem beküldése, the confirmation opens and stays open', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await w.page.goto('/app/tanar/keres');
      const f = requestForm(w.page);
      await f.type.waitFor();
      const range = await freeTwoDayRange(w.page);
      await f.type.selectOption('hivatalos');
      await f.from.fill(range.mettol);
      await f.to.fill(range.meddig);
      await w.page.getByText(/2 munkanap \(2 naptári nap\)/).waitFor();

      await f.submit.dblclick();
      const confirm = dialogNamed(w.page, 'Kérelem beküldése');
      await confirm.waitFor();
      // Let any close that the second click caused render, then look again.
      await w.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
      expect(await confirm.isVisible()).toBe(true);
      expect(await confirm.getByRole('button', { name: 'Igen, beküldöm' }).isVisible()).toBe(true);
    } finally {
      await w.close();
    }
  });

  it('given a weekend-only range, the form refuses it with the server text and no confirmation opens', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await w.page.goto('/app/tanar/keres');
      const f = requestForm(w.page);
      await f.type.waitFor();
      const weekend = await weekendWithoutWorkingDay(w.page);
      await f.type.selectOption('hivatalos');
      await f.from.fill(weekend.mettol);
      await f.to.fill(weekend.meddig);
      await w.page.getByTestId('working-days').getByText('A választott időszakban nincs munkanap.').waitFor();
      w.reset();

      await f.submit.click();
      const refusal = dialogNamed(w.page, 'Érvénytelen dátum');
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain('A választott időszakban nincs munkanap.');
      expect(await dialogNamed(w.page, 'Kérelem beküldése').count()).toBe(0);
      expect(w.requests.filter((url) => url.startsWith('/api/user/teacher/submit'))).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
