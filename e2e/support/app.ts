// Small helpers that read like the product: where the shell's layout is, what a remote renders.
import type { Locator, Page } from 'playwright-core';
import { DEMO, signIn } from './session.ts';

/**
 * The app's own main region (the shell's layout), inside #root: not the copy a server-rendered
 * first screen shows before the app takes its place, which cannot be used and goes away, so a test
 * waits for the app's.
 */
export const APP_MAIN = '#root main#main';

export function layoutMain(page: Page): Locator {
  return page.locator(APP_MAIN);
}

/** The shell's header with the product name: present on every /app page. */
export function layoutHeader(page: Page): Locator {
  // The layout's own header (the banner), not a header element inside a page.
  return page.getByRole('banner').filter({ hasText: 'Távollét' });
}

/** The error panel the shell shows in place of a remote that cannot be loaded. */
export function remoteErrorPanel(page: Page, remote: string): Locator {
  return page.locator(`[data-remote-error="${remote}"]`);
}

/** Paths of requests that went to a remote's folder, e.g. `/remotes/mfe-admin/`. */
export function requestsTo(requests: string[], folder: string): string[] {
  return requests.filter((url) => url.startsWith(`/remotes/${folder}/`));
}

/**
 * Waits until the page is at `path` and the remote mounted at `basePath` has rendered something
 * (independent of the remote's texts, which its own issues change).
 */
export async function waitForRemote(page: Page, path: string, basePath: string = path): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.locator(`${APP_MAIN} [data-remote-area="${basePath}"] > *`).first().waitFor();
}

/**
 * Signs in the teacher who also holds the HR role and loads the teacher home directly (the
 * starting point of the tests that check when the HR remote is downloaded).
 */
export async function openTeacherHomeAsTeacherHr(page: Page): Promise<void> {
  await signIn(page, DEMO.teacherHr);
  await page.goto('/app/tanar');
  await layoutMain(page).getByText('Tanári kezdőlap').waitFor();
}
