// Alerts keep their tone's colours in the production build:
// the tone's custom properties (design-system/src/internal/tones.module.css) must reach the
// Alert's own rules, so an error alert is tinted and bordered unlike the card around it.
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { fieldLabel } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const e2e = useGatewayAndBrowser();

describe('alert tones in the production build', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`a failed login's error alert is tinted and bordered (${theme} theme)`, async () => {
      const { page, close } = await openPage(e2e.browser, e2e.gateway.url);
      try {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.goto('/');
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await page.getByLabel(fieldLabel('E-mail cím')).fill('senki@demo.iskola.hu');
        await page.getByLabel(fieldLabel('Jelszó')).fill('rossz-jelszo-123');
        await page.getByRole('button', { name: 'Belépés' }).click();
        const alert = page.getByRole('alert').filter({ hasText: 'Hibás e-mail cím vagy jelszó.' });
        await alert.waitFor();
        const colours = await alert.evaluate((el) => {
          const own = getComputedStyle(el);
          let around: Element | null = el.parentElement;
          while (around && getComputedStyle(around).backgroundColor === 'rgba(0, 0, 0, 0)')
            around = around.parentElement;
          return {
            background: own.backgroundColor,
            border: own.borderTopColor,
            surrounding: around ? getComputedStyle(around).backgroundColor : 'none',
            text: own.color,
          };
        });
        expect(colours.background).not.toBe('rgba(0, 0, 0, 0)');
        expect(colours.background).not.toBe(colours.surrounding);
        expect(colours.border).not.toBe(colours.text);
      } finally {
        await close();
      }
    });
  }
});
