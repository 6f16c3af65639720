// `npm run bench` (third part): how fast the first screen is, against a static page. Starts the
// real gateway on the production build and Debian Chromium with the e2e suite's own helpers (run
// under tsx, see scripts/bench.mjs), and loads each page N times cold (a fresh browser context:
// empty cache, no connection kept). The time is taken inside the page: the first animation frame
// in which the awaited element is on screen, in ms since the navigation started
// (docs/architecture.md "Static hosting and caching"). The page logs a message in that frame and
// the bench waits for it, so none of Playwright's own scripts runs in the page while it loads.
//
// The baseline is the same visible text as a static page (the app's rendered body, scripts and
// styles left out) sent by a bare `node:http` server: what a page costs that needs no work at all.
// It is measured twice: bare, and with the response headers of the app's page (COOP, CSP,
// X-Frame-Options, …). Headless Chromium moves a page whose Cross-Origin-Opener-Policy differs
// from the blank tab's into a new renderer process, which costs tens of milliseconds before the
// first frame; the second baseline pays it too, so the ratio against it is the app's own work.
//
// Beside each app load it prints the gateway's CPU time over the load (all its threads: HTTP, the
// embedded database's worker, file reads), from Linux's per-thread counters.
//
// `node --import tsx scripts/bench-pages.mjs [--runs N] [--only login|quota] [--static-root <dir>] [--json]`
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startGateway } from '../e2e/support/gateway.ts';
import { DEMO, DEMO_PASSWORD } from '../e2e/support/session.ts';

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const RUNS = Number(option('--runs', '9'));

/**
 * What "on screen" means per page, as the body of a function run in the page on every animation
 * frame: the login form's button, and the teacher's quota table with its rows.
 */
const VISIBLE = {
  login: `
    const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
    return [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Belépés' && shown(b));`,
  quota: `
    const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
    return [...document.querySelectorAll('table')].some((t) => /Függőben/.test(t.textContent) && t.querySelectorAll('tbody tr').length > 0 && shown(t));`,
};

/** What the page logs in that frame: the bench waits for it without evaluating anything in the page. */
const VISIBLE_MESSAGE = 'bench: visible';

/** What the page logs in the frame the app itself shows the screen (no server-rendered first screen left). */
const USABLE_MESSAGE = 'bench: usable';

/**
 * Installed before any script of the page: records the first frame in which `check` holds, and the
 * first in which it holds with the app's own markup, which the visitor can use: a first screen the
 * gateway rendered shows before it and cannot be used until the app has replaced it.
 */
function recorder(check) {
  return `(() => {
    const check = () => { try { ${check} } catch { return false; } };
    const frame = () => {
      const now = performance.now();
      if (window.__benchVisibleAt === undefined && check()) {
        window.__benchVisibleAt = now;
        console.debug(${JSON.stringify(VISIBLE_MESSAGE)});
      }
      if (window.__benchVisibleAt !== undefined && !document.getElementById('first-screen') && check()) {
        window.__benchUsableAt = now;
        console.debug(${JSON.stringify(USABLE_MESSAGE)});
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;
}

const GOALS = { login: 1.5, quota: 4 };

const ALL_SCENARIOS = [
  { key: 'login', name: 'login / until "Belépés" is visible', path: '/', signIn: null },
  {
    key: 'quota',
    name: 'teacher /app/tanar/keres until the quota table shows',
    path: '/app/tanar/keres',
    signIn: DEMO.teacher,
  },
];

const only = option('--only');
const SCENARIOS = ALL_SCENARIOS.filter((s) => !only || s.key === only);

/** CPU ms a process has used so far, all threads together (Linux /proc), or null elsewhere. */
function cpuMsOf(pid) {
  try {
    let ns = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a thread that ended meanwhile
      }
    }
    return ns / 1e6;
  } catch {
    return null;
  }
}

/**
 * One cold load: fresh context, optional sign-in (cookie only), navigation, wait for the element.
 * With `pid`, also the CPU that process spent from the navigation until the element showed.
 */
async function coldLoad(browser, base, scenario, pid) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  try {
    if (scenario.signIn) {
      const res = await context.request.post('/api/auth/login', {
        data: { email: scenario.signIn, password: DEMO_PASSWORD },
      });
      if (!res.ok()) throw new Error(`login answered ${res.status()}`);
    }
    const page = await context.newPage();
    await page.addInitScript(recorder(VISIBLE[scenario.key]));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const cpu0 = pid ? cpuMsOf(pid) : null;
    const shown = page.waitForEvent('console', { predicate: (m) => m.text() === VISIBLE_MESSAGE, timeout: 30_000 });
    const usable = page.waitForEvent('console', { predicate: (m) => m.text() === USABLE_MESSAGE, timeout: 30_000 });
    await page.goto(scenario.path, { waitUntil: 'commit' });
    await shown;
    const cpu1 = pid ? cpuMsOf(pid) : null;
    await usable;
    const inPage = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      return {
        visibleAt: window.__benchVisibleAt,
        usableAt: window.__benchUsableAt,
        requests: resources.length,
        lastResponseEnd: Math.max(0, ...resources.map((r) => r.responseEnd)),
      };
    });
    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const taskMs = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
    return { ...inPage, taskMs, serverCpuMs: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0 };
  } finally {
    await context.close();
  }
}

/** The page as rendered once fully loaded, without scripts, styles or links: the static baseline. */
async function snapshot(browser, base, scenario) {
  const context = await browser.newContext({ baseURL: base });
  try {
    if (scenario.signIn) {
      await context.request.post('/api/auth/login', { data: { email: scenario.signIn, password: DEMO_PASSWORD } });
    }
    const page = await context.newPage();
    await page.addInitScript(recorder(VISIBLE[scenario.key]));
    await page.goto(scenario.path);
    // The app's own markup (a first screen rendered by the gateway is replaced by it).
    await page.waitForFunction(() => typeof window.__benchUsableAt === 'number', null, { timeout: 30_000 });
    const body = await page.evaluate(() => {
      const copy = document.body.cloneNode(true);
      for (const el of copy.querySelectorAll('script, style, link')) el.remove();
      return copy.innerHTML;
    });
    return `<!doctype html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Távollét</title></head><body>${body}</body></html>`;
  } finally {
    await context.close();
  }
}

/** The security headers of the app's answer for `path` (the policy, not the work). */
async function policyHeaders(base, path) {
  const res = await fetch(new URL(path, base));
  await res.arrayBuffer();
  const names = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
  ];
  return Object.fromEntries(names.filter((n) => res.headers.has(n)).map((n) => [n, res.headers.get(n)]));
}

/** `/<key>` bare, `/<key>/headers` with the app's security headers for that page. */
function startStaticServer(pages, headers) {
  const server = http.createServer((req, res) => {
    const [, key, withHeaders] = new URL(req.url, 'http://x').pathname.split('/');
    const html = pages.get(`/${key}`);
    if (!html) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...(withHeaders === 'headers' ? headers.get(`/${key}`) : {}),
      })
      .end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(samples) {
  return {
    visibleAt: median(samples.map((s) => s.visibleAt)),
    usableAt: median(samples.map((s) => s.usableAt)),
    requests: median(samples.map((s) => s.requests)),
    lastResponseEnd: median(samples.map((s) => s.lastResponseEnd)),
    taskMs: median(samples.map((s) => s.taskMs)),
    serverCpuMs: samples.every((s) => s.serverCpuMs !== null && s.serverCpuMs !== undefined)
      ? median(samples.map((s) => s.serverCpuMs))
      : null,
  };
}

const root = option('--static-root');
const gateway = await startGateway(root ? { STATIC_ROOT: path.resolve(root) } : {});
const browser = await launchBrowser();
let staticServer;
try {
  const pages = new Map();
  const headers = new Map();
  for (const s of SCENARIOS) {
    pages.set(`/${s.key}`, await snapshot(browser, gateway.url, s));
    headers.set(`/${s.key}`, await policyHeaders(gateway.url, s.path));
  }
  staticServer = await startStaticServer(pages, headers);
  // One unmeasured load of each first: the gateway's and the browser's own start-up costs.
  for (const s of SCENARIOS) {
    await coldLoad(browser, gateway.url, s);
    await coldLoad(browser, staticServer.url, { ...s, path: `/${s.key}`, signIn: null });
    await coldLoad(browser, staticServer.url, { ...s, path: `/${s.key}/headers`, signIn: null });
  }
  const results = {};
  for (const s of SCENARIOS) {
    const app = [];
    const bare = [];
    const policy = [];
    // Interleaved, so a busy moment of the machine weighs on all alike.
    for (let i = 0; i < RUNS; i += 1) {
      app.push(await coldLoad(browser, gateway.url, s, gateway.pid));
      bare.push(await coldLoad(browser, staticServer.url, { ...s, path: `/${s.key}`, signIn: null }));
      policy.push(await coldLoad(browser, staticServer.url, { ...s, path: `/${s.key}/headers`, signIn: null }));
    }
    results[s.key] = { app: summarise(app), bare: summarise(bare), policy: summarise(policy) };
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else {
    console.log(`\nFirst screen, cold browser (median of ${RUNS} loads; time in the page since navigation start)`);
    const ms = (v) => `${Math.round(v)} ms`.padStart(8);
    for (const s of SCENARIOS) {
      const { app, bare, policy } = results[s.key];
      const ratio = app.visibleAt / policy.visibleAt;
      console.log(`\n${s.name}`);
      console.log(
        `  app     ${ms(app.visibleAt)}   requests ${String(app.requests).padStart(3)}, last answer at ${ms(app.lastResponseEnd)}, main thread ${ms(app.taskMs)}` +
          (app.serverCpuMs === null ? '' : `, gateway CPU ${ms(app.serverCpuMs)}`),
      );
      if (app.usableAt > app.visibleAt) {
        console.log(`  usable  ${ms(app.usableAt)}   (the app took the server-rendered screen's place)`);
      }
      console.log(
        `  static  ${ms(bare.visibleAt)}   requests ${String(bare.requests).padStart(3)}, last answer at ${ms(bare.lastResponseEnd)}, main thread ${ms(bare.taskMs)}`,
      );
      console.log(
        `  static with the app's headers ${ms(policy.visibleAt)}   (the process swap for COOP: ${Math.round(policy.visibleAt - bare.visibleAt)} ms)`,
      );
      console.log(
        `  ratio   ×${ratio.toFixed(2)} against the static page with the same headers (goal ≤ ×${GOALS[s.key]}), ×${(app.visibleAt / bare.visibleAt).toFixed(2)} against the bare one`,
      );
    }
  }
} finally {
  staticServer?.close();
  await browser.close();
  await gateway.stop();
}
