// What makes two screenshots of the same page equal: a fixed clock (dates printed on screens, the
// calendar's month), loaded fonts, no running animations, and two frames for effects (focus,
// toasts) to settle.
import type { Page } from 'playwright-core';

/**
 * "Now" for every visual test, in the browser (page.clock) and in the gateway (shifted-clock.mjs):
 * a Wednesday in the school year, 10:00 in Budapest. In the future, so that the session cookies a
 * gateway on this clock sets have not expired in the browser's real time.
 */
export const FIXED_NOW = new Date('2030-10-16T08:00:00.000Z');

/** Waits until fonts are in and two animation frames have passed. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
