// Helpers of the teacher-area e2e tests: find dates that no seeded request of the signed-in
// teacher touches, and locate the request screen's parts (signing in: ../support/session.ts).
import type { Locator, Page } from 'playwright-core';

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

interface HistoryItem {
  status: string;
  start: string;
  end: string;
}
interface Draft {
  kezdete: string;
  vege: string;
}

/** Every own request: the history's pages, following `next`. */
async function everyHistoryRow(page: Page): Promise<HistoryItem[]> {
  const rows: HistoryItem[] = [];
  let next: string | null = null;
  do {
    const path: string = `/api/user/teacher/history${next ? `?utana=${encodeURIComponent(next)}` : ''}`;
    const answer: { items: HistoryItem[]; next: string | null } = await getJson(page, path);
    rows.push(...answer.items);
    next = answer.next;
  } while (next);
  return rows;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Two consecutive working days in the current quota year (December 2026: "today" is
 * 2026-11-22 in these tests' world) that overlap none of the teacher's requests or drafts.
 */
export async function freeTwoDayRange(page: Page, after = '2026-11-30'): Promise<{ mettol: string; meddig: string }> {
  const [items, { drafts }] = await Promise.all([
    everyHistoryRow(page),
    getJson<{ drafts: Draft[] }>(page, '/api/user/teacher/getdata'),
  ]);
  const taken = [
    ...items.filter((i) => i.status !== 'elutasitva' && i.status !== 'visszavonva').map((i) => [i.start, i.end]),
    ...drafts.map((d) => [d.kezdete, d.vege]),
  ];
  const year = after.slice(0, 4);
  for (let day = new Date(`${after}T00:00:00Z`); iso(day).startsWith(year); day.setUTCDate(day.getUTCDate() + 1)) {
    const next = new Date(day);
    next.setUTCDate(next.getUTCDate() + 1);
    const [mettol, meddig] = [iso(day), iso(next)];
    if (!meddig.startsWith(year) || taken.some(([a, b]) => mettol <= b! && meddig >= a!)) continue;
    const cost = await getJson<{ munkanapok_szama: number }>(
      page,
      `/api/user/teacher/workingdays?mettol=${mettol}&meddig=${meddig}`,
    );
    if (cost.munkanapok_szama === 2) return { mettol, meddig };
  }
  throw new Error('no free two-day range left in the quota year');
}

/** `2026-12-07` -> `2026. 12. 07.` (the screens' Hungarian format). */
export const hu = (isoDate: string) => `${isoDate.replaceAll('-', '. ')}.`;

/** The request form's fields. */
export function requestForm(page: Page) {
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Új kérelem' }) });
  return {
    form,
    type: form.getByLabel('Típus'),
    from: form.getByLabel('Mettől'),
    to: form.getByLabel('Meddig'),
    note: form.getByLabel('Megjegyzés (nem kötelező)'),
    submit: form.getByRole('button', { name: 'Kérelem beküldése' }),
    saveDraft: form.getByRole('button', { name: 'Mentés piszkozatként' }),
  };
}

/** The open dialog with this title (alertdialog for errors and questions, dialog otherwise). */
export function dialogNamed(page: Page, name: string): Locator {
  return page
    .locator('[role="dialog"], [role="alertdialog"]')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The Függőben cell of a quota row. */
export function pendingQuota(page: Page, typeLabel: string): Locator {
  return page
    .getByRole('table', { name: /^Szabadságkeretek/ })
    .getByRole('row', { name: new RegExp(`^${typeLabel}`) })
    .getByRole('cell')
    .nth(3);
}
