// The container image's build steps (deploy/build-image.sh, run by deploy/Containerfile), checked
// as far as this machine can without a container runtime: on a fresh clone of this commit they
// install the lockfile, build, drop the development packages, and `node scripts/serve.mjs` (the
// image's command) then starts and becomes ready without any of them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startGateway } from './support/gateway.ts';
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

    // The image's command, from the built tree.
    const gateway = await startGateway(
      { MONGODB_URI: '' },
      { cwd: app, args: ['scripts/serve.mjs'], dataDir: path.join(work, 'data') },
    );
    try {
      const ready = await fetch(`${gateway.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ready: true });
    } finally {
      await gateway.stop();
    }
  });
});
