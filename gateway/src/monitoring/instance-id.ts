// The identity of one gateway instance (docs/architecture.md "Server statistics"): its row on the
// admin home, the author of its events and the owner of the jobs it locks. It is kept across
// restarts so the statistics count servers, not starts: INSTANCE_ID when set (a container whose
// host name changes at every start), else host and port (two instances on one host cannot listen
// on one port). Only an instance on a port the system picks (PORT=0: the tests, which start
// several in one process) has no stable address, and gets host, pid and a random part instead.
import os from 'node:os';
import { randomBytes } from 'node:crypto';

const clean = (host: string) => host.replace(/[^A-Za-z0-9.-]/g, '').slice(0, 40) || 'gateway';

/** A fresh id for this process: host, pid, random (also the owner of a migration lock). */
export function newInstanceId(host: string = os.hostname()): string {
  return `${clean(host)}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/** The instance's id: INSTANCE_ID, else `<host>:<port>`, else a fresh one (port 0). */
export function instanceIdOf(opts: { instanceId: string | null; port: number }, host: string = os.hostname()): string {
  if (opts.instanceId) return opts.instanceId;
  return opts.port > 0 ? `${clean(host)}:${opts.port}` : newInstanceId(host);
}
