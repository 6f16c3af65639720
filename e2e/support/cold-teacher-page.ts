// A cold first visit of a signed-in teacher (fresh context, cookie from the API sign-in), with
// every request's path passed to `onRequest` and Chromium's "preloaded but not used" warnings
// collected: what the tests of the page's preloads look at.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO, DEMO_PASSWORD } from './session.ts';
import type { E2EContext } from './setup.ts';

export interface ColdTeacherPage {
  context: BrowserContext;
  page: Page;
  /** Chromium's console warnings about preloads the page never used. */
  unusedPreloads: string[];
}

export async function coldTeacherPage(
  e2e: E2EContext,
  onRequest: (pathname: string) => void,
): Promise<ColdTeacherPage> {
  const context = await e2e.browser.newContext({ baseURL: e2e.gateway.url });
  const res = await context.request.post('/api/auth/login', { data: { email: DEMO.teacher, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const page = await context.newPage();
  const unusedPreloads: string[] = [];
  page.on('request', (r) => onRequest(new URL(r.url()).pathname));
  page.on('console', (m) => {
    if (/preloaded using link preload but not used/.test(m.text())) unusedPreloads.push(m.text());
  });
  return { context, page, unusedPreloads };
}
