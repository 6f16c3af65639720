// A second gateway as a real process (`node --import tsx gateway/src/main.ts`) on the database of a
// test or bench, so it can be stopped the hard way (kill -9) and the statistics must notice by
// themselves. Its instance id carries its pid (monitoring/instance-id.ts), which is how a caller
// finds its row.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config.ts';

export interface ChildGateway {
  pid: number;
  url: string;
  /** Everything it printed, for failure messages. */
  output: string[];
  /** Does this statistics row belong to the child? */
  owns(rowId: string): boolean;
  /** SIGKILL: no goodbye report, no stop event. Resolves when the process is gone. */
  kill9(): Promise<void>;
  /** Kills it if still running and removes its data folder. */
  dispose(): Promise<void>;
}

const START_TIMEOUT_MS = 90_000;

/** Starts the gateway process on `mongodbUri` with `env` added; resolves once it listens. */
export async function startChildGateway(mongodbUri: string, env: Record<string, string> = {}): Promise<ChildGateway> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gw-child-'));
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_ROOT: dataDir,
      MONGODB_URI: mongodbUri,
      DEMO_SCHOOL: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const kill9 = async () => {
    if (!gone()) child.kill('SIGKILL');
    await exited;
  };
  const dispose = async () => {
    await kill9();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the child gateway did not listen in time')), START_TIMEOUT_MS);
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
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the child gateway exited (code ${code}, signal ${signal})`));
      });
    });
    const pid = child.pid!;
    return {
      pid,
      url: `http://127.0.0.1:${port}`,
      output,
      owns: (rowId) => rowId.includes(`-${pid}-`),
      kill9,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw new Error(`${(error as Error).message}\n--- child output ---\n${output.join('\n')}`, { cause: error });
  }
}
