// `npm run serve`, the production start (docs/architecture.md "Production build and start"): on
// the built tree it runs the compiled gateway, which opens a fresh embedded database, seeds the
// demo school and answers; with a build older than its sources it refuses with a clear message.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, assertBuilt } from './support/paths.ts';

interface Ended {
  code: number | null;
  output: string;
}

function serve(
  dataDir: string,
  until?: RegExp,
): { ended: Promise<Ended>; stop: () => void; seen: Promise<string>; output: () => string } {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, MONGODB_URI: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let resolveSeen: (s: string) => void = () => undefined;
  const seen = new Promise<string>((resolve) => (resolveSeen = resolve));
  const onData = (d: Buffer) => {
    output += d.toString();
    if (until?.test(output)) resolveSeen(output);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const ended = new Promise<Ended>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return { ended, seen, output: () => output, stop: () => child.kill('SIGTERM') };
}

describe('npm run serve', () => {
  it(
    'on the built tree: starts the compiled gateway, which seeds the demo school and answers; SIGTERM stops it',
    { timeout: 120_000 },
    async () => {
      assertBuilt();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tavollet-serve-'));
      try {
        const started = Date.now();
        const run = serve(dataDir, /"msg":"listening"/);
        let timer: NodeJS.Timeout | undefined;
        const output = await Promise.race([
          run.seen,
          run.ended.then((e) => Promise.reject(new Error(`serve exited (${e.code}):\n${e.output}`))),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`serve did not listen within 90 s:\n${run.output()}`)), 90_000);
          }),
        ]).finally(() => clearTimeout(timer));
        console.log(`npm run serve: listening after ${Date.now() - started} ms on a fresh data directory`);
        const port = Number(/"port":(\d+)[^\n]*"msg":"listening"/.exec(output)?.[1]);
        expect(output).toContain('"msg":"demo school seeded"');
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ ok: true, db: 'up' });
        // The public login page comes from the built shell.
        const page = await fetch(`http://127.0.0.1:${port}/login`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<html');
        run.stop();
        expect((await run.ended).code).toBe(0);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('with a build older than its sources: refuses to start, names the build and the command to run', async () => {
    assertBuilt();
    // The build's stamp stands for the sources it was built from; another value means they changed.
    const stamp = path.join(REPO_ROOT, '.build-stamps', 'gateway');
    const kept = await readFile(stamp, 'utf8');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tavollet-serve-'));
    try {
      await writeFile(stamp, 'built from other sources');
      const { code, output } = await serve(dataDir).ended;
      expect(code).toBe(2);
      expect(output).toContain('the build of gateway is missing or older than its sources');
      expect(output).toContain('npm run build');
      expect(output).not.toContain('listening');
    } finally {
      await writeFile(stamp, kept);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
