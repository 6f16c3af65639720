// Builds a remote from a copy of its sources in a temporary directory, so a test can change a
// remote and redeploy it without touching the worktree (and without hooks in product code).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

// The CLI's bin is not in its package "exports": take it from the installed package directly.
const RSPACK_CLI = path.join(REPO_ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

/**
 * Files and folders outside the app that every app's build configuration imports: the shared
 * configs, their rspack plugins, the shared-library facades mf.shared.ts names, and the contract
 * module naming the files a build writes.
 */
const ROOT_BUILD_FILES = [
  'mf.shared.ts',
  'rspack.shared.ts',
  'scripts/rspack',
  'design-system/src/federation',
  'contract/src/federation',
  'contract/src/build-output.ts',
];

export interface RemoteCopy {
  /** The copied remote folder, e.g. /tmp/tavollet-e2e-deploy-x/mfe-hr */
  dir: string;
  /** Its build output: point the gateway's REMOTE_DIR_<FOLDER> here. */
  dist: string;
  /** Runs the remote's production build (rspack) in the copy. */
  build(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * Copies `<folder>/` (without dist and node_modules) and the root build files it imports
 * (mf.shared.ts, rspack.shared.ts) into a temp
 * directory laid out like the repository, with node_modules linked to the repository's (and the
 * app's own node_modules to the app's).
 */
export async function copyRemote(folder: string): Promise<RemoteCopy> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tavollet-e2e-deploy-'));
  const source = path.join(REPO_ROOT, folder);
  const dir = path.join(root, folder);
  try {
    await cp(source, dir, {
      recursive: true,
      filter: (src) => !/^(dist|node_modules)$/.test(path.relative(source, src).split(path.sep)[0] ?? ''),
    });
    for (const file of ROOT_BUILD_FILES) {
      await cp(path.join(REPO_ROOT, file), path.join(root, file), { recursive: true });
    }
    await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    // A package npm installed under the app itself (e.g. the admin's @hookform/resolvers).
    if (existsSync(path.join(source, 'node_modules')))
      await symlink(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  const build = () =>
    new Promise<void>((resolve, reject) => {
      const output: string[] = [];
      const child = spawn(process.execPath, [RSPACK_CLI, 'build', '--config', 'rspack.config.ts'], {
        cwd: dir,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (c: Buffer) => output.push(c.toString()));
      child.stderr.on('data', (c: Buffer) => output.push(c.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`building the copy of ${folder} failed (${code}):\n${output.join('')}`)),
      );
    });

  return { dir, dist: path.join(dir, 'dist'), build, remove: () => rm(root, { recursive: true, force: true }) };
}
