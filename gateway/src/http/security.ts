// Security headers for every answer (docs/architecture.md "Static hosting and caching"): CSP
// that allows only our origin plus the configured remote origins, nosniff, no framing, a strict
// referrer policy; every API answer no-store; HSTS only on an answer that goes over HTTPS.
import type { Middleware } from 'koa';
import { readsAsApi } from './api-paths.ts';

/**
 * `scriptHashes`: the sha256 sources of the shell page's inline scripts (the pre-paint theme
 * script), computed once per build of the page (shell-page.ts), never per answer. The page's
 * inline remote list is a JSON data block, which runs nothing and needs no hash.
 */
export function securityHeaders(opts: { scriptHashes: () => string[]; remoteOrigins: string[] }): Middleware {
  const extra = opts.remoteOrigins.join(' ');
  const policy = (hashes: string[]) =>
    [
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
  // Built once, not per answer: the API's policy is fixed; a page's changes with its build's
  // inline-script hashes (the same array until the page is rebuilt).
  const apiPolicy = policy([]);
  let pageHashes: string[] | undefined;
  let pagePolicy = '';
  return async (ctx, next) => {
    await next();
    // The hashes of the shell page's inline scripts matter for pages; an API answer runs no script.
    // Look-alike paths (`/./api/…`) answer the API's 404 and count as API answers too.
    const isApi = ctx.path.startsWith('/api/') || readsAsApi(ctx.url);
    if (!isApi) {
      const hashes = opts.scriptHashes();
      if (hashes !== pageHashes) [pageHashes, pagePolicy] = [hashes, policy(hashes)];
    }
    ctx.set('Content-Security-Policy', isApi ? apiPolicy : pagePolicy);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Browsers must not fall back to plain HTTP for 180 days. Only over HTTPS (directly, or a
    // trusted proxy's X-Forwarded-Proto): browsers ignore it over plain HTTP, where a proxy or
    // someone in between could have added it anyway.
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=15552000');
    // An API answer is one person's data or a moment's state: never kept by a browser or proxy
    // (an ETag still makes an unchanged calendar feed or screenshot a 304).
    if (isApi) ctx.set('Cache-Control', 'no-store');
  };
}
