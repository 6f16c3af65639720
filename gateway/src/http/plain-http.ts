// COOKIE_SECURE=true over plain HTTP (docs/architecture.md "Gateway: routes, permissions,
// validation, errors"): the session and device cookies are Secure, which Koa refuses to send on a
// connection it does not see as HTTPS, so a sign-in would fail with a 500 after the password check.
// A state-changing API request is refused first, with a clear answer, and the log says what to
// configure. Reads (health checks of a load balancer over HTTP) go on.
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';
import { Forbidden } from '../domain/errors.ts';

const PLAIN_HTTP_MESSAGE =
  'A bejelentkezéshez titkosított (HTTPS) kapcsolat kell. Nyisd meg az oldalt https:// címmel.';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Mounted on the API router when COOKIE_SECURE=true. */
export function refusePlainHttp(log: Logger): Middleware {
  let warned = 0;
  return async (ctx, next) => {
    if (ctx.secure || SAFE.has(ctx.method)) return next();
    // One line a minute at most: every refused request would say the same.
    if (Date.now() - warned > 60_000) {
      warned = Date.now();
      log.warn(
        { method: ctx.method, url: ctx.path, peer: ctx.req.socket.remoteAddress },
        'COOKIE_SECURE=true but this request came over plain HTTP: serve the gateway over HTTPS, or behind a ' +
          'TLS-terminating proxy that sends X-Forwarded-Proto with TRUST_PROXY set to its address ' +
          '(docs/operations.md "HTTPS"); on a plain-HTTP trial set COOKIE_SECURE=false',
      );
    }
    throw new Forbidden(PLAIN_HTTP_MESSAGE);
  };
}
