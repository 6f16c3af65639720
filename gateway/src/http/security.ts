// Security headers for every answer (docs/architecture.md "Static hosting and caching"): CSP
// that allows only our origin plus the configured remote origins, nosniff, no framing, a strict
// referrer policy.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

/** sha256 sources for the inline <script>s of index.html (the pre-paint theme script). */
async function inlineScriptHashes(indexFile: string, cache: { mtime: number; hashes: string[] }) {
  try {
    const { mtimeMs } = await stat(indexFile);
    if (mtimeMs !== cache.mtime) {
      const html = await readFile(indexFile, 'utf8');
      const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) =>
          `'sha256-${createHash('sha256')
            .update(m[1] ?? '')
            .digest('base64')}'`,
      );
      cache.mtime = mtimeMs;
      cache.hashes = hashes;
    }
  } catch {
    cache.hashes = [];
  }
  return cache.hashes;
}

export function securityHeaders(opts: { shellDir: string; remoteOrigins: string[]; https?: boolean }): Middleware {
  const cache = { mtime: -1, hashes: [] as string[] };
  const extra = opts.remoteOrigins.join(' ');
  return async (ctx, next) => {
    await next();
    // The hashes of the shell page's inline scripts matter for pages; an API answer runs no
    // script, so it skips the file check that would otherwise cost every call a stat.
    const isApi = ctx.path.startsWith('/api/');
    const hashes = isApi ? [] : await inlineScriptHashes(path.join(opts.shellDir, 'index.html'), cache);
    const csp = [
      "default-src 'self'",
      `script-src 'self' ${extra} ${hashes.join(' ')}`.trim(),
      // React style props and rspack's CSS loading need inline style attributes.
      `style-src 'self' 'unsafe-inline' ${extra}`.trim(),
      `connect-src 'self' ${extra}`.trim(),
      `font-src 'self' data: ${extra}`.trim(),
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Served over HTTPS (COOKIE_SECURE): browsers must not fall back to plain HTTP for 180 days.
    if (opts.https) ctx.set('Strict-Transport-Security', 'max-age=15552000');
    if (isApi && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  };
}
