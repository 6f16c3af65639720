// The Lint step of `npm test`: `eslint .`, printed like the CLI. Fails on any error and on any
// warning except `max-lines-per-function`, which is advisory: it is printed, the build goes on (a
// screen component or a `describe` legitimately runs long).
//
// The promise rules read types, so ESLint keeps a TypeScript program per tsconfig it meets; over
// the whole tree in one process that peaked at 3.5 GB, close to Node's default 4 GB heap, and ran
// out of it on CI. Each part below is linted in a process of its own (at most ~1.6 GB each), one
// after another: about 25 s more than one process, hidden beside the unit tests. `node tooling/lint.mjs <patterns…>` lints only those patterns.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';

const ADVISORY = new Set(['max-lines-per-function']);
const ROOT = path.resolve(import.meta.dirname, '..');
const PARTS = [
  ['gateway'],
  ['shell', 'mfe-teacher', 'mfe-leaders'],
  ['mfe-hr', 'mfe-admin', 'design-system', '.storybook'],
  ['--rest'],
];

const args = process.argv.slice(2);
if (args.length === 0) {
  let failed = false;
  for (const part of PARTS) {
    const child = spawnSync(process.execPath, [import.meta.filename, ...part], { cwd: ROOT, stdio: 'inherit' });
    failed ||= child.status !== 0;
  }
  process.exit(failed ? 1 : 0);
}

// `--rest` is everything the other parts do not cover (the root's files, contract, embedded-mongo,
// e2e, scripts, tooling).
const rest = args[0] === '--rest';
const covered = PARTS.flat().filter((p) => p !== '--rest');
const eslint = new ESLint({ cwd: ROOT, ignorePatterns: rest ? covered.map((d) => `${d}/**`) : [] });
const results = await eslint.lintFiles(rest ? ['.'] : args);
const formatter = await eslint.loadFormatter('stylish');
const output = await formatter.format(results);
if (output) console.log(output);

const all = results.flatMap((r) => r.messages);
const errors = all.filter((m) => m.fatal || m.severity === 2).length;
const blockingWarnings = all.filter((m) => m.severity === 1 && !ADVISORY.has(m.ruleId ?? '')).length;
const advisory = all.length - errors - blockingWarnings;
const name = rest ? 'the rest' : args.join(', ');

if (advisory) console.log(`ℹ ${advisory} advisory warning(s) (${[...ADVISORY].join(', ')}): shown, not failing.`);
if (errors || blockingWarnings) {
  console.error(`✗ Lint (${name}): ${errors} error(s), ${blockingWarnings} warning(s) that fail the build.`);
  process.exit(1);
}
console.log(`✓ Lint OK (${name}: ${results.length} files, ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB)`);
