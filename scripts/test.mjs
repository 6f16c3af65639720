// `npm test`: everything, in the order that fails fastest: install, types, lint, format, unit and
// gateway tests (real MongoDB wire protocol), production builds, Storybook build, e2e in Chromium.
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, buildApps, run, ROOT } from './lib.mjs';

const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const outDir = path.join(ROOT, 'node_modules', '.test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
// Pictures of the last run's visual differences; this run writes its own (e2e/support/visual.ts).
const visualDiffDir = path.join(ROOT, 'e2e', 'visual', 'diff');
rmSync(visualDiffDir, { recursive: true, force: true });

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

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const code = await fn();
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, secs });
  if (code !== 0) finish();
}

function finish() {
  console.log('\n━━ Summary');
  for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.secs} s)`);
  const ok = results.every((r) => r.ok);
  if (!ok) visualDiffs();
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const vitest = (args, json, env = {}) =>
  run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`], {
    env: { ...process.env, ...env },
  }).then((c) => {
    addCounts(json);
    return c;
  });

await step('Install', async () => (await ensureInstalled(), 0));
await step('Typecheck', () => run('node', ['scripts/typecheck.mjs']));
// Errors and warnings fail, except the advisory function-size warning (tooling/lint.mjs).
await step('Lint', () => run('node', ['tooling/lint.mjs']));
await step('Format', () => run('npx', ['prettier', '--check', '.']));
await step('Unit and gateway tests', () => vitest([], path.join(outDir, 'unit.json')));
// The conformance suite runs above in memory mode; again here on disk (journal, fsync, snapshots).
await step('Embedded server conformance, durable mode', () =>
  vitest(['--project', 'embedded-mongo'], path.join(outDir, 'durable.json'), {
    EMBEDDED_MONGO_DURABLE: '1',
  }),
);
await step('Production builds', () => buildApps());
await step('Storybook build', () => run('npm', ['run', 'build-storybook', '--silent']));
await step('End-to-end tests (Chromium)', () =>
  vitest(['--config', 'e2e/vitest.config.ts'], path.join(outDir, 'e2e.json')),
);
finish();

// Where a failed visual comparison left its pictures (e2e/support/visual.ts).
function visualDiffs() {
  if (existsSync(visualDiffDir))
    console.log(`Visual differences (actual and diff images): ${path.relative(ROOT, visualDiffDir)}/`);
}
