// Words that mean what happened, and feedback that behaves, in Chromium against the real gateway:
// a request the deputy pre-approved reads "Előzetesen jóváhagyta: Nagy Péter" in the principal's
// and HR's details; an approver's comment is a "Megjegyzés", a rejection's reason an "Indoklás";
// HR on a leader's page gets the no-permission page; the quick mail's error banner goes once its
// cause is fixed, its refusing "Küldés" looks disabled, and the focus ring on that blue button
// is 3:1 against the button and against the page in both themes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { layoutMain } from '../support/app.ts';
import { DEMO } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { openAdminPage, signInAdmin, withTheme } from '../admin/admin-support.ts';
import {
  dialogNamed,
  freeTwoDayRange,
  hu,
  rowAction,
  signedInPage,
  submitAsTeacher,
} from '../leaders/leaders-support.ts';

const e2e = useGatewayAndBrowser();

async function post(page: Page, path: string, data: object): Promise<void> {
  const res = await page.request.post(path, { data });
  if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
}

/** WCAG relative luminance and contrast of two `rgb(…)` / `rgba(…)` colours. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('words that mean what happened', () => {
  it("given the deputy's preliminary yes with a comment and the principal's no, the leaders' and HR's details say so", async () => {
    // Parental leave is approved by the deputy first, then by the principal (the demo routing);
    // Varga Eszter holds a parental leave quota.
    const teacher = await signedInPage(e2e.browser, e2e.gateway.url, 'varga.eszter@demo.iskola.hu');
    const deputy = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.deputy);
    const principal = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.principal);
    const hr = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.hr);
    try {
      const { mettol, meddig } = await freeTwoDayRange(teacher.page, '2026-12-01');
      const id = await submitAsTeacher(teacher.page, {
        tipus: 'szuloi_szabadsag',
        mettol,
        meddig,
        megjegyzes: 'E2E előzetesre',
      });
      const approved = await deputy.page.request.post('/api/leaders/approve', {
        data: { szerep: 'igazgatohelyettes', kerelem_id: id, megjegyzes: 'Rendben (E2E)' },
      });
      expect(await approved.json()).toMatchObject({ statusz_kod: 'jovahagyasra_var' });

      const { page } = principal;
      await page.goto('/app/igazgato/jovahagyasok');
      const details = rowAction(page, 'Részletek', 'Varga Eszter', 'Szülői szabadság', mettol, meddig);
      await details.click();
      const dialog = dialogNamed(page, 'Kérelem részletei');
      await dialog.getByText('Előzetesen jóváhagyta: Nagy Péter').waitFor();
      await dialog.getByText('Benyújtotta: Varga Eszter').waitFor();
      await dialog.getByText('Megjegyzés: Rendben (E2E)').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await post(page, '/api/leaders/reject', {
        szerep: 'igazgato',
        kerelem_id: id,
        jovahagyoi_megjegyzes: 'Vizsgaidőszak (E2E)',
      });

      await hr.page.goto('/app/hr');
      await hr.page.getByRole('button', { name: `Részletek: Varga Eszter, ${hu(mettol)} – ${hu(meddig)}` }).click();
      const hrDialog = dialogNamed(hr.page, 'Kérelem részletei');
      await hrDialog.getByText('Előzetesen jóváhagyta: Nagy Péter').waitFor();
      await hrDialog.getByText('Megjegyzés: Rendben (E2E)').waitFor();
      await hrDialog.getByText('Elutasította: Dr. Szabó Katalin').waitFor();
      await hrDialog.getByText('Indoklás: Vizsgaidőszak (E2E)').waitFor();
      expect(await hrDialog.getByText(/Jóváhagyásra vár/).count()).toBe(0);

      // The teacher's row: the rejection's reason is an "Indoklás".
      await teacher.page.goto('/app/tanar/elozmenyek');
      const row = teacher.page.getByRole('row', { name: /E2E előzetesre/ });
      await row.getByText('Indoklás: Vizsgaidőszak (E2E)').waitFor();
    } finally {
      await Promise.all([teacher.close(), deputy.close(), principal.close(), hr.close()]);
    }
  });

  it("given HR at a leader's URL, the no-permission page with a link home, at that URL", async () => {
    const hr = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.hr);
    try {
      await hr.page.goto('/app/igazgato/jovahagyasok');
      const main = layoutMain(hr.page);
      await main.getByRole('heading', { level: 1, name: 'Ehhez az oldalhoz nincs jogosultságod' }).waitFor();
      expect(new URL(hr.page.url()).pathname).toBe('/app/igazgato/jovahagyasok');
      await main.getByRole('link', { name: 'Vissza a kezdőlapra' }).click();
      await hr.page.waitForURL('**/app/hr');
    } finally {
      await hr.close();
    }
  });
});

describe('feedback that behaves', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`given the quick mail (${theme}), the error goes once fixed, the refusing Küldés looks disabled, and its focus ring shows`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      const { page } = w;
      try {
        await withTheme(page, theme);
        await signInAdmin(page);
        await openAdminPage(page, 'email', 'Email konfiguráció');
        const form = page.locator('[data-form="quick-mail"]');
        const send = form.getByRole('button', { name: 'Küldés' });
        const look = () =>
          send.evaluate((el) => {
            const s = getComputedStyle(el);
            return { opacity: Number(s.opacity), cursor: s.cursor };
          });
        expect(await look()).toEqual({ opacity: 0.55, cursor: 'not-allowed' });

        // aria-disabled keeps it focusable, and a press still says what is missing.
        await send.focus();
        await page.keyboard.press('Enter');
        const banner = form.getByRole('alert');
        await banner.getByText(/Adj meg legalább egy címzettet vagy csoportot\./).waitFor();
        await form.getByRole('button', { name: 'Vezetők' }).click();
        await form.getByLabel(/^Tárgy/).fill('Értekezlet (E2E)');
        await form.getByLabel(/^Üzenet/).fill('Pénteken.');
        await banner.waitFor({ state: 'detached' });
        expect(await look()).toEqual({ opacity: 1, cursor: 'pointer' });

        // Keyboard focus: the ring against the page behind it, the band against the button.
        await form.getByLabel(/^Üzenet/).focus();
        await page.keyboard.press('Tab');
        const ring = await send.evaluate((el) => {
          const s = getComputedStyle(el);
          let behind = el.parentElement;
          while (behind && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(behind).backgroundColor))
            behind = behind.parentElement;
          return {
            focused: el.matches(':focus-visible'),
            ring: s.outlineColor,
            ringWidth: parseFloat(s.outlineWidth),
            band: /rgba?\([^)]*\)/.exec(s.boxShadow)?.[0] ?? '',
            button: s.backgroundColor,
            page: getComputedStyle(behind ?? document.body).backgroundColor,
          };
        });
        expect(ring.focused).toBe(true);
        expect(ring.ringWidth).toBeGreaterThanOrEqual(2);
        expect(contrast(ring.ring, ring.page), `ring ${ring.ring} on ${ring.page}`).toBeGreaterThanOrEqual(3);
        expect(contrast(ring.band, ring.button), `band ${ring.band} by ${ring.button}`).toBeGreaterThanOrEqual(3);
        console.log(
          `focus ring (${theme}): ring/page ${contrast(ring.ring, ring.page).toFixed(2)}:1, band/button ${contrast(ring.band, ring.button).toFixed(2)}:1, ring/button ${contrast(ring.ring, ring.button).toFixed(2)}:1`,
        );
      } finally {
        await w.close();
      }
    });
  }
});
