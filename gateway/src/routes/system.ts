// Public system endpoints: health for load balancers and the remote list the shell reads at start.
import type { RemoteEntry } from '@tavollet/contract/remote-props';
import type { Config } from '../config.ts';
import { defineArea, type ApiArea } from '../http/route.ts';

export function systemArea(config: Config, health: () => Promise<Record<string, unknown>>): ApiArea {
  const area = defineArea('');
  area.route({ method: 'GET', path: '/health', permission: 'public' }, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true, ...(await health()) };
  });
  area.route({ method: 'GET', path: '/remotes', permission: 'public' }, (ctx) => {
    const list: RemoteEntry[] = config.remotes.map((r) => ({ name: r.name, entry: r.entry }));
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = list;
  });
  return area;
}
