// The answer of GET /api/admin/issues/:bejelentes_id/images/:kep_id (issues.ts): a stored
// screenshot's bytes that can never be run as a page: its own stored image type (image/webp) or a
// download, nosniff, `Content-Security-Policy: sandbox`, a safe inline file name; never stored (every
// API answer is no-store), so the permission is checked on every use.
import type { ServerResponse } from 'node:http';
import type { Context } from 'koa';
import type { IssueImageFile } from '../../services/admin/issues/image.ts';

/** The image answer's own policy: nothing in it may run, load or be framed. */
const IMAGE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/** Answers `file` (304 when the browser's copy is current). */
export function answerImage(ctx: Context, file: IssueImageFile): void {
  ctx.attachment(file.fajlnev, { type: file.inline ? 'inline' : 'attachment', fallback: asciiName(file.fajlnev) });
  ctx.type = file.contentType;
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('ETag', file.etag);
  keepOwnCsp(ctx, IMAGE_CSP);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = file.data;
}

/** The plain-ASCII `filename` beside `filename*` (accents dropped: "első kép.webp" -> "elso kep.webp"). */
const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * The security middleware (http/security.ts) sets the pages' Content-Security-Policy on every
 * answer after the route has run; this answer's stricter one is put back just before the headers
 * are written (Node writes them through `writeHead`, also for Koa's implicit one).
 */
function keepOwnCsp(ctx: Context, csp: string): void {
  const res: ServerResponse = ctx.res;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader('Content-Security-Policy', csp);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
