// What one report measures about its process: CPU as the process's user + system time over the
// interval divided by the interval and the cores; memory as the resident set (RSS) over the memory
// the process may use (the container's limit when there is one, else the machine's); the database's
// answer time to a `ping`.
import os from 'node:os';
import type { Models } from '../db/models.ts';

export class CpuSampler {
  private last = process.cpuUsage();
  private lastAt = process.hrtime.bigint();
  private readonly cores = Math.max(1, os.availableParallelism());

  /** Percent of all cores used since the previous sample (0–100) and the seconds it covers. */
  sample(): { cpu: number; seconds: number } {
    const now = process.hrtime.bigint();
    const used = process.cpuUsage(this.last);
    const elapsedUs = Number(now - this.lastAt) / 1000;
    this.last = process.cpuUsage();
    this.lastAt = now;
    if (elapsedUs <= 0) return { cpu: 0, seconds: 0 };
    const cpu = ((used.user + used.system) / elapsedUs / this.cores) * 100;
    return { cpu: Math.min(100, Math.max(0, cpu)), seconds: elapsedUs / 1e6 };
  }
}

/** The memory this process may use: a cgroup limit below the machine's memory, else the machine's. */
function memoryLimit(): number {
  const total = os.totalmem();
  const constrained = typeof process.constrainedMemory === 'function' ? process.constrainedMemory() : 0;
  return constrained > 0 && constrained < total ? constrained : total;
}

export function memorySample(): { mem: number; rssBytes: number } {
  const rssBytes = process.memoryUsage.rss();
  return { mem: Math.min(100, (rssBytes / memoryLimit()) * 100), rssBytes };
}

/** The database's answer time to `ping` in ms, or null when it did not answer. */
export async function pingMs(models: Models): Promise<number | null> {
  const db = models.Setting.db.db;
  if (!db) return null;
  const started = process.hrtime.bigint();
  try {
    await db.admin().command({ ping: 1 });
    return Number(process.hrtime.bigint() - started) / 1e6;
  } catch {
    return null;
  }
}
