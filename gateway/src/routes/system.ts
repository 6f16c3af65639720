// Public system endpoints: liveness (/health) and readiness (/ready) for load balancers and
// supervisors (docs/architecture.md "Metrics and health"), and the remote list the shell reads at start.
import type { RemoteEntry } from '@tavollet/contract/remote-props';
import type { Config } from '../config.ts';
import { defineArea, type ApiArea } from '../http/route.ts';

export function systemArea(
  config: Config,
  /** Whether the database answers (the readiness's ping, monitoring/readiness.ts). */
  databaseUp: () => Promise<boolean>,
  /** The instance's readiness (monitoring/readiness.ts, checked by app.ts). */
  ready: () => Promise<{ ready: boolean }>,
): ApiArea {
  const area = defineArea('');
  // 503 while the database is unreachable: this instance can only answer errors, so a load
  // balancer that checks /api/health (not /api/ready) must not send it traffic either.
  area.route({ method: 'GET', path: '/health', permission: 'public' }, async (ctx) => {
    const up = await databaseUp();
    ctx.status = up ? 200 : 503;
    ctx.body = { ok: up, db: up ? 'up' : 'down' };
  });
  // 503 while starting or migrating, while the database does not answer, and once stopping.
  area.route({ method: 'GET', path: '/ready', permission: 'public' }, async (ctx) => {
    const answer = await ready();
    ctx.status = answer.ready ? 200 : 503;
    ctx.body = answer;
  });
  area.route({ method: 'GET', path: '/remotes', permission: 'public' }, (ctx) => {
    const list: RemoteEntry[] = config.remotes.map((r) => ({ name: r.name, entry: r.entry }));
    ctx.body = list;
  });
  return area;
}
