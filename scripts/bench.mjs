// `npm run bench`: speed and memory figures with ratios against their goals (never asserted in tests).
import { ensureInstalled, runOrExit } from './lib.mjs';

await ensureInstalled();
await runOrExit('npm', ['run', 'bench', '-w', '@tavollet/gateway', '--silent']);
