// Static hosting of the built shell and remotes (docs/architecture.md "Static hosting and caching"):
// fixed-name entry files (index.html, mf-manifest.json, remoteEntry.js) are revalidated on every
// load so a redeployed remote reaches users on their next page load; content-hashed chunks are
// cached forever. Files go out as the build compressed them (`.br`, `.gz` beside each,
// docs/decisions/0472-precompressed-static-files.md): no compression work per request.
import path from 'node:path';
import { stat } from 'node:fs/promises';
import type { Middleware, Context } from 'koa';
import send from 'koa-send';
import type { ShellPages } from './shell-page.ts';
import { SESSION_AREAS } from '../auth/sessions.ts';

const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpg|webp|map)$/;

function cacheHeaders(ctx: Context, file: string): void {
  // The rules of the file itself, also when its compressed copy is what goes out.
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
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

/**
 * Sends a built file: its `.br` or `.gz` copy when the browser takes it (koa-send picks by
 * Accept-Encoding and sets Content-Encoding), the file itself otherwise; never compressed here.
 */
async function sendBuilt(ctx: Context, rel: string, root: string): Promise<void> {
  ctx.compress = false;
  ctx.vary('Accept-Encoding');
  await send(ctx, rel, { root, brotli: true, gzip: true, setHeaders: (res, file) => void cacheHeaders(ctx, file) });
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
    await sendBuilt(ctx, rel, root);
  };
}

/**
 * Serves the shell's files and falls back to the shell's page for client routes (anything that
 * is not /api and not a file), so a reload of /app/tanar/keres works. The page is composed in
 * memory (shell-page.ts), compressed once per variant, and revalidated by its ETag.
 */
export function serveShell(shellDir: string, pages: ShellPages): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/remotes/')) return next();
    const rel = ctx.path === '/' ? 'index.html' : ctx.path.slice(1);
    if (climbsOut(rel)) return notFound(ctx);
    if (rel !== 'index.html' && path.extname(rel)) {
      // A file (with an extension); a missing asset is a real 404, not the SPA.
      if (await isFile(path.join(shellDir, path.normalize(rel)))) return sendBuilt(ctx, rel, shellDir);
      return notFound(ctx);
    }
    // With a staff session cookie the page also preloads its screen's first answers (0522).
    const page = await pages.page(ctx.path, ctx.querystring, Boolean(ctx.cookies.get(SESSION_AREAS.staff.cookie)));
    if (!page) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Az alkalmazás még nincs lefordítva (npm run build).';
      return;
    }
    ctx.compress = false;
    ctx.vary('Accept-Encoding');
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.etag = page.etag;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html;
  };
}
