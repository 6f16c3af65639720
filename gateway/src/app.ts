// Builds the Koa application: middleware order matters and is decided here only.
import Koa from 'koa';
import Router from '@koa/router';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { errorMiddleware, apiNotFound } from './http/errors.ts';
import { securityHeaders } from './http/security.ts';
import { serveRemotes, serveShell } from './http/static.ts';
import { systemRouter } from './routes/system.ts';

// Validation messages of schemas without their own text are Hungarian (zod's hu locale).
z.config(z.locales.hu());

export interface AppDeps {
  config: Config;
  log: Logger;
  /** Extra facts for /api/health (e.g. database state). */
  health?: () => Promise<Record<string, unknown>>;
  /** Area routers mounted under /api (auth, user, leaders, hr, admin). */
  apiRouters?: Router[];
  /** Middleware run before the API routers (sessions, origin checks). */
  apiMiddleware?: Koa.Middleware[];
}

export function createApp(deps: AppDeps): Koa {
  const { config, log } = deps;
  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true; // errors are logged by errorMiddleware, not printed by Koa

  app.use(async (ctx, next) => {
    const started = process.hrtime.bigint();
    await next();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (ctx.path.startsWith('/api/')) {
      log.info({ method: ctx.method, url: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
    }
  });
  app.use(securityHeaders({ shellDir: config.shellDir, remoteOrigins: config.remoteOrigins }));
  app.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      gzip: { level: 6 },
      deflate: false,
    }),
  );
  app.use(errorMiddleware(log));

  const api = new Router({ prefix: '/api' });
  for (const mw of deps.apiMiddleware ?? []) api.use(mw);
  const system = systemRouter(config, deps.health ?? (async () => ({})));
  api.use(system.routes());
  for (const r of deps.apiRouters ?? []) api.use(r.routes(), r.allowedMethods());
  api.all('/{*rest}', apiNotFound);
  app.use(api.routes());
  app.use(api.allowedMethods());

  app.use(serveRemotes(config.remotes));
  app.use(serveShell(config.shellDir));
  return app;
}
