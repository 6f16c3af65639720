// Static hosting of the built shell and remotes (docs/architecture.md "Static hosting and caching"):
// fixed-name entry files (index.html, mf-manifest.json, remoteEntry.js) are revalidated on every
// load so a redeployed remote reaches users on their next page load; content-hashed chunks are
// cached forever. Files go out as the build compressed them (`.br`, `.gz` beside each): no
// compression work per request.
import path from 'node:path';
import type { Stats as FsStats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Middleware, Context } from 'koa';
import send from 'koa-send';
import { MF_MANIFEST_JSON, REMOTE_ENTRY_JS, SHELL_PAGE_HTML } from '@tavollet/contract/build-output';
import type { ShellPages } from './shell-page.ts';
import type { ApiGet } from '@tavollet/contract/remote-props';
import type { FirstScreens } from './first-screen.ts';
import { SESSION_AREAS } from '../auth/sessions.ts';

const NO_CACHE = new Set([SHELL_PAGE_HTML, MF_MANIFEST_JSON, REMOTE_ENTRY_JS]);
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpg|webp)$/;

function cacheHeaders(ctx: Context, file: string): void {
  // The rules of the file itself, also when its compressed copy is what goes out.
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(base)) ctx.set('Cache-Control', 'no-cache');
  else if (HASHED.test(base)) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  else ctx.set('Cache-Control', 'public, max-age=300');
}

/** A path that climbs out of its folder is simply not there (no hint about what exists outside). */
const climbsOut = (rel: string) => rel.split(/[\\/]/).includes('..');

/**
 * The build's own notes, never served (docs/architecture.md "Static hosting and caching"): every
 * JSON file but the federation manifest, which the shell fetches to load a remote (the rest —
 * mf-stats.json, chunk-packages.json, expose-files.json, initial-assets.json, prerendered.json,
 * public/entry.json — is read by the gateway and the tooling from disk), source maps and extracted
 * licence comments. Their compressed copies neither.
 */
const buildNote = (rel: string) => {
  const base = path.basename(rel).replace(/\.(br|gz)$/, '');
  return (base.endsWith('.json') && base !== MF_MANIFEST_JSON) || base.endsWith('.map') || /LICENSE/i.test(base);
};

/**
 * A content-hashed name outside hidden folders (koa-send never sends a hidden file either) and
 * without a percent sign (koa-send decodes the path; such a name is left to it).
 */
const keepable = (rel: string) =>
  HASHED.test(rel) && !rel.includes('%') && !rel.split(/[\\/]/).some((part) => part.startsWith('.'));

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** One variant of a kept file: its bytes and the time koa-send would name (its own mtime). */
interface Variant {
  bytes: Buffer;
  mtime: Date;
}

/** A content-hashed file in memory: as built and as the build compressed it. */
interface KeptFile {
  raw: Variant;
  br: Variant;
  gzip: Variant;
}

const statOrNull = (p: string): Promise<FsStats | null> => stat(p).catch(() => null);
const unchanged = (a: FsStats, b: FsStats | null) => b !== null && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** Not kept now, asked again at the next request (not there, or not complete yet). */
const LATER = Symbol('later');

/**
 * Content-hashed files kept in memory after their first request:
 * under its name a hashed file never changes, so it is read once, not opened, read and closed
 * (with a stat per variant) on every request. Only a complete build output is kept: the file and
 * both copies, unchanged while they were read (a deploy in progress writes the copies after the
 * file). Bounded: past `maxBytes` a file is sent from disk. One instance serves the shell and the
 * remotes (app.ts), so the bound is for all of them.
 */
export class KeptFiles {
  private readonly files = new Map<string, Promise<KeptFile | null>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 << 20) {}

  /** The file at `full`, or null when it is not kept (sent from disk instead). */
  get(full: string): Promise<KeptFile | null> {
    let kept = this.files.get(full);
    if (!kept) {
      // A read that failed (the file went away meanwhile) is tried again, as one not complete yet.
      kept = this.load(full)
        .catch((): typeof LATER => LATER)
        .then((file) => {
          if (file !== LATER) return file;
          this.files.delete(full);
          return null;
        });
      this.files.set(full, kept);
    }
    return kept;
  }

  /** Drops a file removed from disk (its bytes count no more). */
  forget(full: string): void {
    const kept = this.files.get(full);
    this.files.delete(full);
    void kept?.then((file) => {
      if (file) this.bytes -= file.raw.bytes.length + file.br.bytes.length + file.gzip.bytes.length;
    });
  }

  private async load(full: string): Promise<KeptFile | null | typeof LATER> {
    const paths = [full, `${full}.br`, `${full}.gz`] as const;
    const before = await Promise.all(paths.map(statOrNull));
    const [rawInfo, brInfo, gzInfo] = before;
    if (!rawInfo?.isFile() || !brInfo?.isFile() || !gzInfo?.isFile()) return LATER;
    const size = rawInfo.size + brInfo.size + gzInfo.size;
    // Past the bound for good: this file is sent from disk (its null stays in the map).
    if (this.bytes + size > this.maxBytes) return null;
    const bytes = await Promise.all(paths.map((p) => readFile(p)));
    const after = await Promise.all(paths.map(statOrNull));
    if (before.some((info, i) => !unchanged(info!, after[i]!) || info!.size !== bytes[i]!.length)) return LATER;
    if (this.bytes + size > this.maxBytes) return null;
    this.bytes += size;
    const [raw, br, gzip] = bytes.map((b, i) => ({ bytes: b, mtime: before[i]!.mtime }));
    return { raw: raw!, br: br!, gzip: gzip! };
  }
}

/** Sends a kept file as koa-send sends it from disk (same copy choice, same headers). */
function sendKept(ctx: Context, file: string, kept: KeptFile): void {
  ctx.compress = false;
  ctx.vary('Accept-Encoding');
  let sent = kept.raw;
  if (ctx.acceptsEncodings('br', 'identity') === 'br') {
    ctx.set('Content-Encoding', 'br');
    sent = kept.br;
  } else if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    sent = kept.gzip;
  }
  cacheHeaders(ctx, file);
  ctx.lastModified = sent.mtime;
  ctx.type = path.extname(file);
  ctx.body = sent.bytes;
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

/**
 * A file of a build folder: from memory when kept, else from disk, else 404. A kept file answers
 * only while it is still on disk (one stat): once a deploy removed it (a remote's previous release
 * past its grace period), every gateway serving that folder answers 404 alike, whatever it held.
 */
async function sendFile(ctx: Context, root: string, rel: string, kept: KeptFiles): Promise<void> {
  if (buildNote(rel)) return notFound(ctx);
  const full = path.join(root, path.normalize(rel));
  const file = keepable(rel) ? await kept.get(full) : null;
  const onDisk = await isFile(full);
  if (file && onDisk) return sendKept(ctx, rel, file);
  if (file) kept.forget(full);
  if (onDisk) return sendBuilt(ctx, rel, root);
  notFound(ctx);
}

/** Serves `/remotes/<folder>/*` from each remote's directory, with CORS for other origins. */
export function serveRemotes(remotes: { folder: string; dir: string }[], kept: KeptFiles): Middleware {
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
    await sendFile(ctx, root, rel, kept);
  };
}

/**
 * Serves the shell's files and falls back to the shell's page for client routes (anything that
 * is not /api and not a file), so a reload of /app/tanar/keres works. The page is composed in
 * memory (shell-page.ts), compressed once per variant, and revalidated by its ETag.
 */
/** A signed-in page's first screen rendered here (first-screen.ts): the renderers and the in-process API. */
export interface FirstScreenSource {
  screens: FirstScreens;
  /** Our own API's GET for this request (its cookies), answered in process. */
  get(ctx: Context): ApiGet;
}

/** The page with this request's first screen, or false when there is none (the shared page goes). */
async function sendFirstScreen(ctx: Context, pages: ShellPages, source: FirstScreenSource): Promise<boolean> {
  const screen = await source.screens.render(ctx.path, ctx.search, source.get(ctx));
  const page = screen && (await pages.firstScreenPage(screen));
  if (!page) return false;
  ctx.compress = false;
  ctx.vary('Accept-Encoding');
  // One person's data: never stored by a browser or a proxy, never answered with a 304.
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/html; charset=utf-8';
  ctx.status = 200;
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html;
  return true;
}

export function serveShell(
  shellDir: string,
  pages: ShellPages,
  kept: KeptFiles,
  firstScreen?: FirstScreenSource,
): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/remotes/')) return next();
    const rel = ctx.path === '/' ? 'index.html' : ctx.path.slice(1);
    if (climbsOut(rel)) return notFound(ctx);
    if (rel !== 'index.html' && path.extname(rel)) {
      // A file (with an extension); a missing asset is a real 404, not the SPA.
      return sendFile(ctx, shellDir, rel, kept);
    }
    const sessionCookie = Boolean(ctx.cookies.get(SESSION_AREAS.staff.cookie));
    // A signed-in staff page whose first screen the gateway can render arrives with it.
    if (sessionCookie && firstScreen && ctx.method === 'GET' && (await sendFirstScreen(ctx, pages, firstScreen)))
      return;
    const page = await pages.page(ctx.path, ctx.querystring);
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
