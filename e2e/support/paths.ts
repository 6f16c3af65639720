// Where things are: the repository root and each app's build output.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@tavollet/contract/remote-props';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');

export function remoteDist(folder: string): string {
  return path.join(REPO_ROOT, folder, 'dist');
}

/**
 * The e2e tests use the production builds; they never build the shell themselves (`npm test`
 * and `npm run build` do). Fails with one clear message listing what is missing.
 */
export function assertBuilt(): void {
  const required = [
    path.join(REPO_ROOT, 'gateway', 'dist', 'main.mjs'),
    path.join(SHELL_DIST, 'index.html'),
    ...REMOTES.flatMap((r) => [
      path.join(remoteDist(r.folder), 'mf-manifest.json'),
      path.join(remoteDist(r.folder), 'remoteEntry.js'),
    ]),
  ];
  const missing = required.filter((file) => !existsSync(file)).map((file) => path.relative(REPO_ROOT, file));
  if (missing.length > 0) {
    throw new Error(
      `The e2e tests need the production builds, missing: ${missing.join(', ')}. ` +
        'Run `npm run build` (or `npm test`, which builds first) and try again.',
    );
  }
}
