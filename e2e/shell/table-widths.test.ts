// Every list fits its screen (design-system Table, docs/decisions/0565-tables-fit-their-screens.md):
// at 1280×800 no list's box scrolls sideways (the HR list, the admin's users also while a row is
// edited, the admin's lists, the approvals, the teacher's history); at 360×740 the rows are cards,
// the page never scrolls sideways and every row's buttons are on screen, an empty list's text too;
// in between, a table that still overflows its box says so under it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileReportAsTeacher, signInAdmin } from '../admin/admin-support.ts';
import { openPage } from '../support/browser.ts';
import { DEMO, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const e2e = useGatewayAndBrowser();
// One issue report, so the admin's issues list has a row with its buttons.
beforeAll(() => fileReportAsTeacher(e2e, 'A lista nem fér ki a képernyőre'));

interface List {
  /** Who signs in: a demo person's e-mail, or 'admin'. */
  who: string;
  path: string;
  /** The table's caption (its accessible name). */
  table: string;
}

const LISTS: List[] = [
  { who: DEMO.hr, path: '/app/hr', table: 'Szabadságkérelmek' },
  { who: DEMO.teacher, path: '/app/tanar/elozmenyek', table: 'Kérelmeim' },
  { who: DEMO.principal, path: '/app/igazgato/jovahagyasok', table: 'Jóváhagyandó kérelmek' },
  { who: DEMO.deputy, path: '/app/igazgatohelyettes/jovahagyasok', table: 'Jóváhagyandó kérelmek' },
  { who: 'admin', path: '/admin/felhasznalok', table: 'Felhasználók' },
  { who: 'admin', path: '/admin/szabadsag-kerelmek', table: 'Szabadság kérelmek' },
  { who: 'admin', path: '/admin/szabadsag-keretek', table: 'Szabadságkeretek' },
  { who: 'admin', path: '/admin/naplo', table: 'Napló bejegyzései' },
  { who: 'admin', path: '/admin/hibabejelentesek', table: 'Hibabejelentések' },
  { who: 'admin', path: '/admin/email', table: 'Ütemezett emailek' },
  { who: 'admin', path: '/admin/kezdo', table: 'Szerverek' },
];

/** The table's box: the design system's scroll region (the audit log's own table: its wrapper). */
const box = (page: Page, list: List) => page.getByRole('table', { name: list.table, exact: true }).locator('xpath=..');

/** Opens the list and waits for its first row of data (a second cell: not the empty text). */
async function openList(page: Page, list: List) {
  await page.goto(list.path);
  const table = page.getByRole('table', { name: list.table, exact: true });
  await table.getByRole('row').nth(1).getByRole('cell').nth(1).waitFor();
  await page.waitForFunction(() => !document.querySelector('table[aria-busy]'));
}

/** Sideways overflow of the list's box: scrollWidth beyond clientWidth, in px. */
const overflow = (page: Page, list: List) => box(page, list).evaluate((el) => el.scrollWidth - el.clientWidth);

/** The buttons of the table's rows that stick out of the viewport, as "label: left..right". */
function buttonsOffScreen(page: Page, list: List) {
  return box(page, list).evaluate((el) =>
    Array.from(el.querySelectorAll('tbody button'))
      .map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent, r: b.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < 0 || r.right > window.innerWidth))
      .map(({ name, r }) => `${name}: ${Math.round(r.left)}..${Math.round(r.right)}`),
  );
}

async function asWho(page: Page, who: string) {
  if (who === 'admin') await signInAdmin(page);
  else await signIn(page, who);
}

describe('tables fit their screens', () => {
  it('given a 1280×800 screen, no list scrolls sideways and the scroll hint stays hidden', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      const wide: string[] = [];
      for (const list of LISTS) {
        await w.context.clearCookies();
        await asWho(w.page, list.who);
        await openList(w.page, list);
        if ((await overflow(w.page, list)) > 0) wide.push(`${list.path}: ${await overflow(w.page, list)} px`);
        expect(await w.page.getByText('← görgethető →').isVisible(), list.path).toBe(false);
      }
      expect(wide).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given the admin editing a users row at 1280×800, the row fits and "Mégse" is in view', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    const users = LISTS.find((l) => l.path === '/admin/felhasznalok')!;
    try {
      await signInAdmin(page);
      await openList(page, users);
      await page
        .getByRole('button', { name: /^Szerkesztés: / })
        .first()
        .click();
      const cancel = box(page, users).getByRole('button', { name: /^Mégse/ });
      await cancel.waitFor();
      expect(await overflow(page, users)).toBeLessThanOrEqual(0);
      const area = (await box(page, users).boundingBox())!;
      const button = (await cancel.boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(area.x);
      expect(button.x + button.width).toBeLessThanOrEqual(area.x + area.width);
      expect(await cancel.isVisible()).toBe(true);
    } finally {
      await w.close();
    }
  });

  it('given a 360×740 screen, rows are cards: the page never scrolls sideways and every row button is on screen', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const { page } = w;
    try {
      for (const list of LISTS) {
        await w.context.clearCookies();
        await asWho(page, list.who);
        await openList(page, list);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), list.path).toBeLessThanOrEqual(360);
        expect(await overflow(page, list), list.path).toBeLessThanOrEqual(0);
        expect(await buttonsOffScreen(page, list), list.path).toEqual([]);
      }
      // The users' inline edit in a card: inputs and both buttons on screen.
      const users = LISTS.find((l) => l.path === '/admin/felhasznalok')!;
      await w.context.clearCookies();
      await signInAdmin(page);
      await openList(page, users);
      await page
        .getByRole('button', { name: /^Szerkesztés: / })
        .first()
        .click();
      await box(page, users)
        .getByRole('button', { name: /^Mégse/ })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await buttonsOffScreen(page, users)).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given a 360×740 screen and nothing to approve, the empty text is on screen', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const { page } = w;
    try {
      await signIn(page, DEMO.principal);
      // The principal turns every waiting request down (each its own decision), leaving the list empty.
      const pending = await page.request.get('/api/leaders/pending?szerep=igazgato');
      const { items } = (await pending.json()) as { items: { kerelem_id: number }[] };
      for (const { kerelem_id } of items) {
        const res = await page.request.post('/api/leaders/reject', {
          data: { szerep: 'igazgato', kerelem_id, jovahagyoi_megjegyzes: 'E2E: üres lista' },
        });
        expect(res.status(), `reject ${kerelem_id}`).toBe(200);
      }
      await page.goto('/app/igazgato/jovahagyasok');
      const empty = page.getByRole('cell', { name: 'Nincs jóváhagyandó kérelem.' });
      await empty.waitFor();
      const cell = (await empty.boundingBox())!;
      const text = (await empty.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        return { left: r.left, right: r.right };
      }))!;
      expect(cell.width).toBeGreaterThan(0);
      expect(text.left).toBeGreaterThanOrEqual(0);
      expect(text.right).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await w.close();
    }
  });

  it('given a list that still does not fit its box, "← görgethető →" shows under it, and only then', async () => {
    // 1000 px: the HR list's box (710 px) is wider than 40rem, so a table, but narrower than its columns.
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 1000, height: 800 } });
    const { page } = w;
    const hr = LISTS[0]!;
    try {
      await signIn(page, DEMO.hr);
      await openList(page, hr);
      const hint = page.getByText('← görgethető →');
      expect(await overflow(page, hr)).toBeGreaterThan(0);
      await expect.poll(() => hint.isVisible()).toBe(true);
      expect(await box(page, hr).getAttribute('tabindex')).toBe('0');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => overflow(page, hr)).toBeLessThanOrEqual(0);
      await expect.poll(() => hint.isVisible()).toBe(false);
    } finally {
      await w.close();
    }
  });
});
