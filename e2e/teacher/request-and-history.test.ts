// The teacher area end to end (staff-area.md §2 "/app/tanar/keres", "/app/tanar/elozmenyek"), as a
// demo teacher in Chromium against the real gateway: save a draft, load it, submit it through the
// confirmation, see the quota's Függőben grow and the draft gone, an overlapping request refused
// with the server's message, the request in the history as Benyújtva, filters and sorting kept in
// the URL, then withdraw it; and a history longer than a page, loaded further with
// the keyboard, whole also when filtered, at 360 px.
import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE } from '@tavollet/contract/api/teacher';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO, signIn } from '../support/session.ts';
import { dialogNamed, freeTwoDayRange, hu, pendingQuota, requestForm } from './teacher-support.ts';

const NOTE = 'E2E piszkozat';

describe('teacher area: request, draft, history, withdraw', () => {
  const e2e = useGatewayAndBrowser();

  it('given a demo teacher, a saved draft is loaded, submitted, refused when overlapping, filtered and sorted in the history and withdrawn', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signIn(page, DEMO.teacher);
      const { mettol, meddig } = await freeTwoDayRange(page);
      const range = `${hu(mettol)} – ${hu(meddig)}`;

      await page.goto('/app/tanar/keres');
      const f = requestForm(page);
      await f.type.waitFor();
      const pendingBefore = Number(await pendingQuota(page, 'Rendes szabadság').textContent());

      // Save a draft: the form empties and the draft appears in the list beside it.
      expect(await f.submit.isDisabled()).toBe(true);
      await f.type.selectOption({ label: 'Rendes szabadság' });
      expect(await f.submit.isEnabled()).toBe(true);
      await f.from.fill(mettol);
      await f.to.fill(meddig);
      await page.getByText('A választott időszak 2 munkanap (2 naptári nap) az iskolai naptár szerint.').waitFor();
      await f.note.fill(NOTE);
      await f.saveDraft.click();
      const saved = dialogNamed(page, 'Piszkozat mentve');
      await saved.getByText('A kérelem piszkozatként elmentve.').waitFor();
      await saved.getByRole('button', { name: 'Rendben' }).click();
      expect(await f.type.inputValue()).toBe('');
      const draftItem = page.locator('li[data-draft-id]', { hasText: NOTE });
      await draftItem.waitFor();
      expect(await draftItem.textContent()).toContain(range);

      // Load it back and submit it through the confirmation.
      await draftItem.getByRole('button', { name: `Betöltés: Rendes szabadság, ${range}` }).click();
      expect(await f.type.inputValue()).toBe('rendes_szabadsag');
      expect([await f.from.inputValue(), await f.to.inputValue(), await f.note.inputValue()]).toEqual([
        mettol,
        meddig,
        NOTE,
      ]);
      const { frequency } = (await (await page.request.get('/api/user/teacher/getdata')).json()) as {
        frequency: { alkalmak: number; kerelmezett_munkanapok_szama: number };
      };
      await f.submit.click();
      const confirm = dialogNamed(page, 'Kérelem beküldése');
      await confirm.getByText('Biztosan beadod a kérelmet?').waitFor();
      expect(await confirm.textContent()).toContain(
        `Idén eddig ${frequency.alkalmak} alkalommal kértél távollétet, összesen ${frequency.kerelmezett_munkanapok_szama} jóváhagyott vagy függőben lévő munkanapra.`,
      );
      expect(await confirm.getByRole('button', { name: 'Mégse' }).isVisible()).toBe(true);
      await confirm.getByRole('button', { name: 'Igen, beküldöm' }).click();
      const sent = dialogNamed(page, 'Kérelem beküldve');
      await sent.getByText('Sikeresen rögzítettük a kérelmet.').waitFor();
      await page.keyboard.press('Escape');
      await sent.waitFor({ state: 'detached' });

      // The data reloaded: Függőben grew by the two working days and the draft is gone.
      await page.waitForFunction(
        ([label, expected]) => {
          const rows = [...document.querySelectorAll('table tr')].filter((r) => r.textContent?.startsWith(label!));
          return rows.some((r) => r.querySelectorAll('td')[3]?.textContent === expected);
        },
        ['Rendes szabadság', String(pendingBefore + 2)],
      );
      await draftItem.waitFor({ state: 'detached' });
      expect(await f.type.inputValue()).toBe('');

      // The same days again: the server refuses the overlap and the screen shows its message.
      await f.type.selectOption('rendes_szabadsag');
      await f.from.fill(mettol);
      await f.to.fill(meddig);
      await f.submit.click();
      await dialogNamed(page, 'Kérelem beküldése').getByRole('button', { name: 'Igen, beküldöm' }).click();
      const refused = dialogNamed(page, 'Hiba');
      // It names the dates of the request it clashes with.
      await refused
        .getByText(`Az időszak átfedi egy másik, még élő kérelmedet (${hu(mettol)} – ${hu(meddig)}).`)
        .waitFor();
      await refused.getByRole('button', { name: 'Rendben' }).click();
      expect(w.failedRequests).toEqual([{ url: '/api/user/teacher/submit', failure: 409 }]);

      // History: the request is there as Benyújtva; a search narrows to it and survives a reload.
      await page.goto('/app/tanar/elozmenyek');
      const table = page.getByRole('table', { name: 'Kérelmeim' });
      await page.getByText(/^\d+ \/ \d+ kérelem$/).waitFor();
      await page.getByRole('searchbox', { name: 'Keresés' }).fill(NOTE);
      await page.waitForURL(/kereses=E2E\+piszkozat/);
      await page.reload();
      const mine = table.getByRole('row', { name: new RegExp(NOTE) });
      await mine.waitFor();
      expect(await table.getByRole('row').count()).toBe(2);
      expect(await page.getByRole('searchbox', { name: 'Keresés' }).inputValue()).toBe(NOTE);
      expect(await mine.textContent()).toContain('Benyújtva');
      expect(await mine.textContent()).toContain(hu(mettol));

      // Status filter: Elutasítva hides it, with the spec's empty text; back to every status.
      const status = page.getByRole('combobox', { name: 'Állapot' });
      await status.selectOption({ label: 'Elutasítva' });
      await page.getByText('Nincs a szűrésnek megfelelő kérelem.').waitFor();
      await status.selectOption({ label: 'Benyújtva' });
      await mine.waitFor();
      expect(page.url()).toContain('statusz=benyujtva');

      // Sorting: clear the filters, sort by start ascending, then descending; the URL keeps it.
      await page.getByRole('button', { name: 'Szűrők törlése' }).click();
      await page.waitForURL((url) => url.search === '');
      const startHeader = table.getByRole('columnheader', { name: /Kezdete/ });
      const starts = async () =>
        (
          await table
            .locator('tbody tr')
            .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[4]?.textContent ?? ''))
        ).filter(Boolean);
      await startHeader.getByRole('button').click();
      await page.waitForURL(/rendezes=start&irany=novekvo/);
      // The URL changes before React re-renders the table: wait for the header, which renders with the rows.
      await expect.poll(() => startHeader.getAttribute('aria-sort')).toBe('ascending');
      // The server orders: the previous rows stay until its answer replaces them.
      await expect
        .poll(async () => {
          const shown = await starts();
          return shown.length > 1 && shown.join() === [...shown].sort().join();
        })
        .toBe(true);
      const ascending = await starts();
      await startHeader.getByRole('button').click();
      await page.waitForURL(/irany=csokkeno/);
      await expect.poll(() => startHeader.getAttribute('aria-sort')).toBe('descending');
      await expect.poll(starts).toEqual([...ascending].sort().reverse());

      // Only requests that await a decision offer a withdraw.
      for (const row of await table.getByRole('row', { name: /Jóváhagyva|Elutasítva|Visszavonva/ }).all()) {
        expect(await row.getByRole('button', { name: /^Visszavonás/ }).count()).toBe(0);
      }

      // Withdraw it: a question first, then Visszavonva and no button any more.
      const withdraw = table.getByRole('button', { name: `Visszavonás: Rendes szabadság, ${range}` });
      await withdraw.click();
      const ask = dialogNamed(page, 'Kérelem visszavonása');
      await ask.getByRole('button', { name: 'Mégse' }).click();
      await ask.waitFor({ state: 'detached' });
      await withdraw.click();
      await dialogNamed(page, 'Kérelem visszavonása').getByRole('button', { name: 'Igen, visszavonom' }).click();
      await page.getByText('A kérelem visszavonva.').waitFor();
      await withdraw.waitFor({ state: 'detached' });
      const row = table.getByRole('row', { name: new RegExp(NOTE) });
      expect(await row.textContent()).toContain('Visszavonva');

      expect(w.consoleErrors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
      // A view's read still on its way when the filter or order changes is cancelled (TanStack Query
      // aborts a read nobody waits for any more); nothing else failed.
      const cancelled = (f: { url: string; failure: unknown }) =>
        f.url.startsWith('/api/user/teacher/history?') && f.failure === 'net::ERR_ABORTED';
      expect(
        w.failedRequests.filter((f) => !cancelled(f)),
        JSON.stringify(w.failedRequests),
      ).toEqual([{ url: '/api/user/teacher/submit', failure: 409 }]);
    } finally {
      await w.close();
    }
  });

  it('given a teacher with more requests than a page, Továbbiak betöltése adds the rest, also within a filter, at 360 px', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const { page } = w;
    try {
      await signIn(page, 'horvath.zoltan@demo.iskola.hu');
      // A page and five more submitted and withdrawn (a day beyond the school calendar, a type without a quota).
      for (let i = 0; i < HISTORY_PAGE_SIZE + 5; i++) {
        const sent = await page.request.post('/api/user/teacher/submit', {
          data: { tipus: 'hivatalos', mettol: '2035-03-06', meddig: '2035-03-06' },
        });
        expect(sent.status()).toBe(200);
        const { kerelem_id } = (await sent.json()) as { kerelem_id: number };
        expect((await page.request.post('/api/user/teacher/withdraw', { data: { kerelem_id } })).status()).toBe(200);
      }
      const all = ((await (await page.request.get('/api/user/teacher/history')).json()) as { total: number }).total;
      expect(all).toBeGreaterThan(HISTORY_PAGE_SIZE);

      await page.goto('/app/tanar/elozmenyek');
      const table = page.getByRole('table', { name: 'Kérelmeim' });
      const rows = () => table.locator('tbody tr').count();
      await page.getByText(`${HISTORY_PAGE_SIZE} / ${all} kérelem`).waitFor();
      await expect.poll(rows).toBe(HISTORY_PAGE_SIZE);
      const more = page.getByRole('button', { name: 'Továbbiak betöltése' });
      const box = (await more.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      // By keyboard: the button is reached and pressed, page by page; the last page takes the button
      // away and leaves the keyboard on the count.
      for (let shown = HISTORY_PAGE_SIZE; shown < all; shown += HISTORY_PAGE_SIZE) {
        await more.focus();
        await page.keyboard.press('Enter');
        const now = Math.min(all, shown + HISTORY_PAGE_SIZE);
        await page.getByText(`${now} / ${all} kérelem`).waitFor();
      }
      await expect.poll(rows).toBe(all);
      await more.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`${all} / ${all} kérelem`);

      // A status filter reaches every matching request, not only those of a loaded page.
      await page.getByRole('combobox', { name: 'Állapot' }).selectOption({ label: 'Visszavonva' });
      const withdrawn = (
        (await (await page.request.get('/api/user/teacher/history?statusz=visszavonva')).json()) as { total: number }
      ).total;
      expect(withdrawn).toBeGreaterThanOrEqual(HISTORY_PAGE_SIZE + 5);
      await page.getByText(`${HISTORY_PAGE_SIZE} / ${withdrawn} kérelem`).waitFor();
      for (let shown = HISTORY_PAGE_SIZE; shown < withdrawn; shown += HISTORY_PAGE_SIZE) {
        await more.click();
        await page.getByText(`${Math.min(withdrawn, shown + HISTORY_PAGE_SIZE)} / ${withdrawn} kérelem`).waitFor();
      }
      await expect.poll(rows).toBe(withdrawn);
      expect(await table.getByRole('row', { name: /Jóváhagyva|Elutasítva|Benyújtva/ }).count()).toBe(0);

      expect(w.consoleErrors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
      expect(w.failedRequests).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
