// One gateway and one browser per test file, started in parallel and always torn down.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startGateway, type Gateway } from './gateway.ts';
import { assertBuilt } from './paths.ts';

export interface E2EContext {
  gateway: Gateway;
  browser: Browser;
}

/** Registers beforeAll/afterAll hooks; read the fields inside tests. */
export function useGatewayAndBrowser(env: () => Record<string, string> = () => ({})): E2EContext {
  const ctx = {} as E2EContext;
  beforeAll(async () => {
    assertBuilt();
    const [browser, gateway] = await Promise.allSettled([launchBrowser(), startGateway(env())]);
    if (browser.status === 'fulfilled') ctx.browser = browser.value;
    if (gateway.status === 'fulfilled') ctx.gateway = gateway.value;
    if (browser.status === 'rejected') throw browser.reason;
    if (gateway.status === 'rejected') throw gateway.reason;
  });
  afterAll(async () => {
    await Promise.allSettled([ctx.browser?.close(), ctx.gateway?.stop()]);
  });
  return ctx;
}
