// Helpers of the admin-area e2e tests (admin-area.md §2): the demo admin's sign-in through the
// admin call (the `tavollet.admin` cookie lands in the browser context), the theme before the
// first paint, opening an admin page until its h1 is on screen, and a teacher's issue report.
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { DEMO, DEMO_PASSWORD, signIn } from '../support/session.ts';
import type { E2EContext } from '../support/setup.ts';

/** The demo school's administrator (gateway/src/seed/logins.ts). */
export const DEMO_ADMIN = 'admin@demo.iskola.hu';

/** Signs the demo admin in through the API (no page load); the next `goto` starts signed in. */
export async function signInAdmin(page: Page, email: string = DEMO_ADMIN, password: string = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/admin/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`admin login of ${email} answered ${res.status()}: ${await res.text()}`);
}

/** Shows `theme` from the first paint of every page of this context (the `theme` localStorage key). */
export async function withTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** Opens `/admin/<path>` and waits for the page's h1 (`heading`, exact). */
export async function openAdminPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`/admin/${path}`);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/** The page scrolls sideways (wider than its viewport). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** A real 24×16 PNG (the gateway decodes every screenshot and stores it as WebP). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOQqzhBFcQwapDcaBjJjaajitEsUkF+OgAA86QNH+Vo0pwAAAAASUVORK5CYII=';

/** A teacher files a critical bug report with one screenshot (`képernyő.png`); answers its id. */
export async function fileReportAsTeacher(e2e: E2EContext, targy: string): Promise<number> {
  const w = await openPage(e2e.browser, e2e.gateway.url);
  try {
    await signIn(w.page, DEMO.teacher);
    const res = await w.page.request.post('/api/user/report-issue', {
      data: {
        bejelentes_tipus: 'hiba',
        targy,
        leiras: 'A mentés gombra kattintva fehér oldal jelenik meg.',
        kritikus: true,
        kepek: [{ fajlnev: 'képernyő.png', mime: 'image/png', tartalom: `data:image/png;base64,${PNG_BASE64}` }],
      },
    });
    if (!res.ok()) throw new Error(`report-issue answered ${res.status()}: ${await res.text()}`);
    return ((await res.json()) as { bejelentes_id: number }).bejelentes_id;
  } finally {
    await w.close();
  }
}
