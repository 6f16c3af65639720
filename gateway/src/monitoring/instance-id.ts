// The identity of one gateway instance for the statistics: stable for the process's life, unique
// across processes and across instances in one process (tests start several): host, pid, random.
import os from 'node:os';
import { randomBytes } from 'node:crypto';

export function newInstanceId(host: string = os.hostname()): string {
  const name = host.replace(/[^A-Za-z0-9.-]/g, '').slice(0, 40) || 'gateway';
  return `${name}-${process.pid}-${randomBytes(3).toString('hex')}`;
}
