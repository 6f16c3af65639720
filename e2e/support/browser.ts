// Debian Chromium through playwright-core (no browser download works here), and a page wrapper
// that records what a test usually asserts on: console errors, failed requests, every request.
// A warning of the Module Federation runtime (e.g. a shared library in a version a remote does not
// accept) fails every test: it counts as a console error, and `close()` throws when there was one.
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium keeps trying to reach the internet.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How the federation runtime (@module-federation/sdk's logger) starts each of its messages. */
const FEDERATION_RUNTIME = /\[ Federation Runtime \]/;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
}

interface FailedRequest {
  url: string;
  /** HTTP status, or the network error text when no answer came. */
  failure: number | string;
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /**
   * console.error messages, uncaught page errors, Content-Security-Policy violations and the
   * federation runtime's warnings, in order.
   */
  consoleErrors: string[];
  /** The federation runtime's console warnings (each also in consoleErrors). */
  federationWarnings: string[];
  /** Answers >= 400 and requests that got no answer. */
  failedRequests: FailedRequest[];
  /** Every requested URL, in order (path + query when same-origin). */
  requests: string[];
  /** Every answer, for tests that inspect bodies (e.g. which chunks contain React). */
  responses: Response[];
  /**
   * For a test that makes a remote fail on purpose: takes the federation warnings matching
   * `pattern` as expected (they stay in consoleErrors); answers how many there were.
   */
  expectFederationWarnings(pattern: RegExp): number;
  /** Forgets everything recorded so far (e.g. before a navigation under test). */
  reset(): void;
  close(): Promise<void>;
}

/** Opens a page in a fresh context (no shared storage between tests). */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  // A page that breaks its own Content-Security-Policy (a refused script, style or eval) counts as
  // a console error: Chromium logs the refusal itself, which Playwright's console event never sees.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
  const page = await context.newPage();
  const watched: WatchedPage = {
    page,
    context,
    consoleErrors: [],
    federationWarnings: [],
    failedRequests: [],
    requests: [],
    responses: [],
    expectFederationWarnings(pattern) {
      const before = watched.federationWarnings.length;
      watched.federationWarnings = watched.federationWarnings.filter((m) => !pattern.test(m));
      return before - watched.federationWarnings.length;
    },
    reset() {
      watched.consoleErrors.length = 0;
      watched.failedRequests.length = 0;
      watched.requests.length = 0;
      watched.responses.length = 0;
    },
    async close() {
      await context.close();
      if (watched.federationWarnings.length > 0)
        throw new Error(`the federation runtime warned:\n${watched.federationWarnings.join('\n')}`);
    },
  };
  const local = (url: string) => (url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url);
  page.on('console', (message) => {
    if (message.type() === 'error') watched.consoleErrors.push(message.text());
    else if (message.type() === 'warning' && FEDERATION_RUNTIME.test(message.text())) {
      watched.federationWarnings.push(message.text());
      watched.consoleErrors.push(`federation runtime warning: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => watched.consoleErrors.push(`uncaught: ${error.stack ?? error.message}`));
  page.on('request', (request) => watched.requests.push(local(request.url())));
  page.on('requestfailed', (request) =>
    watched.failedRequests.push({ url: local(request.url()), failure: request.failure()?.errorText ?? 'failed' }),
  );
  page.on('response', (response) => {
    watched.responses.push(response);
    if (response.status() >= 400)
      watched.failedRequests.push({ url: local(response.url()), failure: response.status() });
  });
  return watched;
}
