// `npm run dev`: watch builds of the shell and every remote, plus the gateway restarted on change.
// Reload the browser after a rebuild (no hot module replacement across federated remotes).
import { spawn } from 'node:child_process';
import { ensureInstalled, APPS, ROOT } from './lib.mjs';

await ensureInstalled();
const children = [
  ...APPS.map((app) => spawn('npm', ['run', 'dev', '-w', `@tavollet/${app}`], { cwd: ROOT, stdio: 'inherit' })),
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'gateway/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: process.env.PORT ?? '8080' },
  }),
];
const stop = (sig) => {
  for (const c of children) c.kill(sig);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
