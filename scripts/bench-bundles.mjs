// `npm run bench` (second part): what a browser downloads, per route, from the production build.
// Starts the real gateway on the built apps and Debian Chromium with the e2e suite's own helpers
// (e2e/support: fresh data dir, free port; run under tsx, see scripts/bench.mjs), opens each route, records every JS and CSS answer and prints the number
// of files and their gzip size, grouped as the shell, each remote, and the shared modules (read
// from each app's mf-manifest.json). Figures are printed beside the fixed "before" ones.
//
// `node --import tsx scripts/bench-bundles.mjs --static-root <dir>` measures another build (<dir>/<app>/dist)
// (the gateway's STATIC_ROOT); `--json` prints the figures as JSON (how BEFORE below was taken);
// `--files` lists every file with its group and gzip size.
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startGateway } from '../e2e/support/gateway.ts';
import { DEMO_ADMIN } from '../e2e/admin/admin-support.ts';
import { DEMO, DEMO_PASSWORD } from '../e2e/support/session.ts';
import { librariesDownloadedTwice, loadChunkPackages, packagesByApp } from '../e2e/support/library-copies.ts';

/** Routes measured, each in a fresh browser context (empty cache), as a first visit. */
const ROUTES = [
  { name: 'login /', path: '/', signIn: null },
  { name: 'teacher /app/tanar/keres', path: '/app/tanar/keres', signIn: DEMO.teacher },
  {
    name: 'deputy /app/igazgatohelyettes/jovahagyasok',
    path: '/app/igazgatohelyettes/jovahagyasok',
    signIn: DEMO.deputy,
  },
  { name: 'principal /app/igazgato/statisztikak', path: '/app/igazgato/statisztikak', signIn: DEMO.principal },
  { name: 'hr /app/hr', path: '/app/hr', signIn: DEMO.hr },
  { name: 'admin /admin/felhasznalok', path: '/admin/felhasznalok', signIn: DEMO_ADMIN, admin: true },
  { name: 'admin /admin/tanev-napok', path: '/admin/tanev-napok', signIn: DEMO_ADMIN, admin: true },
];

/** A remote's own files (shared singletons not counted) on a route, against its goal in gzip bytes. */
const GOALS = [
  { route: 'deputy /app/igazgatohelyettes/jovahagyasok', group: 'mfe-leaders', gzip: 60 * 1024 },
  { route: 'hr /app/hr', group: 'mfe-hr', gzip: 60 * 1024 },
  { route: 'admin /admin/felhasznalok', group: 'mfe-admin', gzip: 90 * 1024 },
];

/** All JS a route downloads (shell, remote and shared singletons together), against its goal in gzip bytes. */
const JS_TOTAL_GOALS = [
  { route: 'login /', gzip: 150 * 1024 },
  { route: 'admin /admin/tanev-napok', gzip: 250 * 1024 },
];

/**
 * The production build of commit efabaf2 (before the shared data layer), measured with
 * `node --import tsx scripts/bench-bundles.mjs --static-root <that build> --json`.
 */
const BEFORE = {
  'login /': {
    shell: { files: 5, gzip: 134054 },
    'shared design-system + contract': { files: 26, gzip: 21043 },
    'shared libraries (npm)': { files: 9, gzip: 98674 },
  },
  'teacher /app/tanar/keres': {
    shell: { files: 5, gzip: 134054 },
    'shared libraries (npm)': { files: 9, gzip: 98674 },
    'shared design-system + contract': { files: 26, gzip: 21043 },
    'mfe-teacher': { files: 6, gzip: 74928 },
    'shared design-system + contract, from mfe-teacher': { files: 13, gzip: 14895 },
  },
};

function option(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** File name → group, from the `shared` entries of an app's manifest. */
async function sharedFiles(base, prefix) {
  const manifest = await fetch(`${base}${prefix}mf-manifest.json`).then((r) => (r.ok ? r.json() : { shared: [] }));
  const byFile = new Map();
  for (const entry of manifest.shared ?? []) {
    const kind = entry.name.startsWith('@tavollet/') ? 'workspace' : 'libraries';
    for (const list of [entry.assets.js, entry.assets.css]) {
      for (const file of [...list.sync, ...list.async]) {
        // A chunk holding both a library and workspace code counts as the library.
        if (byFile.get(file) !== 'libraries') byFile.set(file, kind);
      }
    }
  }
  return byFile;
}

/** The group a downloaded file belongs to: `shell`, `mfe-teacher`, or `shared …` by who serves it. */
function groupOf(pathname, manifests) {
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(pathname);
  const app = remote ? remote[1] : 'shell';
  const file = remote ? remote[2] : pathname.slice(1);
  const kind = manifests.get(app)?.get(file);
  if (!kind) return app;
  const label = kind === 'libraries' ? 'shared libraries (npm)' : 'shared design-system + contract';
  return app === 'shell' ? label : `${label}, from ${app}`;
}

async function measureRoute(browser, base, route) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  if (route.signIn) {
    const login = route.admin ? '/api/auth/admin/login' : '/api/auth/login';
    const res = await page.request.post(login, { data: { email: route.signIn, password: DEMO_PASSWORD } });
    if (!res.ok()) throw new Error(`login answered ${res.status()}`);
  }
  const bodies = new Map();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/\.(js|css)$/.test(url.pathname) || !response.ok()) return;
    bodies.set(
      url.pathname,
      response.body().catch(() => Buffer.alloc(0)),
    );
  });
  await page.goto(route.path, { waitUntil: 'networkidle' });
  const manifests = new Map();
  manifests.set('shell', await sharedFiles(base, '/'));
  for (const pathname of bodies.keys()) {
    const remote = /^\/remotes\/([^/]+)\//.exec(pathname)?.[1];
    if (remote && !manifests.has(remote)) manifests.set(remote, await sharedFiles(base, `/remotes/${remote}/`));
  }
  if (chunkPackages) {
    const js = [...bodies.keys()].filter((p) => p.endsWith('.js'));
    duplicates.set(route.name, librariesDownloadedTwice(packagesByApp(js, chunkPackages)));
  }
  const groups = {};
  for (const [pathname, pending] of bodies) {
    const body = await pending;
    const group = groupOf(pathname, manifests);
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
    groups[group] ??= { files: 0, gzip: 0 };
    groups[group].files += 1;
    groups[group].gzip += gzip;
    if (pathname.endsWith('.js')) jsGzip.set(route.name, (jsGzip.get(route.name) ?? 0) + gzip);
    if (process.argv.includes('--files')) console.log(`${route.name}  ${group}  ${pathname}  ${gzip}`);
  }
  await context.close();
  return groups;
}

/** Route name → gzip bytes of its JS answers (CSS left out). */
const jsGzip = new Map();
/** Route name → libraries its page downloaded from two apps' files (e2e/one-copy-per-library.test.ts). */
const duplicates = new Map();
/** Which npm packages each built JS file holds (chunk-packages.json of this tree's builds; not known for another build). */
const chunkPackages = option('--static-root') ? null : loadChunkPackages();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function total(groups) {
  return Object.values(groups).reduce((t, g) => ({ files: t.files + g.files, gzip: t.gzip + g.gzip }), {
    files: 0,
    gzip: 0,
  });
}

function printRoute(name, now, before) {
  console.log(`\n${name}`);
  const rows = [...new Set([...Object.keys(before ?? {}), ...Object.keys(now)])].sort();
  const line = (label, b, n) => {
    const ratio = b && b.gzip ? `×${(n.gzip / b.gzip).toFixed(2)}` : '';
    const was = b ? `${String(b.files).padStart(3)} files ${kb(b.gzip).padStart(9)}` : ' '.repeat(19);
    console.log(
      `  ${label.padEnd(50)} ${was}  →  ${String(n.files).padStart(3)} files ${kb(n.gzip).padStart(9)}  ${ratio}`,
    );
  };
  for (const row of rows) line(row, before?.[row], now[row] ?? { files: 0, gzip: 0 });
  line('total', before ? total(before) : undefined, total(now));
}

const root = option('--static-root');
const gateway = await startGateway(root ? { STATIC_ROOT: path.resolve(root) } : {});
const browser = await launchBrowser();
try {
  const results = {};
  for (const route of ROUTES) results[route.name] = await measureRoute(browser, gateway.url, route);
  if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else {
    console.log('\nBundle sizes per route (JS + CSS, gzip -9 of each answer): before (efabaf2)  →  now');
    for (const route of ROUTES) printRoute(route.name, results[route.name], BEFORE[route.name]);
    // Everything served from the remote's folder: its own code and its copies of shared modules
    // the shell does not provide (since 0513 a remote bundles most contract code itself).
    console.log("\nA remote's own JS + CSS on its route (all it serves from its folder), against its goal");
    for (const goal of GOALS) {
      const groups = Object.entries(results[goal.route] ?? {});
      const own = groups.filter(([label]) => label === goal.group || label.endsWith(`, from ${goal.group}`));
      const now = own.reduce((sum, [, g]) => sum + (g?.gzip ?? 0), 0);
      const ratio = (now / goal.gzip).toFixed(2);
      console.log(
        `  ${goal.group.padEnd(12)} ${goal.route.padEnd(45)} ${kb(now).padStart(9)} of ${kb(goal.gzip)}  ×${ratio}`,
      );
    }
    console.log('\nLibraries downloaded twice on a route (goal: none)');
    for (const route of ROUTES) {
      const twice = duplicates.get(route.name);
      const text = !twice ? 'not known (no chunk-packages.json)' : twice.length ? twice.join(', ') : 'none';
      console.log(`  ${route.name.padEnd(58)} ${text}`);
    }
    console.log('\nAll JS of a route (shell, remote and shared singletons), against its goal');
    for (const goal of JS_TOTAL_GOALS) {
      const now = jsGzip.get(goal.route) ?? 0;
      console.log(
        `  ${goal.route.padEnd(58)} ${kb(now).padStart(9)} of ${kb(goal.gzip)}  ×${(now / goal.gzip).toFixed(2)}`,
      );
    }
  }
} finally {
  await browser.close();
  await gateway.stop();
}
