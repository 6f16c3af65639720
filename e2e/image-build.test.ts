// The container image's build steps (deploy/build-image.sh, run by deploy/Containerfile), checked
// as far as this machine can without a container runtime: on a fresh clone of this commit they
// install the lockfile, build, drop the development packages, and `node scripts/serve.mjs` (the
// image's command) then starts and becomes ready without any of them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/paths.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('deploy/build-image.sh on a fresh clone', () => {
  it('builds a tree that serves with production packages only and answers ready', { timeout: 900_000 }, async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'tavollet-image-'));
    dirs.push(work);
    const app = path.join(work, 'app');
    execFileSync('git', ['clone', '--quiet', REPO_ROOT, app]);
    execFileSync('bash', ['deploy/build-image.sh'], { cwd: app, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });

    // What only building and testing need is gone; what the server needs is there.
    for (const dev of ['vitest', '@rspack/core', 'playwright-core', 'storybook']) {
      expect(existsSync(path.join(app, 'node_modules', dev)), dev).toBe(false);
    }
    expect(existsSync(path.join(app, 'gateway', 'dist', 'main.mjs'))).toBe(true);

    const data = path.join(work, 'data');
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: app,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: data, MONGODB_URI: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const onData = (d: Buffer) => {
          output += d.toString();
          const m = /"port":(\d+)[^\n]*"msg":"listening"/.exec(output);
          if (m) resolve(Number(m[1]));
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        void exited.then((code) => reject(new Error(`serve exited (${code}):\n${output}`)));
      });
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ready: true });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
