// `npm start`: install what is missing, build what is stale, then serve the whole app.
// Without MONGODB_URI the gateway starts its embedded database under data/ and seeds a demo school.
import { spawn } from 'node:child_process';
import { ensureInstalled, buildApps, ROOT } from './lib.mjs';

await ensureInstalled();
if ((await buildApps()) !== 0) process.exit(1);
const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '8080' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
