// Every page keeps to its own Content-Security-Policy (gateway/src/http/security.ts): no script,
// style or eval the policy refuses. `openPage` turns each `securitypolicyviolation` into a console
// error; these pages are opened cold and used as a visitor would, and none may report one.
// zod probed `new Function('')` at its first object schema on every page until the browser
// builds set it `jitless` (contract/src/federation/browser-zod.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { waitForRemote } from '../support/app.ts';
import { DEMO, publicPageTakenOver, signIn, signInWithForm } from '../support/session.ts';
import { openAdminPage, signInAdmin } from '../admin/admin-support.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const e2e = useGatewayAndBrowser();

/** The policy violations reported while `visit` ran on a fresh page. */
async function violationsOf(visit: (page: Page) => Promise<void>): Promise<string[]> {
  const w = await openPage(e2e.browser, e2e.gateway.url);
  try {
    await visit(w.page);
    // A violation is reported in a task of its own, after the code that caused it.
    await w.page.waitForTimeout(200);
    return w.consoleErrors.filter((e) => e.startsWith('CSP violation'));
  } finally {
    await w.close();
  }
}

describe('the Content-Security-Policy', () => {
  it('is kept by the public pages, a sign-in through the form included', async () => {
    expect(
      await violationsOf(async (page) => {
        await page.goto('/elfelejtett/jelszo');
        await publicPageTakenOver(page);
        await page.goto('/beallitas/jelszo');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.goto('/');
        await publicPageTakenOver(page);
        await signInWithForm(page, DEMO.teacher);
        await page.getByText('Tanári kezdőlap').first().waitFor();
      }),
    ).toEqual([]);
  });

  it('is kept by the first screen of every staff area and of the admin area', async () => {
    const screens: [string, string, string][] = [
      [DEMO.teacher, '/app/tanar/keres', '/app/tanar'],
      [DEMO.hr, '/app/hr', '/app/hr'],
      [DEMO.deputy, '/app/igazgatohelyettes/jovahagyasok', '/app/igazgatohelyettes'],
    ];
    for (const [email, path, base] of screens)
      expect(
        await violationsOf(async (page) => {
          await signIn(page, email);
          await page.goto(path);
          await waitForRemote(page, path, base);
          await page.getByRole('table').first().waitFor();
        }),
        path,
      ).toEqual([]);
    expect(
      await violationsOf(async (page) => {
        await signInAdmin(page);
        await openAdminPage(page, 'kezdo', 'Kezdőlap');
      }),
      '/admin/kezdo',
    ).toEqual([]);
  });
});
