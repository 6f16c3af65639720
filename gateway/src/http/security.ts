// Security headers for every answer (docs/architecture.md "Static hosting and caching"): CSP
// that allows only our origin plus the configured remote origins, nosniff, no framing, a strict
// referrer policy.
import type { Middleware } from 'koa';

/**
 * `scriptHashes`: the sha256 sources of the shell page's inline scripts (the pre-paint theme
 * script), computed once per build of the page (shell-page.ts), never per answer. The page's
 * inline remote list is a JSON data block, which runs nothing and needs no hash.
 */
export function securityHeaders(opts: {
  scriptHashes: () => string[];
  remoteOrigins: string[];
  https?: boolean;
}): Middleware {
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
    const isApi = ctx.path.startsWith('/api/');
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
    // Served over HTTPS (COOKIE_SECURE): browsers must not fall back to plain HTTP for 180 days.
    if (opts.https) ctx.set('Strict-Transport-Security', 'max-age=15552000');
    if (isApi && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  };
}
