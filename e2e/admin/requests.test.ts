// The admin's leave-request screen in a real browser against the real gateway (admin-area.md §2
// "/admin/szabadsag-kerelmek", §4 "Leave request status", §7 "Leave requests", §8 "Requests") as
// the demo admin: filtering (search, status) with the filters in the URL, sorting by a header,
// editing a waiting request to rejected, deleting a rejected one, axe on the page and its three
// dialogs in both themes, and the screen at 360 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage, type WatchedPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { openAdminPage, overflowsSideways, signInAdmin, withTheme } from './admin-support.ts';

const e2e = useGatewayAndBrowser();
const TITLE = 'Szabadság kérelmek (admin)';

const table = (page: Page) => page.getByRole('table', { name: 'Szabadság kérelmek' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

async function openRequests(w: WatchedPage, query = ''): Promise<void> {
  await signInAdmin(w.page);
  await openAdminPage(w.page, `szabadsag-kerelmek${query}`, TITLE);
  await bodyRows(w.page)
    .first()
    .getByRole('button', { name: /^Részletek: / })
    .waitFor();
}

/** The status cells of the rows on screen. */
const statuses = (page: Page) => bodyRows(page).locator('td:first-child').allTextContents();

describe('admin requests screen', () => {
  it('filters by name and status with the filters in the URL, sorts by a header, and clears the filters', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await openRequests(w);
      await page.getByText('Rendezés: kérelem dátuma szerint, csökkenő').waitFor();
      // Someone with an approved request, so that the status filter below keeps rows (the demo
      // school's requests move with today's date; the newest may be anyone's).
      const approved = bodyRows(page).filter({ has: page.locator('td:first-child', { hasText: /^Jóváhagyva$/ }) });
      const row = (await approved.count()) > 0 ? approved.first() : bodyRows(page).first();
      const name = (await row.locator('td').nth(2).textContent())!.trim();
      const lastName = name.split(' ')[0]!;
      // Lower case without accents finds the name (admin-area.md §2: case-insensitive search).
      const folded = lastName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      await page.getByRole('searchbox', { name: 'Keresés névre vagy felhasználónévre' }).fill(folded);
      await page.waitForURL(/kereses=/);
      await expect
        .poll(async () =>
          (await bodyRows(page).locator('td:nth-child(3)').allTextContents()).every((n) => n.includes(lastName)),
        )
        .toBe(true);

      await page.getByRole('combobox', { name: 'Státusz' }).selectOption({ label: 'Jóváhagyva' });
      await page.waitForURL(/statusz=jovahagyva/);
      await expect
        .poll(async () => {
          // An empty list shows its text in a row of its own.
          if ((await page.getByText('Nincs a szűrésnek megfelelő kérelem.').count()) === 1) return true;
          const s = await statuses(page);
          return s.length > 0 && s.every((x) => x === 'Jóváhagyva');
        })
        .toBe(true);

      const nameHeader = table(page).getByRole('columnheader', { name: /^Név/ });
      await nameHeader.getByRole('button').click();
      await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
      await page.waitForURL(/rendezes=nev/);
      await nameHeader.getByRole('button').click();
      await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');

      await page.getByRole('button', { name: 'Szűrők törlése' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.has('kereses')).toBe(false);
      expect(new URL(page.url()).searchParams.get('rendezes')).toBe('nev');
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('edits a waiting request to rejected with a note, then deletes it; the server keeps it as torolve', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await openRequests(w, '?statusz=jovahagyasra_var');
      const row = bodyRows(page).first();
      const label = (await row.getByRole('button', { name: /^Szerkesztés: / }).getAttribute('aria-label'))!;
      const who = label.replace(/^Szerkesztés: /, '');
      await row.getByRole('button', { name: /^Szerkesztés: / }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Státusz' }).selectOption({ label: 'Elutasítva' });
      await dialog.getByRole('textbox', { name: /Megjegyzés/ }).fill('Admin javítás (e2e)');
      await dialog.getByRole('button', { name: 'Mentés' }).click();
      await page.getByText('Kérelem módosítva.').waitFor();
      await expect.poll(() => dialog.count()).toBe(0);

      // Now among the rejected ones: open it there and delete it.
      await page.getByRole('combobox', { name: 'Státusz' }).selectOption({ label: 'Elutasítva' });
      const target = page.getByRole('button', { name: `Törlés: ${who}` }).first();
      await target.waitFor();
      await target.click();
      const confirm = page.getByRole('alertdialog', { name: 'Kérelem törlése' });
      await confirm.getByText('Biztosan törlöd ezt a kérelmet? A művelet nem visszavonható.').waitFor();
      await confirm.getByRole('button', { name: 'Törlés' }).click();
      await page.getByText('Kérelem törölve.').waitFor();

      await page.getByRole('combobox', { name: 'Státusz' }).selectOption({ label: 'Törölve' });
      await page
        .getByRole('button', { name: `Részletek: ${who}` })
        .first()
        .click();
      const details = page.getByRole('dialog', { name: 'Kérelem részletei' });
      await details.getByText('Admin javítás (e2e)').waitFor();
      await details.getByText('Törölve').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => details.count()).toBe(0);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the page and its details, edit and delete dialogs`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      const { page } = w;
      try {
        await withTheme(page, theme);
        await openRequests(w);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        expect(await axe(page, '[data-page="admin-requests"]')).toEqual([]);
        for (const [button, role] of [
          [/^Részletek: /, 'dialog'],
          [/^Szerkesztés: /, 'dialog'],
          [/^Törlés: /, 'alertdialog'],
        ] as const) {
          // The first row whose button works: a deleted request (another test may have made the
          // newest one so) cannot be deleted again.
          await bodyRows(page).getByRole('button', { name: button }).and(page.locator(':enabled')).first().click();
          await page.getByRole(role).waitFor();
          expect(await axe(page, `[role="${role}"]`)).toEqual([]);
          await page.keyboard.press('Escape');
          await expect.poll(() => page.getByRole(role).count()).toBe(0);
        }
      } finally {
        await w.close();
      }
    });
  }

  it('given a 360 px wide screen, the page never scrolls sideways and stays axe-clean', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    try {
      await openRequests(w);
      expect(await overflowsSideways(w.page)).toBe(false);
      expect(await axe(w.page, '[data-page="admin-requests"]')).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
