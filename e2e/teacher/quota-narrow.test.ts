// The request screen at 360 px (staff-area.md §2): the quota table shows all four columns,
// Függőben included, without scrolling sideways or being cut.
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const WIDEST_QUOTAS = 'horvath.zoltan@demo.iskola.hu';

describe('teacher request screen at 360 px', () => {
  const e2e = useGatewayAndBrowser();

  it('given a 360 px wide screen, every quota column, Függőben included, is fully on screen', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    try {
      // Horváth Zoltán has the most and the longest quota rows ("Gyermek után járó pótszabadság").
      await signIn(w.page, WIDEST_QUOTAS);
      await w.page.goto('/app/tanar/keres');
      const table = w.page.getByRole('table', { name: /^Szabadságkeretek/ });
      await table.waitFor();
      const headers = table.getByRole('columnheader');
      expect(await headers.allTextContents()).toEqual(['Típus', 'Keret', 'Felhasznált', 'Függőben']);
      expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(4);
      // The table fits the box that holds it (nothing hidden behind a sideways scroll)...
      const fits = await table.evaluate((el) => {
        const box = el.parentElement!;
        return { table: el.scrollWidth, box: box.clientWidth };
      });
      expect(fits.table).toBeLessThanOrEqual(fits.box);
      // ...and every cell of the last column ends inside the screen.
      const lastColumn = table.locator('tr > :last-child');
      for (const cell of await lastColumn.all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
      expect(await w.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await w.close();
    }
  });
});
