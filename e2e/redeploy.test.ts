// Open tabs survive a remote's redeploy (docs/architecture.md "Independent deploy"): the admin
// remote is built from a temporary copy into the folder the running gateway serves as
// /remotes/mfe-admin/ (REMOTE_DIR_MFE_ADMIN), and rebuilt under a tab that still runs the first
// release. Its lazy pages keep loading while the previous release's hashed files are kept; once
// they are gone (past the grace period) a lazy page offers "Új verzió érhető el" in its own place,
// under the admin menu, and "Újratöltés" brings the new release. "Újrapróbálás" really retries.
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser.ts';
import { copyRemote, type RemoteCopy } from './support/build-remote.ts';
import { useGatewayAndBrowser } from './support/setup.ts';
import { openAdminPage, signInAdmin } from './admin/admin-support.ts';

let admin: RemoteCopy;

/** Changes the intro of two admin pages in the copy, so their lazy chunks get new names. */
async function changePages(release: number): Promise<void> {
  for (const [file, key] of [
    ['email.hu.json', 'email'],
    ['calendar.hu.json', 'calendar'],
  ] as const) {
    const texts = path.join(admin.dir, 'src', 'i18n', file);
    const resources = JSON.parse(await readFile(texts, 'utf8')) as Record<string, { intro: string }>;
    resources[key]!.intro = `${resources[key]!.intro.replace(/ \(kiadás \d+\)$/, '')} (kiadás ${release})`;
    await writeFile(texts, `${JSON.stringify(resources, null, 2)}\n`);
  }
}

const superseded = async () =>
  JSON.parse(await readFile(path.join(admin.dist, '.superseded.json'), 'utf8')) as Record<string, number>;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menü' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('a redeploy of the admin remote under an open tab', () => {
  beforeAll(async () => {
    admin = await copyRemote('mfe-admin');
    await admin.build();
  }, 180_000);
  afterAll(async () => {
    await admin?.remove();
  });
  // Registered after the copy's hooks, so the gateway starts once the first build exists.
  const e2e = useGatewayAndBrowser(() => ({ REMOTE_DIR_MFE_ADMIN: admin.dist }));

  it('keeps lazy pages working while the previous release is kept, then offers the new version in the page and reloads into it', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signInAdmin(w.page);
      await openAdminPage(w.page, 'kezdo', 'Kezdőlap');

      // Release 2: the tab still runs release 1, whose Email page is a file the new build replaced.
      await changePages(2);
      await admin.build();
      const release1 = Object.keys(await superseded());
      expect(release1.length).toBeGreaterThan(0);
      await menu(w.page).getByRole('link', { name: 'Email' }).click();
      await heading(w.page, 'Email konfiguráció').waitFor();
      // The old release's page, from its kept file (the new one says "kiadás 2").
      expect(await w.page.getByText('(kiadás 2)').count()).toBe(0);
      const kept = w.responses.filter((r) => release1.some((f) => r.url().endsWith(`/remotes/mfe-admin/${f}`)));
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.every((r) => r.status() === 200)).toBe(true);

      // Release 3, built after the grace period of release 1's files (their record aged by a week
      // and a day): those files are deleted, release 2's are kept.
      const aged = Object.fromEntries(release1.map((f) => [f, Date.now() - 8 * 24 * 60 * 60 * 1000]));
      await writeFile(path.join(admin.dist, '.superseded.json'), JSON.stringify(aged));
      await changePages(3);
      await admin.build();
      expect(release1.filter((f) => existsSync(path.join(admin.dist, f)))).toEqual([]);

      // The tab's release-1 Tanév napjai page is gone: the offer stands in the page's place, the menu stays.
      w.reset();
      await menu(w.page).getByRole('link', { name: 'Tanév napjai' }).click();
      const panel = w.page.locator('[data-remote-error="mfe_admin"][data-cause="new-version"]');
      await panel.getByText('Új verzió érhető el').waitFor({ timeout: 15_000 });
      expect(await menu(w.page).isVisible()).toBe(true);
      expect(await w.page.locator('main [data-remote-error]').count()).toBe(1);
      expect(w.failedRequests.some((r) => r.failure === 404 && r.url.startsWith('/remotes/mfe-admin/'))).toBe(true);

      await panel.getByRole('button', { name: 'Újratöltés' }).click();
      await heading(w.page, 'Tanév napjai').waitFor({ timeout: 15_000 });
      await w.page.getByText('(kiadás 3)').waitFor();
      expect(await w.page.locator('[data-remote-error]').count()).toBe(0);
    } finally {
      await w.close();
    }
  }, 300_000);

  it('given a lazy page whose file does not arrive, shows the panel under the menu, and "Újrapróbálás" requests it again and shows the page', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signInAdmin(w.page);
      await openAdminPage(w.page, 'kezdo', 'Kezdőlap');
      // Which files the Szabadságkeretek page needs: every admin chunk not loaded yet is refused once.
      const loaded = new Set(w.requests);
      const refused: string[] = [];
      const chunks = /\/remotes\/mfe-admin\/[^/]+\.[0-9a-f]{10}\.js$/;
      await w.page.route(chunks, (route) => {
        const url = new URL(route.request().url()).pathname;
        if (loaded.has(url)) return route.continue();
        refused.push(url);
        return route.abort('connectionrefused');
      });
      await menu(w.page).getByRole('link', { name: 'Szabadságkeretek' }).click();
      const panel = w.page.locator('[data-remote-error="mfe_admin"]');
      await panel.getByText('A(z) Adminisztrációs modul nem tölthető be.').waitFor({ timeout: 15_000 });
      // Its server answers and nothing changed there: the cause is not "a new version".
      await w.page.locator('[data-remote-error="mfe_admin"][data-cause="server"]').waitFor();
      expect(await menu(w.page).isVisible()).toBe(true);
      expect(refused.length).toBeGreaterThan(0);

      await w.page.unroute(chunks);
      const before = w.requests.filter((u) => refused.includes(u)).length;
      await panel.getByRole('button', { name: 'Újrapróbálás' }).click();
      await heading(w.page, 'Szabadságkeretek').waitFor({ timeout: 15_000 });
      expect(w.requests.filter((u) => refused.includes(u)).length).toBeGreaterThan(before);
      expect(await w.page.locator('[data-remote-error]').count()).toBe(0);
    } finally {
      await w.close();
    }
  }, 120_000);
});
