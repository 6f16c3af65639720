// Helpers of the leaders-area e2e tests: a signed-in page per person (each in its own browser
// context, so a teacher and a leader can work side by side), a teacher's request filed through
// the API, and the approvals screen's parts. Dates: ../teacher/teacher-support.ts.
import type { Browser, Locator, Page } from 'playwright-core';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { openPage, type WatchedPage } from '../support/browser.ts';
import { signIn } from '../support/session.ts';
import { hu } from '../teacher/teacher-support.ts';

export { dialogNamed, freeTwoDayRange, hu } from '../teacher/teacher-support.ts';

/** A fresh context signed in as `email`. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport?: { width: number; height: number },
): Promise<WatchedPage> {
  const w = await openPage(browser, baseUrl, viewport ? { viewport } : {});
  await signIn(w.page, email);
  return w;
}

export interface TeacherRequest {
  tipus: string;
  mettol: string;
  meddig: string;
  megjegyzes: string;
}

/** The signed-in teacher submits a request (POST /api/user/teacher/submit); returns its id. */
export async function submitAsTeacher(page: Page, body: TeacherRequest): Promise<number> {
  const res = await page.request.post('/api/user/teacher/submit', { data: body });
  if (!res.ok()) throw new Error(`submit answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { kerelem_id: number }).kerelem_id;
}

export async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The approvals table. */
export function approvalsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Jóváhagyandó kérelmek' });
}

/** A row's action button, named like the screen names it: "Jóváhagyás: Kovács Anna, Rendes szabadság, …". */
export function rowAction(
  page: Page,
  action: 'Részletek' | 'Jóváhagyás' | 'Elutasítás',
  who: string,
  typeLabel: string,
  mettol: string,
  meddig: string,
): Locator {
  return approvalsTable(page).getByRole('button', {
    name: `${action}: ${who}, ${typeLabel}, ${hu(mettol)} – ${hu(meddig)}`,
    exact: true,
  });
}

/** Budapest's today in the screens' format. */
export const huToday = () => hu(budapestToday());
