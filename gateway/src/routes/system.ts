// Public system endpoints: health for load balancers and the remote list the shell reads at start.
import Router from '@koa/router';
import type { RemoteEntry } from '@tavollet/contract/remote-props';
import type { Config } from '../config.ts';

export function systemRouter(config: Config, health: () => Promise<Record<string, unknown>>): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true, ...(await health()) };
  });
  router.get('/remotes', (ctx) => {
    const list: RemoteEntry[] = config.remotes.map((r) => ({ name: r.name, entry: r.entry }));
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = list;
  });
  return router;
}
