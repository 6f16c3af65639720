// `npm start`: install what is missing, build what is stale (the shell, the remotes and the
// gateway), then serve the whole app as `npm run serve` does.
// Without MONGODB_URI the gateway starts its embedded database under data/ and seeds a demo school.
import { ensureInstalled, buildApps } from './lib.mjs';

await ensureInstalled();
if ((await buildApps()) !== 0) process.exit(1);
await import('./serve.mjs');
