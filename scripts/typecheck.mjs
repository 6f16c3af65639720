// `npm run typecheck`: tsc --noEmit per workspace (each has its own lib/types), two at a time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { run, ROOT } from './lib.mjs';

// Every workspace (package.json) plus the Storybook config, the repo tooling (lint-rule tests)
// and the root's own files (build configs, scripts), each with its own tsconfig.
const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const projects = [...workspaces, '.storybook', 'tooling', '.'];
const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const queue = [...projects];
const failed = [];
async function worker() {
  for (let p = queue.shift(); p; p = queue.shift()) {
    const code = await run(process.execPath, [tsc, '-p', `${p}/tsconfig.json`, '--pretty']);
    if (code !== 0) failed.push(p);
  }
}
await Promise.all([worker(), worker()]);
if (failed.length) {
  console.error(`✗ Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`✓ Types OK in ${projects.length} projects`);
