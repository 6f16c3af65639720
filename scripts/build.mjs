// `npm run build`: production builds of the shell and the four remotes (stale ones only;
// `--force` rebuilds all).
import { ensureInstalled, buildApps } from './lib.mjs';

await ensureInstalled();
process.exitCode = await buildApps({ force: process.argv.includes('--force') });
