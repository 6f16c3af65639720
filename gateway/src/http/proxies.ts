// Client address and protocol behind reverse proxies (docs/decisions/0558-trusted-proxies.md):
// X-Forwarded-For, -Proto and -Host are believed only on a connection from a TRUST_PROXY address,
// and the client address is the nearest one in X-Forwarded-For that no trusted proxy wrote
// (proxy-addr walks the list from the socket leftwards while the addresses are trusted). A client
// that connects directly and writes its own headers is judged by its socket address, so rotating
// X-Forwarded-For values cannot dodge the per-address limits.
import proxyaddr from 'proxy-addr';
import type { Middleware } from 'koa';

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/** Mounted first, with Koa's `proxy` on (app.ts): what Koa reads from the headers is then the proxies' word. */
export function trustedProxies(addresses: string[]): Middleware {
  const trust = proxyaddr.compile(addresses);
  return (ctx, next) => {
    if (trust(ctx.req.socket.remoteAddress ?? '', 0)) {
      ctx.request.ip = proxyaddr(ctx.req, trust);
    } else {
      for (const h of FORWARDED_HEADERS) delete ctx.req.headers[h];
    }
    return next();
  };
}
