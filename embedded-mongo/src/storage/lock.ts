// Lock file: one process per data directory. A lock left by a killed process (kill -9) is
// recognised by its dead pid and taken over.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export function acquireLock(dir: string): () => void {
  const file = path.join(dir, 'mongod.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(`data directory ${dir} is already in use by process ${pid} (lock file ${file})`);
      }
      if (pid === process.pid) throw new DataDirLockedError(`data directory ${dir} is already open in this process`);
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`could not lock data directory ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
