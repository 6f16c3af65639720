// The leaders' statistics end to end (docs/architecture.md "Statistics"), in Chromium against the
// real gateway and its demo school: a teacher's request approved by the principal shows on its day
// in "Ki van távol?" in the week and the day view, a waiting one apart as "függő"; the month view is
// a Monday-first calendar with the demo school's absences in their days' cells; the charts and the
// quota table have figures; axe finds nothing in either theme; at 360 px the page body does not
// overflow sideways.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { addDaysIso, daysBetween, isoWeekday } from '@tavollet/contract/domain/dates';
import { axe } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO, signIn } from '../support/session.ts';

const PAGE = '/app/igazgato/statisztikak';

async function json<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = method === 'GET' ? await page.request.get(path) : await page.request.post(path, { data });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The first two working days from today on that none of the teacher's live requests touches. */
async function twoFreeDays(page: Page): Promise<[string, string]> {
  const { items } = await json<{ items: { status: string; start: string; end: string }[] }>(
    page,
    'GET',
    '/api/user/teacher/history',
  );
  const live = items.filter((i) => i.status === 'benyujtva' || i.status === 'jovahagyva');
  const found: string[] = [];
  for (let d = budapestToday(); found.length < 2; d = addDaysIso(d, 1)) {
    if (live.some((i) => i.start <= d && i.end >= d)) continue;
    const cost = await json<{ munkanapok_szama: number }>(
      page,
      'GET',
      `/api/user/teacher/workingdays?mettol=${d}&meddig=${d}`,
    );
    if (cost.munkanapok_szama === 1) found.push(d);
  }
  return [found[0]!, found[1]!];
}

/** Clicks "Következő …" / "Előző …" until the period `from` moved by `steps`. */
async function step(page: Page, name: 'nap' | 'hét', steps: number) {
  const label = `${steps > 0 ? 'Következő' : 'Előző'} ${name}`;
  for (let i = 0; i < Math.abs(steps); i++) await page.getByRole('button', { name: label }).click();
}

const card = (page: Page, date: string) => page.locator(`li[data-date="${date}"]`);
const mondayOf = (iso: string) => addDaysIso(iso, 1 - isoWeekday(iso));

describe('leaders: statistics', () => {
  const e2e = useGatewayAndBrowser();

  it('given a request approved by the principal and one waiting, "Ki van távol?" shows them apart on their days in the week and the day view', async () => {
    const teacher = await openPage(e2e.browser, e2e.gateway.url);
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signIn(teacher.page, DEMO.teacher);
      const [approvedDay, pendingDay] = await twoFreeDays(teacher.page);
      const submit = (day: string) =>
        json<{ kerelem_id: number }>(teacher.page, 'POST', '/api/user/teacher/submit', {
          tipus: 'hivatalos',
          mettol: day,
          meddig: day,
        });
      const approved = await submit(approvedDay);
      await submit(pendingDay);
      await signIn(page, DEMO.principal);
      await json(page, 'POST', '/api/leaders/approve', { szerep: 'igazgato', kerelem_id: approved.kerelem_id });

      await page.goto(PAGE);
      await page.getByRole('heading', { name: 'Ki van távol?' }).waitFor();
      expect(await page.getByText('Hamarosan...').count()).toBe(0);
      // Week view (the default), moved to the approved day's week.
      const today = budapestToday();
      await step(page, 'hét', daysBetween(mondayOf(today), mondayOf(approvedDay)) / 7);
      const inWeek = card(page, approvedDay);
      await inWeek.getByRole('list', { name: 'Jóváhagyott távollét' }).getByText('Kovács Anna').waitFor();
      expect(await inWeek.getByRole('list', { name: 'Jóváhagyott távollét' }).textContent()).toContain(
        'Hivatalos távollét',
      );
      expect(await inWeek.getByRole('list', { name: 'Függőben lévő kérelem' }).getByText('Kovács Anna').count()).toBe(
        0,
      );

      // Day view: the anchor stays in that week; step to the approved day, then to the waiting one.
      await page.getByRole('button', { name: 'Nap', exact: true }).click();
      // The day view has rendered (one card) before anything is read from it.
      await expect.poll(() => page.locator('li[data-date]').count()).toBe(1);
      const anchor = addDaysIso(today, daysBetween(mondayOf(today), mondayOf(approvedDay)));
      await step(page, 'nap', daysBetween(anchor, approvedDay));
      const day = card(page, approvedDay);
      await day.getByRole('list', { name: 'Jóváhagyott távollét' }).getByText('Kovács Anna').waitFor();
      expect(await page.locator('li[data-date]').count()).toBe(1);
      await step(page, 'nap', daysBetween(approvedDay, pendingDay));
      const pending = card(page, pendingDay).getByRole('list', { name: 'Függőben lévő kérelem' });
      await pending.getByText('Kovács Anna').waitFor();
      expect(await pending.textContent()).toContain('függő');
      expect(
        await card(page, pendingDay)
          .getByRole('list', { name: 'Jóváhagyott távollét' })
          .getByText('Kovács Anna')
          .count(),
      ).toBe(0);

      // The charts and the quota table have the demo school's figures.
      await page.getByRole('img', { name: /távolléti munkanapok havonta/ }).waitFor();
      await page.getByRole('img', { name: /kérelmek száma állapot szerint/ }).waitFor();
      expect(
        await page.getByRole('table', { name: 'Tanárok rendes szabadsága munkanapokban' }).getByRole('row').count(),
      ).toBeGreaterThan(30);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await teacher.close();
      await w.close();
    }
  });

  it('given the month view, a Monday-first calendar puts the 1st under its weekday and a demo absence in its cell; its day opens by keyboard', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 1280, height: 800 } });
    const { page } = w;
    try {
      await signIn(page, DEMO.principal);
      // The demo school's absences this month (or, this late in a month, the next): the first day
      // with an approved one, read from the gateway the screen reads.
      let first = `${budapestToday().slice(0, 7)}-01`;
      let steps = 0;
      let known: { datum: string; nev: string } | undefined;
      for (; steps < 2 && !known; steps++) {
        const last = addDaysIso(`${addDaysIso(first, 31).slice(0, 7)}-01`, -1);
        const { napok } = await json<{ napok: { datum: string; jovahagyott: { nev: string }[] }[] }>(
          page,
          'GET',
          `/api/leaders/stats/absences?mettol=${first}&meddig=${last}`,
        );
        const day = napok.find((d) => d.jovahagyott.length > 0);
        if (day) known = { datum: day.datum, nev: day.jovahagyott[0]!.nev };
        else first = addDaysIso(last, 1);
      }
      expect(known).toBeDefined();
      const { datum, nev } = known!;

      await page.goto(PAGE);
      await page.getByRole('heading', { name: 'Ki van távol?' }).waitFor();
      await page.getByRole('button', { name: 'Hónap', exact: true }).click();
      for (let i = 1; i < steps; i++) await page.getByRole('button', { name: 'Következő hónap' }).click();
      const grid = page.getByRole('table', { name: /^Ki van távol\? – / });
      await grid.locator(`td[data-date="${first}"]`).waitFor();

      const weekdays = ['Hétfő', 'Kedd', 'Szerda', 'Csütörtök', 'Péntek', 'Szombat', 'Vasárnap'];
      expect(await grid.getByRole('columnheader').count()).toBe(7);
      for (const [i, name] of weekdays.entries())
        expect(
          await grid
            .getByRole('columnheader', { name, exact: true })
            .evaluate((th) => (th as HTMLTableCellElement).cellIndex),
        ).toBe(i);
      const place = (date: string) =>
        grid.locator(`td[data-date="${date}"]`).evaluate((td) => ({
          row: ((td as HTMLTableCellElement).parentElement as HTMLTableRowElement).rowIndex,
          column: (td as HTMLTableCellElement).cellIndex,
        }));
      expect(await place(first)).toEqual({ row: 1, column: isoWeekday(first) - 1 });
      expect((await place(datum)).column).toBe(isoWeekday(datum) - 1);
      const cell = grid.locator(`td[data-date="${datum}"]`);
      await cell.getByText(nev).first().waitFor();
      expect(await axe(page, '[data-remote="mfe_leaders"]')).toEqual([]);

      // The day number is a button: Enter opens that day's view, the title takes the focus.
      await cell.getByRole('button', { name: /fő távol/ }).focus();
      await page.keyboard.press('Enter');
      // The month's own cards hold the day too: wait for the day view, not only for the day's card.
      await expect.poll(() => page.locator('li[data-date]').count()).toBe(1);
      await card(page, datum).getByRole('list', { name: 'Jóváhagyott távollét' }).getByText(nev).waitFor();
      expect(await page.getByRole('button', { name: 'Nap', exact: true }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the statistics page with its tables shown`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      const { page } = w;
      try {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signIn(page, DEMO.deputy);
        await page.goto('/app/igazgatohelyettes/statisztikak');
        await page.getByRole('img', { name: /távolléti munkanapok havonta/ }).waitFor();
        await page.getByRole('img', { name: /kérelmek száma állapot szerint/ }).waitFor();
        await page.locator('li[data-date]').first().waitFor();
        // Each click renames its button ("Táblázat elrejtése"), so the first one left is the next.
        const show = page.getByRole('button', { name: 'Táblázat megjelenítése' });
        while ((await show.count()) > 0) await show.first().click();
        expect(await page.getByRole('button', { name: 'Táblázat elrejtése' }).count()).toBe(2);
        expect(await axe(page, '[data-remote="mfe_leaders"]')).toEqual([]);
      } finally {
        await w.close();
      }
    });
  }

  it('given a 360 px wide screen, the page body does not overflow sideways in the week and the month view', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 780 } });
    const { page } = w;
    try {
      await signIn(page, DEMO.principal);
      await page.goto(PAGE);
      await page.getByRole('img', { name: /távolléti munkanapok havonta/ }).waitFor();
      await page.locator('li[data-date]').first().waitFor();
      const overflow = () =>
        page.evaluate(() => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          body: document.body.scrollWidth - document.body.clientWidth,
        }));
      expect(await overflow()).toEqual({ page: 0, body: 0 });
      await page.getByRole('button', { name: 'Hónap', exact: true }).click();
      await page.locator('td[data-date]').nth(27).waitFor();
      expect(await overflow()).toEqual({ page: 0, body: 0 });
      const shot = await page.screenshot({ fullPage: true });
      expect(shot.byteLength).toBeGreaterThan(0);
      expect((await page.evaluate(() => document.body.getBoundingClientRect().width)) <= 360).toBe(true);
    } finally {
      await w.close();
    }
  });
});
