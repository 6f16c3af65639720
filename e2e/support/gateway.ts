// Starts the real gateway as production runs it (the build in gateway/dist, as `npm run serve`
// does) as a child process on a free port with a fresh DATA_DIR, waits until /api/health answers, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

export interface Gateway {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** The gateway's process id (benches read its CPU time). */
  pid: number;
  dataDir: string;
  /** Every line the gateway wrote (JSON log lines and anything else), for failure messages. */
  output: string[];
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

function waitForListening(child: ChildProcess, output: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`the gateway did not log "listening" within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(new Error(`${error.message}\n--- gateway output ---\n${output.join('\n')}`));
    };
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        try {
          const entry = JSON.parse(line) as { msg?: string; port?: number };
          if (entry.msg === 'listening' && typeof entry.port === 'number') {
            clearTimeout(timer);
            resolve(entry.port);
          }
        } catch {
          // not a JSON log line
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8').trimEnd()));
    child.once('exit', (code, signal) => fail(new Error(`the gateway exited early (code ${code}, signal ${signal})`)));
    child.once('error', (error) => fail(error));
  });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok && ((await response.json()) as { ok?: boolean }).ok === true) return;
      last = new Error(`/api/health answered ${response.status}`);
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the gateway never became healthy: ${String(last)}`);
}

export interface StartOptions {
  /** A data directory prepared by the test (removed on stop like a fresh one). */
  dataDir?: string;
  /** Another tree to start from (default this repository) and its command (default the build). */
  cwd?: string;
  args?: string[];
}

/** Starts a gateway; `env` adds to (or overrides) the environment, e.g. REMOTE_HR_URL. */
export async function startGateway(env: Record<string, string> = {}, opts: StartOptions = {}): Promise<Gateway> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'tavollet-e2e-data-')));
  const output: string[] = [];
  const child = spawn(process.execPath, opts.args ?? ['--enable-source-maps', 'gateway/dist/main.mjs'], {
    cwd: opts.cwd ?? REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await waitForListening(child, output);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url);
    return { url, port, pid: child.pid!, dataDir, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
