// Static hosting of the built shell and remotes (docs/architecture.md "Static hosting and caching"):
// fixed-name entry files (index.html, mf-manifest.json, remoteEntry.js) are revalidated on every
// load so a redeployed remote reaches users on their next page load; content-hashed chunks are
// cached forever. Files go out as the build compressed them (`.br`, `.gz` beside each,
// docs/decisions/0472-precompressed-static-files.md): no compression work per request.
import path from 'node:path';
import { readFile, stat } from 'node:fs/promises';
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

/** A content-hashed name outside hidden folders (koa-send never sends a hidden file either). */
const keepable = (rel: string) => HASHED.test(rel) && !rel.split(/[\\/]/).some((part) => part.startsWith('.'));

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** A content-hashed file in memory: its bytes, as built and as the build compressed them. */
interface KeptFile {
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  mtime: Date;
}

const readIfThere = (p: string): Promise<Buffer | null> => readFile(p).catch(() => null);

/**
 * Content-hashed files kept in memory after their first request (docs/decisions/0534-hashed-files-from-memory.md):
 * under its name a hashed file never changes, so it is read once, not opened, read and closed
 * (with a stat per variant) on every request. Bounded: past `maxBytes` a file is sent from disk.
 */
export class KeptFiles {
  private readonly files = new Map<string, Promise<KeptFile | null>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 << 20) {}

  /** The file at `full`, or null when it is not a file or not kept. */
  get(full: string): Promise<KeptFile | null> {
    let kept = this.files.get(full);
    if (!kept) {
      kept = this.load(full).catch(() => {
        // Not there (yet): asked again next time, so a file deployed later is found.
        this.files.delete(full);
        return null;
      });
      this.files.set(full, kept);
    }
    return kept;
  }

  private async load(full: string): Promise<KeptFile | null> {
    const info = await stat(full);
    if (!info.isFile()) throw new Error('not a file');
    const [raw, br, gzip] = await Promise.all([readFile(full), readIfThere(`${full}.br`), readIfThere(`${full}.gz`)]);
    const size = raw.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    if (this.bytes + size > this.maxBytes) {
      this.files.set(full, Promise.resolve(null));
      return null;
    }
    this.bytes += size;
    return { raw, br, gzip, mtime: info.mtime };
  }
}

/** Sends a kept file as koa-send would send it from disk (same headers, same choice of copy). */
function sendKept(ctx: Context, file: string, kept: KeptFile): void {
  ctx.compress = false;
  ctx.vary('Accept-Encoding');
  cacheHeaders(ctx, file);
  ctx.lastModified = kept.mtime;
  ctx.type = path.extname(file);
  let body = kept.raw;
  if (kept.br && ctx.acceptsEncodings('br', 'identity') === 'br') {
    ctx.set('Content-Encoding', 'br');
    body = kept.br;
  } else if (kept.gzip && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    body = kept.gzip;
  }
  ctx.body = body;
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
export function serveRemotes(remotes: { folder: string; dir: string }[], kept = new KeptFiles()): Middleware {
  const byFolder = new Map(remotes.map((r) => [r.folder, r.dir]));
  return async (ctx, next) => {
    const m = /^\/remotes\/([a-z0-9-]+)\/(.+)$/.exec(ctx.path);
    if (!m || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const root = byFolder.get(m[1]!);
    const rel = m[2]!;
    if (!root) return next();
    if (climbsOut(rel)) return notFound(ctx);
    const full = path.join(root, path.normalize(rel));
    const file = keepable(rel) ? await kept.get(full) : null;
    // A remote's manifest is fetched by the runtime with fetch(); chunks need no credentials.
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    if (file) return sendKept(ctx, rel, file);
    if (!(await isFile(full))) {
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
export function serveShell(shellDir: string, pages: ShellPages, kept = new KeptFiles()): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/remotes/')) return next();
    const rel = ctx.path === '/' ? 'index.html' : ctx.path.slice(1);
    if (climbsOut(rel)) return notFound(ctx);
    if (rel !== 'index.html' && path.extname(rel)) {
      // A file (with an extension); a missing asset is a real 404, not the SPA.
      const full = path.join(shellDir, path.normalize(rel));
      const file = keepable(rel) ? await kept.get(full) : null;
      if (file) return sendKept(ctx, rel, file);
      if (await isFile(full)) return sendBuilt(ctx, rel, shellDir);
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
