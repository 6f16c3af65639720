// Helpers of the HR-area e2e tests: the list's answers through the page's own session (to know
// what the screen must show) and the parts of the HR screen.
import type { Page } from 'playwright-core';

export interface ListAnswer {
  items: { id: number; teacherName: string; createdAt: string; start: string }[];
  total: number;
}

/** GET /api/hr/requests with `query` as the signed-in HR member. */
export async function hrList(page: Page, query: string): Promise<ListAnswer> {
  const response = await page.request.get(`/api/hr/requests?${query}`);
  if (!response.ok()) throw new Error(`GET /api/hr/requests?${query}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ListAnswer;
}

/** The Budapest calendar day of an ISO time. */
export const budapestDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(new Date(iso));

/** The row count line of the screen for `n` rows. */
export const countText = (n: number) => `${n} kérelem felel meg a szűrőknek.`;

/** Opens /app/hr (or a query of it) and waits for the first answer on screen. */
export async function openHr(page: Page, query = ''): Promise<void> {
  await page.goto(`/app/hr${query ? `?${query}` : ''}`);
  await page.getByText(/kérelem felel meg a szűrőknek\.$/).waitFor();
}
