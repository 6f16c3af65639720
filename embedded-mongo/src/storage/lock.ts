// Lock file: one process per data directory, held as an OS lock (Linux open-file-description
// lock, fs-native-extensions) on `mongod.lock` for as long as the store is open. The kernel drops
// it when the holder dies, whatever its pid: a restarted container whose new process has the same
// pid (1, or 24 under npm) as the killed one starts at once, and two live processes never share a
// directory, even from different PID namespaces (docs/decisions/0561-data-dir-lock-and-full-disk.md).
// The pid and host written into the file only make the refusal message useful.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// A CommonJS package without type declarations; this is the one function used.
const fsx = createRequire(import.meta.url)('fs-native-extensions') as { tryLock(fd: number): boolean };

export class DataDirLockedError extends Error {}

export function acquireLock(dir: string): () => void {
  const file = path.join(dir, 'mongod.lock');
  for (;;) {
    const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
    let locked: boolean;
    try {
      locked = fsx.tryLock(fd);
    } catch (e) {
      fs.closeSync(fd);
      throw e;
    }
    if (!locked) {
      const holder = fs.readFileSync(file, 'utf8').trim() || 'another process';
      fs.closeSync(fd);
      throw new DataDirLockedError(`data directory ${dir} is already in use by ${holder} (lock file ${file})`);
    }
    // The previous holder removes the file when it stops: if we locked a file that is no longer
    // the one at this path, another process may lock the new one; start over on the new one.
    if (!sameFile(fd, file)) {
      fs.closeSync(fd);
      continue;
    }
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, `process ${process.pid} on ${os.hostname()} since ${new Date().toISOString()}\n`, 0);
    // Removed before it is unlocked (closed), so no one locks a file that is about to vanish
    // without noticing (sameFile above).
    return () => {
      fs.rmSync(file, { force: true });
      fs.closeSync(fd);
    };
  }
}

function sameFile(fd: number, file: string): boolean {
  try {
    const a = fs.fstatSync(fd);
    const b = fs.statSync(file);
    return a.ino === b.ino && a.dev === b.dev;
  } catch {
    return false;
  }
}
