// The embedded database's CLI as a process of its own on a directory, for tests that kill it and
// start it again there (a database outage, as an install with MONGODB_URI sees one).
import { spawn, type ChildProcess } from 'node:child_process';
import { EMBEDDED_MONGO_CLI } from '@tavollet/embedded-mongo';

export interface DatabaseCredential {
  username: string;
  password: string;
}

/** Starts the CLI on `port` with its data in `dir`: the process at once, `listening` once it answers. */
export function spawnDatabase(
  dir: string,
  port: number,
  credential: DatabaseCredential,
): { child: ChildProcess; listening: Promise<void> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', EMBEDDED_MONGO_CLI, '--dir', dir, '--quiet', '--port', String(port)],
    {
      env: {
        ...process.env,
        EMBEDDED_MONGO_USERNAME: credential.username,
        EMBEDDED_MONGO_PASSWORD: credential.password,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the database exited (${code})`)));
  });
  return { child, listening };
}
