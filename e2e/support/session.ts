// Signing in for tests, as the demo school's people. `signIn` posts the login
// through the page's own request context, so the session cookie lands in the browser context;
// the form helpers drive the real screens.
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo1234!';

/** Demo accounts by what a test needs from them. */
export const DEMO = {
  /** tanar + hr */
  teacherHr: 'kiss.gabor@demo.iskola.hu',
  teacher: 'kovacs.anna@demo.iskola.hu',
  principal: 'szabo.katalin@demo.iskola.hu',
  deputy: 'nagy.peter@demo.iskola.hu',
  hr: 'toth.eva@demo.iskola.hu',
} as const;

/** A form field's label as the design system renders it (a required field ends in " *"). */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/** Signs in through the API (no page load); the next `goto` starts signed in. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login of ${email} answered ${res.status()}: ${await res.text()}`);
}

/** Fills in and sends the login form of `/` (the page must show it). */
export async function signInWithForm(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(fieldLabel('E-mail cím')).fill(email);
  await page.getByLabel(fieldLabel('Jelszó')).fill(password);
  await page.getByRole('button', { name: 'Belépés' }).click();
}

/**
 * Waits until the public page's own script has taken over its markup (it starts after the first
 * frame; the page is shown before it).
 */
export async function publicPageTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('form') ?? {}).some((k) => k.startsWith('__reactFiber$')),
  );
}

/** Opens the user menu in the header. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /fiók és beállítások/ }).click();
}

/** Logout through the user menu (client-side; lands on `/`). */
export async function signOutWithMenu(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Kijelentkezés' }).click();
  await page.getByRole('heading', { name: 'Bejelentkezés' }).waitFor();
}

/** Switches role through the user menu and the chooser, e.g. `switchRole(page, 'HR')` (client-side). */
export async function switchRole(page: Page, roleName: string): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('link', { name: 'Szerepváltás' }).click();
  await page.getByRole('heading', { name: 'Szerepkör választása' }).waitFor();
  await page.getByRole('link', { name: new RegExp(`^${roleName}\\b`) }).click();
}
