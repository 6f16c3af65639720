// A remote's first-render files come from the page's preloads, not from a wave of requests the
// shell's scripts discover once they ran: the gateway joins the remote's expose-files.json with
// what the shell provides. Fails when a JS or CSS file the teacher's deep link loads is not
// preloaded (e.g. the expose's chunk or the remote's own copy of a design-system module the shell
// does not provide), or when a preload goes unused (a fallback the shell's copy replaces).
import { describe, expect, it } from 'vitest';
import { coldTeacherPage } from '../support/cold-teacher-page.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const e2e = useGatewayAndBrowser();

describe("a remote's first-render files, preloaded by the page", () => {
  it('given a signed-in teacher opening /app/tanar/keres cold, every JS and CSS file it loads is one the page named up front', async () => {
    const files: string[] = [];
    const { context, page, unusedPreloads } = await coldTeacherPage(e2e, (pathname) => {
      if (/\.(js|css)$/.test(pathname)) files.push(pathname);
    });
    try {
      await page.goto('/app/tanar/keres');
      await page.locator('table tbody tr').first().waitFor();
      // Chromium reports an unused preload a few seconds after the load event.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3500);
      // Named up front: preloaded, or (the page's server-rendered first screen) linked as a
      // stylesheet in the head.
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="preload"], link[rel="stylesheet"]')].map((l) =>
          l.getAttribute('href'),
        ),
      );
      const remoteFiles = files.filter((f) => f.startsWith('/remotes/mfe-teacher/'));
      // The expose's chunk and at least one of the remote's own design-system copies (the Table).
      expect(remoteFiles.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(2);
      expect(files.filter((f) => !preloaded.includes(f))).toEqual([]);
      expect(unusedPreloads).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
