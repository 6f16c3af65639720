// `npm run typecheck`: tsc --noEmit per workspace (each has its own lib/types), two at a time.
import { run } from './lib.mjs';

const projects = ['contract', 'design-system', 'shell', 'mfe-teacher', 'mfe-leaders', 'mfe-hr', 'mfe-admin', 'gateway', 'e2e', '.storybook'];
const queue = [...projects];
let failed = [];
async function worker() {
  for (let p = queue.shift(); p; p = queue.shift()) {
    const code = await run('npx', ['tsc', '-p', `${p}/tsconfig.json`, '--pretty']);
    if (code !== 0) failed.push(p);
  }
}
await Promise.all([worker(), worker()]);
if (failed.length) {
  console.error(`✗ Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`✓ Types OK in ${projects.length} projects`);
