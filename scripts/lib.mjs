// Helpers for the root commands. Only node: built-ins here: these scripts run before
// `npm ci` may have installed anything.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mfe-teacher', 'mfe-leaders', 'mfe-hr', 'mfe-admin'];

/**
 * Runs a command from the repo root, streaming its output; resolves with the exit code. With
 * `heldAs`, its output is held and printed under that title when it ends, so that it does not mix
 * with a command running beside it (scripts/test.mjs).
 */
export function run(cmd, args, { heldAs, ...opts } = {}) {
  return new Promise((resolve) => {
    const stdio = heldAs ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(cmd, args, { cwd: ROOT, stdio, ...opts });
    const held = [];
    child.stdout?.on('data', (d) => held.push(d));
    child.stderr?.on('data', (d) => held.push(d));
    child.on('close', (code, signal) => {
      if (heldAs) console.log(`\n━━ ${heldAs} (output)\n${Buffer.concat(held).toString().trimEnd()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (err) => {
      // Stopped through `opts.signal` (a step beside it failed, scripts/test.mjs): nothing to add.
      if (err.name !== 'AbortError') console.error(`cannot run ${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

export async function runOrExit(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) process.exit(code);
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('» Installing dependencies (npm ci)…');
  await runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else yield p;
  }
}

const isBuildInput = (p) => existsSync(p) && !/\.(test|stories)\.tsx?$/.test(p) && !p.includes('__tests__');

function hashFiles(h, files) {
  for (const p of files.filter(isBuildInput).sort()) {
    h.update(path.relative(ROOT, p));
    h.update(readFileSync(p));
  }
}

/** What every app's build reads besides its own folder; hashed once per command. */
let sharedDigest;
function sharedInputs() {
  if (!sharedDigest) {
    const h = createHash('sha256');
    hashFiles(h, [
      ...walk(path.join(ROOT, 'design-system', 'src')),
      ...walk(path.join(ROOT, 'contract', 'src')),
      ...walk(path.join(ROOT, 'scripts', 'rspack')),
      path.join(ROOT, 'mf.shared.ts'),
      path.join(ROOT, 'rspack.shared.ts'),
      path.join(ROOT, 'package-lock.json'),
    ]);
    sharedDigest = h.digest('hex');
  }
  return sharedDigest;
}

/** The gateway's build reads its own sources and the embedded database's (gateway/build.mjs). */
const GATEWAY_INPUTS = ['gateway/src', 'gateway/build.mjs', 'embedded-mongo/src'];

/** A fingerprint of everything an app's build reads (its sources, shared packages, configs). */
export function inputHash(app) {
  const h = createHash('sha256');
  h.update(sharedInputs());
  const own = app === 'gateway' ? GATEWAY_INPUTS.map((p) => path.join(ROOT, p)) : [path.join(ROOT, app)];
  hashFiles(
    h,
    own.flatMap((p) => (statSync(p, { throwIfNoEntry: false })?.isDirectory() ? [...walk(p)] : [p])),
  );
  return h.digest('hex');
}

const stampDir = path.join(ROOT, '.build-stamps');
const stampOf = (app) => path.join(stampDir, app);
const OUTPUT = { shell: 'index.html', gateway: 'main.mjs' };
const hasOutput = (app) => existsSync(path.join(ROOT, app, 'dist', OUTPUT[app] ?? 'mf-manifest.json'));
/** The app's build is there and was made from inputs with this hash. */
const builtFrom = (app, hash) =>
  hasOutput(app) && existsSync(stampOf(app)) && readFileSync(stampOf(app), 'utf8') === hash;
/** What `npm run build` builds: the shell, the remotes and the gateway. */
export const BUILT = [...APPS, 'gateway'];

/**
 * The built apps that are missing or older than their sources. Where the sources are not there
 * (a runtime image holding only the build), the stamps written by the build are trusted.
 */
export function staleBuilds() {
  return BUILT.filter((app) =>
    existsSync(path.join(ROOT, app, 'src'))
      ? !builtFrom(app, inputHash(app))
      : !hasOutput(app) || !existsSync(stampOf(app)),
  );
}

/** Builds the apps whose inputs changed since their last build (all of them with force). */
export async function buildApps({ force = false } = {}) {
  for (const app of BUILT) {
    // Fingerprinted before the build: a source edited during the build makes the next run rebuild.
    const hash = inputHash(app);
    if (!force && builtFrom(app, hash)) {
      console.log(`» ${app}: up to date`);
      continue;
    }
    console.log(`» Building ${app}…`);
    const code = await run('npm', ['run', 'build', '-w', `@tavollet/${app}`, '--silent'], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (code !== 0) {
      console.error(`✗ Build of ${app} failed`);
      return code;
    }
    mkdirSync(stampDir, { recursive: true });
    writeFileSync(stampOf(app), hash);
  }
  return 0;
}
