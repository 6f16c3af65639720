// Independent deploy (docs/architecture.md "Module Federation contract"): rebuilding one
// remote changes what users get on their next page load, without rebuilding the shell. The HR
// remote is built from a temporary copy of its sources into a directory the running gateway
// serves as /remotes/mfe-hr/ (REMOTE_DIR_MFE_HR), changed, rebuilt into the same directory, and
// the page reloaded.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { layoutMain } from './support/app.ts';
import { copyRemote, type RemoteCopy } from './support/build-remote.ts';
import { hashDir } from './support/hash-dir.ts';
import { remoteDist, SHELL_DIST } from './support/paths.ts';
import { DEMO, signIn } from './support/session.ts';
import { useGatewayAndBrowser } from './support/setup.ts';

let hr: RemoteCopy;

describe('independent deploy of the HR remote', () => {
  beforeAll(async () => {
    hr = await copyRemote('mfe-hr');
    await hr.build();
  });
  afterAll(async () => {
    await hr?.remove();
  });
  // Registered after the copy's hooks, so the gateway starts once the first build exists.
  const e2e = useGatewayAndBrowser(() => ({ REMOTE_DIR_MFE_HR: hr.dist }));

  it('given a rebuilt remote with a changed text, a reload shows the new text and the shell is byte-identical', async () => {
    const shellBefore = await hashDir(SHELL_DIST);
    const worktreeHrBefore = await hashDir(remoteDist('mfe-hr'));
    const texts = path.join(hr.dir, 'src', 'i18n', 'hu.json');
    const resources = JSON.parse(await readFile(texts, 'utf8')) as { intro: string };
    const oldText = resources.intro;
    const newText = `Új kiadás ${Date.now()}: a HR felület frissült.`;

    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.hr);
      await w.page.goto('/app/hr');
      await layoutMain(w.page).getByText(oldText, { exact: true }).waitFor({ timeout: 15_000 });
      const firstManifest = await w.page.evaluate(() =>
        fetch('/remotes/mfe-hr/mf-manifest.json').then((r) => r.text()),
      );

      resources.intro = newText;
      await writeFile(texts, `${JSON.stringify(resources, null, 2)}\n`);
      await hr.build();

      w.reset();
      await w.page.reload();
      await layoutMain(w.page).getByText(newText, { exact: true }).waitFor({ timeout: 15_000 });
      expect(await layoutMain(w.page).getByText(oldText, { exact: true }).count()).toBe(0);

      // The new build is what came over the wire: a new manifest, revalidated, not cached.
      const manifest = w.responses.find((r) => r.url().endsWith('/remotes/mfe-hr/mf-manifest.json'));
      expect(manifest?.status()).toBe(200);
      expect(manifest?.headers()['cache-control']).toBe('no-cache');
      expect(await manifest!.text()).not.toBe(firstManifest);
      expect(w.consoleErrors).toEqual([]);
      expect(w.failedRequests).toEqual([]);
    } finally {
      await w.close();
    }

    expect(await hashDir(SHELL_DIST)).toEqual(shellBefore);
    expect(await hashDir(remoteDist('mfe-hr'))).toEqual(worktreeHrBefore);
  });
});
