// `npm run bench`: speed, memory and bundle-size figures with ratios against their goals or an
// earlier build (never asserted in tests).
import { buildApps, ensureInstalled, runOrExit } from './lib.mjs';

await ensureInstalled();
await runOrExit('npm', ['run', 'bench', '-w', '@tavollet/embedded-mongo', '--silent']);
await runOrExit('npm', ['run', 'bench', '-w', '@tavollet/gateway', '--silent']);
// Mail: a quick mail to 500 accepted and delivered over SMTP (docs/architecture.md "Mail").
await runOrExit('npx', ['tsx', 'gateway/bench/mail.bench.ts']);
// What the browser downloads per route, from the production build (built here when stale).
if ((await buildApps()) !== 0) process.exit(1);
// Under tsx: it reuses the e2e suite's TypeScript helpers (gateway start, browser launch).
await runOrExit('node', ['--import', 'tsx', 'scripts/bench-bundles.mjs']);
// The first screen against a static page: login and a signed-in deep link, cold (docs/architecture.md "Static hosting and caching").
await runOrExit('node', ['--import', 'tsx', 'scripts/bench-pages.mjs']);
