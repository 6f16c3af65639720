// Static hosting of the built shell and remotes (docs/architecture.md "Static hosting and caching"):
// fixed-name entry files (index.html, mf-manifest.json, remoteEntry.js) are revalidated on every
// load so a redeployed remote reaches users on their next page load; content-hashed chunks are
// cached forever.
import path from 'node:path';
import { stat } from 'node:fs/promises';
import type { Middleware, Context } from 'koa';
import send from 'koa-send';

const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpg|webp|map)$/;

function cacheHeaders(ctx: Context, file: string): void {
  const base = path.basename(file);
  if (NO_CACHE.has(base)) ctx.set('Cache-Control', 'no-cache');
  else if (HASHED.test(base)) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  else ctx.set('Cache-Control', 'public, max-age=300');
}

/** A path that climbs out of its folder is simply not there (no hint about what exists outside). */
const climbsOut = (rel: string) => rel.split(/[\\/]/).includes('..');

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

function notFound(ctx: Context): void {
  ctx.status = 404;
  ctx.body = 'Not found';
}

/** Serves `/remotes/<folder>/*` from each remote's directory, with CORS for other origins. */
export function serveRemotes(remotes: { folder: string; dir: string }[]): Middleware {
  const byFolder = new Map(remotes.map((r) => [r.folder, r.dir]));
  return async (ctx, next) => {
    const m = /^\/remotes\/([a-z0-9-]+)\/(.+)$/.exec(ctx.path);
    if (!m || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const root = byFolder.get(m[1]!);
    const rel = m[2]!;
    if (!root) return next();
    if (climbsOut(rel)) return notFound(ctx);
    // A remote's manifest is fetched by the runtime with fetch(); chunks need no credentials.
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    if (!(await isFile(path.join(root, path.normalize(rel))))) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    await send(ctx, rel, { root, setHeaders: (res, file) => void cacheHeaders(ctx, file) });
  };
}

/**
 * Serves the shell's files and falls back to index.html for client routes (anything that is
 * not /api and not a file), so a reload of /app/tanar/keres works.
 */
export function serveShell(shellDir: string): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/remotes/')) return next();
    const rel = ctx.path === '/' ? 'index.html' : ctx.path.slice(1);
    if (climbsOut(rel)) return notFound(ctx);
    if (rel !== 'index.html' && (await isFile(path.join(shellDir, path.normalize(rel))))) {
      await send(ctx, rel, { root: shellDir, setHeaders: (res, file) => void cacheHeaders(ctx, file) });
      return;
    }
    // A missing asset (with an extension) is a real 404, not the SPA.
    if (path.extname(rel) && rel !== 'index.html') {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    if (!(await isFile(path.join(shellDir, 'index.html')))) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Az alkalmazás még nincs lefordítva (npm run build).';
      return;
    }
    await send(ctx, 'index.html', { root: shellDir, setHeaders: (res, file) => void cacheHeaders(ctx, file) });
  };
}
