// A remote that cannot be loaded shows a Hungarian error panel with a retry inside the layout;
// the console has the cause; the rest of the app keeps working; a retry really tries again
// (docs/architecture.md "Module Federation contract").
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { layoutHeader, layoutMain, openTeacherHomeAsTeacherHr, remoteErrorPanel, requestsTo } from './support/app.ts';
import { DEMO, signIn, signInWithForm, signOutWithMenu, switchRole } from './support/session.ts';
import { useGatewayAndBrowser } from './support/setup.ts';

const HR_TEXT = 'HR – kérelmek';
const HR_UNAVAILABLE = 'A(z) HR modul nem tölthető be.';

describe("given the HR remote's manifest answers 404", () => {
  // A second gateway whose remote list points the HR remote at a path that does not exist.
  const e2e = useGatewayAndBrowser(() => ({ REMOTE_HR_URL: '/remotes/mfe-hr/nincs-ilyen/mf-manifest.json' }));

  it('its route shows the error panel in the layout, the console has the cause, other routes work, retry asks again', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacherHr);
      await w.page.goto('/app/hr');
      const panel = remoteErrorPanel(w.page, 'mfe_hr');
      await panel.waitFor({ timeout: 15_000 });
      expect(await layoutMain(w.page).getByText(HR_UNAVAILABLE, { exact: true }).isVisible()).toBe(true);
      expect(await layoutHeader(w.page).isVisible()).toBe(true);
      const retry = panel.getByRole('button', { name: 'Újrapróbálás' });
      expect(await retry.isVisible()).toBe(true);

      // The cause, with the runtime's own error, for whoever opens the console.
      expect(w.consoleErrors.some((e) => e.includes('mfe_hr') && /RUNTIME-003|Failed to get manifest/.test(e))).toBe(
        true,
      );
      expect(w.failedRequests).toContainEqual({ url: '/remotes/mfe-hr/nincs-ilyen/mf-manifest.json', failure: 404 });

      // Retry fetches the manifest again (and fails again: the gateway still answers 404).
      const manifestRequests = () => w.requests.filter((u) => u.endsWith('/nincs-ilyen/mf-manifest.json')).length;
      const before = manifestRequests();
      await retry.click();
      await panel.getByRole('button', { name: 'Újrapróbálás' }).waitFor();
      await expect.poll(manifestRequests).toBeGreaterThan(before);
      expect(await remoteErrorPanel(w.page, 'mfe_hr').isVisible()).toBe(true);

      // The rest of the app keeps working in the same page: another role of the same user, and
      // another user's area after logout and login (all client-side navigations).
      await switchRole(w.page, 'Tanár');
      await layoutMain(w.page).getByText('Tanári kezdőlap').waitFor();
      await signOutWithMenu(w.page);
      await signInWithForm(w.page, DEMO.principal);
      await layoutMain(w.page).getByText('Igazgatói kezdőlap').waitFor();
      expect(await remoteErrorPanel(w.page, 'mfe_hr').count()).toBe(0);
      // The runtime warns of the failed manifest: expected here, and only that.
      expect(w.expectFederationWarnings(/Failed to get manifest\. #RUNTIME-003/)).toBeGreaterThan(0);
    } finally {
      await w.close();
    }
  });

  it("a direct load of another remote's route is unaffected", async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await openTeacherHomeAsTeacherHr(w.page);
      expect(requestsTo(w.requests, 'mfe-hr')).toEqual([]);
      expect(w.consoleErrors).toEqual([]);
      expect(w.failedRequests).toEqual([]);
    } finally {
      await w.close();
    }
  });
});

describe('given a remote that fails once and then comes back', () => {
  const e2e = useGatewayAndBrowser();

  it('when the manifest was unreachable, "Újrapróbálás" loads and renders the remote', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      // The browser, not the product, makes the manifest fail: no test hooks in the app.
      await w.page.route('**/remotes/mfe-hr/mf-manifest.json', (route) => route.fulfill({ status: 503, body: 'down' }));
      await signIn(w.page, DEMO.teacherHr);
      await w.page.goto('/app/hr');
      const panel = remoteErrorPanel(w.page, 'mfe_hr');
      await panel.waitFor({ timeout: 15_000 });

      await w.page.unroute('**/remotes/mfe-hr/mf-manifest.json');
      await panel.getByRole('button', { name: 'Újrapróbálás' }).click();
      await layoutMain(w.page).getByText(HR_TEXT).waitFor();
      expect(await remoteErrorPanel(w.page, 'mfe_hr').count()).toBe(0);
      // The runtime warns of the failed manifest: expected here, and only that.
      expect(w.expectFederationWarnings(/Failed to get manifest\. #RUNTIME-003/)).toBeGreaterThan(0);
    } finally {
      await w.close();
    }
  });

  it('when a chunk of the remote failed, "Újrapróbálás" loads and renders the remote', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      const chunk = /\/remotes\/mfe-hr\/__federation_expose_App\.[0-9a-f]+\.js$/;
      await w.page.route(chunk, (route) => route.abort('connectionreset'));
      await signIn(w.page, DEMO.teacherHr);
      await w.page.goto('/app/hr');
      const panel = remoteErrorPanel(w.page, 'mfe_hr');
      await panel.waitFor({ timeout: 15_000 });
      expect(w.consoleErrors.some((e) => e.includes('mfe_hr'))).toBe(true);

      await w.page.unroute(chunk);
      await panel.getByRole('button', { name: 'Újrapróbálás' }).click();
      await layoutMain(w.page).getByText(HR_TEXT).waitFor();
      expect(await remoteErrorPanel(w.page, 'mfe_hr').count()).toBe(0);
    } finally {
      await w.close();
    }
  });

  it('given the admin area (no staff layout), the panel gets a page of its own and the retry works there too', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.route('**/remotes/mfe-admin/mf-manifest.json', (route) =>
        route.fulfill({ status: 404, body: 'nincs' }),
      );
      await w.page.goto('/admin');
      const panel = w.page.locator('main').locator('[data-remote-error="mfe_admin"]');
      await panel.getByText('A(z) Adminisztrációs modul nem tölthető be.').waitFor({ timeout: 15_000 });
      await w.page.unroute('**/remotes/mfe-admin/mf-manifest.json');
      await panel.getByRole('button', { name: 'Újrapróbálás' }).click();
      await w.page.getByText('Adminisztrációs felület').waitFor();
      // The runtime warns of the failed manifest: expected here, and only that.
      expect(w.expectFederationWarnings(/Failed to get manifest\. #RUNTIME-003/)).toBeGreaterThan(0);
    } finally {
      await w.close();
    }
  });
});
