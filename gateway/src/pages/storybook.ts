// The built Storybook (`npm run build-storybook` → storybook-static/) at /storybook/, for the
// designers, when SERVE_STORYBOOK=true (docs/architecture.md "Design system and Storybook"). Off by
// default: a school's production gateway has no reason to show it. Registered before the security
// headers because Storybook needs its own policy: its manager shows each story in a same-origin
// iframe and runs inline scripts, which the app's CSP (no framing, hashed scripts only) forbids.
// Only GET and HEAD; a path that climbs out of the folder is not there.
import path from 'node:path';
import { stat } from 'node:fs/promises';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';

const STORYBOOK_PATH = '/storybook';

/** Entry files change with every build; everything under assets/ has a content hash. */
const NO_CACHE = new Set(['index.html', 'iframe.html', 'index.json', 'project.json']);

const STORYBOOK_CSP = [
  "default-src 'self'",
  // The manager's and the preview's pages configure themselves with inline scripts.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // The manager frames the preview (iframe.html) from the same origin; nobody else may.
  "frame-ancestors 'self'",
].join('; ');

function setHeaders(ctx: Context, file: string): void {
  ctx.set('Content-Security-Policy', STORYBOOK_CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
  ctx.set('Referrer-Policy', 'same-origin');
  const base = path.basename(file);
  ctx.set('Cache-Control', NO_CACHE.has(base) ? 'no-cache' : 'public, max-age=300');
}

/** The path inside the folder, or null when it is not one (climbs out, NUL, bad escapes). */
function relativeFile(urlPath: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath.slice(`${STORYBOOK_PATH}/`.length));
  } catch {
    return null;
  }
  if (rel.includes('\0') || rel.split(/[\\/]/).includes('..')) return null;
  return rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** Serves `dir` at /storybook/ when `enabled`; otherwise passes every request on untouched. */
export function serveStorybook(opts: { enabled: boolean; dir: string }): Middleware {
  const root = path.resolve(opts.dir);
  return async (ctx, next) => {
    if (!opts.enabled) return next();
    if (ctx.path !== STORYBOOK_PATH && !ctx.path.startsWith(`${STORYBOOK_PATH}/`)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === STORYBOOK_PATH) {
      // The build's URLs are relative: they resolve only under the trailing slash.
      ctx.redirect(`${STORYBOOK_PATH}/${ctx.querystring ? `?${ctx.querystring}` : ''}`);
      return;
    }
    const rel = relativeFile(ctx.path);
    const file = rel === null ? null : path.join(root, rel);
    if (rel === null || file === null || !file.startsWith(root + path.sep) || !(await isFile(file))) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = rel === 'index.html' ? 'A Storybook nincs lefordítva (npm run build-storybook).' : 'Not found';
      ctx.set('X-Content-Type-Options', 'nosniff');
      return;
    }
    // koa-send decodes the path itself: hand it the path as it came (checked above once decoded).
    const raw = ctx.path.slice(`${STORYBOOK_PATH}/`.length);
    await send(ctx, raw === '' || raw.endsWith('/') ? `${raw}index.html` : raw, {
      root,
      setHeaders: () => setHeaders(ctx, file),
    });
  };
}
