// `npm test`: everything, in the order that fails fastest: install, types, format, unused code,
// lint beside the unit and gateway tests (real MongoDB wire protocol), the gateway tests again
// against a separate database process (MONGODB_URI), production builds, Storybook build, e2e in
// Chromium. Ends with where the time went.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureInstalled, buildApps, run, ROOT } from './lib.mjs';

const started = Date.now();
const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Stops what still runs beside a step that failed. */
const stop = new AbortController();
const outDir = path.join(ROOT, 'node_modules', '.test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
// Pictures of the last run's visual differences; this run writes its own (e2e/support/visual.ts).
const visualDiffDir = path.join(ROOT, 'e2e', 'visual', 'diff');
rmSync(visualDiffDir, { recursive: true, force: true });

/** Vitest's JSON reports of this run, with the label their files get in the summary. */
const reports = [];

function addCounts(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests ?? 0;
  counts.failed += r.numFailedTests ?? 0;
  // A file that failed outside its tests (a hook, an import) counts as one failure too.
  for (const result of r.testResults ?? []) {
    const failedTests = (result.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    if (result.status === 'failed' && failedTests === 0) counts.failed += 1;
  }
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

async function step(name, fn, note = '') {
  const begun = Date.now();
  console.log(`\n━━ ${name}`);
  const code = await fn();
  const secs = ((Date.now() - begun) / 1000).toFixed(1);
  results.push({ name: `${name}${note}`, ok: code === 0, secs });
  if (code !== 0) finish();
}

function finish() {
  stop.abort();
  console.log('\n━━ Summary');
  for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.secs} s)`);
  slowestFiles();
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const ok = results.every((r) => r.ok);
  if (!ok) visualDiffs();
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

// Started with node, not npx: stopping npx would leave vitest running.
const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const vitest = (args, json, label, env = {}) =>
  run(
    process.execPath,
    [VITEST, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    {
      env: { ...process.env, ...env },
      signal: stop.signal,
    },
  ).then((c) => {
    addCounts(json);
    reports.push({ json, label });
    return c;
  });

await step('Install', async () => (await ensureInstalled(), 0));
await step('Typecheck', () => run('node', ['scripts/typecheck.mjs']));
await step('Format', () => run('npx', ['prettier', '--check', '.']));
// Unused files, exports and dependencies, and imports of unlisted packages (knip.config.ts).
await step('Knip', () => run('npx', ['knip', '--no-progress']));
// Lint reads every file's types (the promise rules) and keeps about one core busy for a minute or
// two; vitest runs one test file at a time on these 2-core machines (it keeps a core free), so
// Lint runs beside the tests. Errors and warnings fail, except the advisory function-size
// warning (tooling/lint.mjs); a failure of either stops the other.
await Promise.all([
  step('Lint', () => run('node', ['tooling/lint.mjs'], { heldAs: 'Lint', signal: stop.signal }), ', beside the tests'),
  step('Unit and gateway tests', () => vitest([], path.join(outDir, 'unit.json'), '')),
]);
// The conformance suite runs above in memory mode; again here on disk (journal, fsync, snapshots).
await step('Embedded server conformance, durable mode', () =>
  vitest(['--project', 'embedded-mongo'], path.join(outDir, 'durable.json'), ' (durable)', {
    EMBEDDED_MONGO_DURABLE: '1',
  }),
);
// The gateway suite once more, over the wire against the embedded server as a process of its own,
// as an install with MONGODB_URI runs.
await step('Gateway tests over MONGODB_URI (separate database process)', () =>
  withDatabaseProcess((uri) =>
    vitest(['--project', 'gateway'], path.join(outDir, 'gateway-uri.json'), ' (MONGODB_URI)', { MONGODB_URI: uri }),
  ),
);
await step('Production builds', () => buildApps());
await step('Storybook build', () => run('npm', ['run', 'build-storybook', '--silent']));
await step('End-to-end tests (Chromium)', () =>
  vitest(['--config', 'e2e/vitest.config.ts'], path.join(outDir, 'e2e.json'), ''),
);
finish();

/**
 * The ten test files that took longest, over every vitest run: from a file's first test to its
 * last (its imports and `beforeAll` come on top), so a maintainer sees what to speed up.
 */
function slowestFiles() {
  const files = reports
    .filter((r) => existsSync(r.json))
    .flatMap(({ json, label }) =>
      (JSON.parse(readFileSync(json, 'utf8')).testResults ?? []).map((f) => ({
        name: `${path.relative(ROOT, f.name)}${label}`,
        secs: (f.endTime - f.startTime) / 1000,
      })),
    );
  if (!files.length) return;
  console.log('Slowest test files (first test to last):');
  for (const f of files.sort((a, b) => b.secs - a.secs).slice(0, 10))
    console.log(`${f.secs.toFixed(1).padStart(7)} s  ${f.name}`);
}

// Where a failed visual comparison left its pictures (e2e/support/visual.ts).
function visualDiffs() {
  if (existsSync(visualDiffDir))
    console.log(`Visual differences (actual and diff images): ${path.relative(ROOT, visualDiffDir)}/`);
}

/**
 * Starts the embedded server's CLI in memory on a free port, with a credential made for this run
 * (given through the environment, not the command line), runs `fn` with its connection string,
 * then stops it.
 */
async function withDatabaseProcess(fn) {
  const port = await new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address();
      probe.close(() => resolve(p));
    });
    probe.on('error', reject);
  });
  const username = 'test';
  const password = randomBytes(18).toString('base64url');
  const cli = path.join(ROOT, 'embedded-mongo', 'src', 'cli.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--memory', '--quiet', '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, EMBEDDED_MONGO_USERNAME: username, EMBEDDED_MONGO_PASSWORD: password },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (let i = 0; ; i++) {
      const open = await new Promise((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
        s.on('error', () => resolve(false));
      });
      if (open) break;
      if (i > 300 || child.exitCode !== null) {
        console.error('the embedded database process did not start');
        return 1;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return await fn(`mongodb://${username}:${password}@127.0.0.1:${port}/?authSource=admin&replicaSet=rs0`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
