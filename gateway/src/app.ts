// Builds the Koa application: middleware order matters and is decided here only.
import Koa from 'koa';
import Router from '@koa/router';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { errorMiddleware, apiNotFound } from './http/errors.ts';
import { API_ROUTER_OPTIONS, readsAsApi, refuseApiLookalikes } from './http/api-paths.ts';
import { securityHeaders } from './http/security.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { KeptFiles, serveRemotes, serveShell, type FirstScreenSource } from './pages/static.ts';
import { firstScreens } from './pages/first-screen.ts';
import { inProcessGet } from './pages/in-process.ts';
import { shellPages } from './pages/shell-page.ts';
import { serveStorybook } from './pages/storybook.ts';
import { systemArea } from './routes/system.ts';
import { sameOrigin } from './http/same-origin.ts';
import { refusePlainHttp } from './http/plain-http.ts';
import { trustedProxies } from './http/proxies.ts';
import { guard, matchedRoute, CATCH_ALL } from './http/guard.ts';
import { sessionMiddleware } from './auth/sessions.ts';
import type { Services } from './services/deps.ts';
import { apiAreas } from './routes/index.ts';
import type { ApiArea } from './http/route.ts';
import type { Permission, PermissionTable } from './http/permissions.ts';
import { METRICS_PATH, metricsEndpoint } from './http/metrics-endpoint.ts';
import { PAGES_ROUTE, UNMATCHED_ROUTE } from './monitoring/metrics.ts';
import type { Readiness } from './monitoring/readiness.ts';

// Validation messages of schemas without their own text are Hungarian (zod's hu locale).
z.config(z.locales.hu());

export interface AppDeps {
  config: Config;
  log: Logger;
  /** What /api/ready answers (gateway.ts); without it the app is ready as soon as it answers. */
  readiness?: Readiness;
  /** Extra areas mounted under /api with their declared permissions (tests). */
  apiAreas?: ApiArea[];
  /**
   * Plain routers mounted under /api without declared permissions: the guard refuses their
   * routes (tests prove it). Production code declares routes on an area only.
   */
  apiRouters?: Router[];
  /** Middleware run before the API routers (sessions, origin checks). */
  apiMiddleware?: Koa.Middleware[];
  /**
   * The database-backed API (auth, user, admin) with its cookie keys. Without it only the
   * static hosting and the system routes run (static-hosting tests).
   */
  services?: { services: Services; keys: string[] };
}

/**
 * The Koa app plus the `METHOD /api/path` keys of every registered API route and the permission
 * table built from the areas' declarations (the permission walk reads both).
 */
export type GatewayApp = Koa & { apiRoutes: string[]; permissions: PermissionTable };

export function createApp(deps: AppDeps): GatewayApp {
  const { config, log } = deps;
  const app = new Koa({ proxy: config.trustProxy !== null }) as GatewayApp;
  app.silent = true; // errors are logged by errorMiddleware, not printed by Koa
  // Behind a proxy: the client address and protocol as the trusted proxies say, never as a client says.
  if (config.trustProxy) app.use(trustedProxies(config.trustProxy));

  // Every answer counts for the server statistics (requests per second, 5xx share) and, with
  // METRICS_TOKEN, for the Prometheus metrics under its route template (never the raw path).
  const counter = deps.services?.services.monitor.requests;
  const metrics = deps.services?.services.metrics ?? null;
  const routeLabel = (ctx: Koa.Context, api: boolean): string =>
    api ? (matchedRoute(ctx) ?? UNMATCHED_ROUTE) : ctx.path === METRICS_PATH ? METRICS_PATH : PAGES_ROUTE;
  app.use(async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } catch (err) {
      counter?.count(500);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics?.request(routeLabel(ctx, readsAsApi(ctx.url)), ctx.method, 500, seconds);
      throw err;
    }
    counter?.count(ctx.status);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const api = readsAsApi(ctx.url);
    metrics?.request(routeLabel(ctx, api), ctx.method, ctx.status, ms / 1000);
    if (api) {
      log.info({ method: ctx.method, url: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
    }
  });
  // The designers' Storybook with its own headers, when switched on (pages/storybook.ts).
  app.use(serveStorybook(config.storybook));
  // The shell's page, composed in memory; its inline-script hashes feed the CSP.
  const pages = shellPages({ shellDir: config.shellDir, remotes: config.remotes });
  app.use(
    securityHeaders({
      scriptHashes: pages.scriptHashes,
      remoteOrigins: config.remoteOrigins,
    }),
  );
  // Answers that fit in a few TCP segments gain nothing on the wire and cost ~0.2 ms of CPU each to
  // compress. Up to 64 kB a JSON answer is compressed on the request thread (~0.3 ms of CPU at
  // most), cheaper than the trip to the thread pool and back. JSON answers at brotli quality 3:
  // ~0.2 ms less per 36 kB list than 5, for ~500 bytes more; streams (the CSV export) keep 5.
  const compression = { threshold: 4096, brotliQuality: 3, gzipLevel: 6, inlineMax: 64 * 1024 };
  const streamBrotliQuality = 5;
  app.use(
    compress({
      threshold: compression.threshold,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: streamBrotliQuality } },
      gzip: { level: compression.gzipLevel },
      deflate: false,
    }),
  );
  // JSON answers in one call, not through koa-compress's stream.
  app.use(compressAnswers(compression));
  app.use(errorMiddleware(log, () => deps.services?.services.monitor.events.diskFull()));
  if (metrics && config.metricsToken) app.use(metricsEndpoint(metrics, config.metricsToken));
  // Without METRICS_TOKEN there is no /metrics: a scraper is told so, not given the shell's page.
  else app.use((ctx, next) => (ctx.path === METRICS_PATH ? void (ctx.status = 404) : next()));
  // While the start-up work runs (database migrations), the API answers only health and readiness.
  const readiness = deps.readiness;
  if (readiness) {
    app.use(async (ctx, next) => {
      if (readiness.state !== 'migrating' || !readsAsApi(ctx.url) || /^\/api\/(health|ready)\/?$/.test(ctx.path)) {
        return next();
      }
      ctx.status = 503;
      ctx.set('Retry-After', '30');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { ok: false, message: 'A rendszer frissítése folyamatban van. Próbáld újra néhány perc múlva.' };
    });
  }

  const api = new Router({ prefix: '/api', ...API_ROUTER_OPTIONS });
  const ready = readiness ? () => readiness.check() : async () => ({ ready: true });
  const databaseUp = readiness ? () => readiness.databaseAnswers() : async () => true;
  const system = systemArea(config, databaseUp, ready);
  const areas = [system, ...(deps.apiAreas ?? [])];
  if (deps.services) areas.push(...apiAreas(deps.services.services));
  const permissions = permissionTable(areas);
  if (deps.services) {
    const s = deps.services.services;
    app.keys = deps.services.keys;
    // Order: refuse writes over plain HTTP when the cookies are Secure, refuse cross-site writes,
    // load the area's session (koa-session; only for a request
    // that reached a route), then enforce the route's permission.
    const sessions = sessionMiddleware(app, s.models, { secure: config.cookieSecure, changeFeed: s.changeFeed });
    if (config.cookieSecure) api.use(refusePlainHttp(log));
    api.use(sameOrigin({ publicUrl: config.publicUrl }));
    api.use((ctx, next) => (matchedRoute(ctx) ? sessions(ctx, next) : next()));
    api.use(
      guard({ models: s.models, staffSessions: s.staffSessions, adminSessions: s.adminSessions, log, permissions }),
    );
  }
  for (const mw of deps.apiMiddleware ?? []) api.use(mw);
  for (const area of areas) area.mountOn(api);
  for (const r of deps.apiRouters ?? []) api.use(r.routes(), r.allowedMethods());
  api.all('/{*rest}', apiNotFound);
  app.apiRoutes = listRoutes(api);
  app.permissions = permissions;
  app.use(refuseApiLookalikes);
  app.use(api.routes());
  app.use(api.allowedMethods());

  // One memory of content-hashed files for the shell and every remote.
  const kept = new KeptFiles();
  app.use(serveRemotes(config.remotes, kept));
  // A signed-in page's first screen, from our own API's answers for its session.
  const firstScreen: FirstScreenSource | undefined = deps.services && {
    screens: firstScreens({ shellDir: config.shellDir, remotes: config.remotes, log }),
    get: inProcessGet(app, [errorMiddleware(log), api.routes(), api.allowedMethods()]),
  };
  app.use(serveShell(config.shellDir, pages, kept, firstScreen));
  return app;
}

/** The guard's table, from every area's declarations; a route declared in two areas is a bug. */
function permissionTable(areas: ApiArea[]): PermissionTable {
  const table = new Map<string, Permission>();
  for (const { key, permission } of areas.flatMap((a) => a.routes)) {
    if (table.has(key)) throw new Error(`route ${key} declared by two areas`);
    table.set(key, permission);
  }
  return table;
}

/** `METHOD /api/path` of every route layer (HEAD folded into GET), for the permission walk. */
function listRoutes(api: Router): string[] {
  const keys = new Set<string>();
  for (const layer of api.stack as unknown as { path: string; methods: string[] }[]) {
    if (layer.path === CATCH_ALL) continue;
    for (const m of layer.methods) if (m !== 'HEAD') keys.add(`${m} ${layer.path}`);
  }
  return [...keys].sort();
}
