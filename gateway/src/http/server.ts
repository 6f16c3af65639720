// The HTTP server's own limits (docs/architecture.md "Gateway: routes, permissions, validation,
// errors"): a request must arrive whole within REQUEST_TIMEOUT_MS and its headers within
// HEADERS_TIMEOUT_MS (Node answers 408 and closes the socket), and one address may hold at most
// MAX_CONNECTIONS_PER_IP open connections (more are closed at once), so half-sent bodies cannot
// pile up and hold memory.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

export function createHttpServer(limits: Config['server'], log: Logger, handler: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // How often Node looks for expired requests (its default, 30 s, would let them overstay).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    handler,
  );
  // Longer than a load balancer's usual 60 s idle timeout, so the proxy closes first.
  server.keepAliveTimeout = 65_000;
  if (limits.maxConnectionsPerIp > 0) capConnectionsPerAddress(server, limits.maxConnectionsPerIp, log);
  return server;
}

/**
 * A Koa app's handler as Node's request listener. Koa answers a request that failed by itself
 * (`app.onerror`, then an error answer), so the promise the handler returns never rejects.
 */
export function requestListener(app: {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
}): http.RequestListener {
  const handle = app.callback();
  return (req, res) => void handle(req, res);
}

function capConnectionsPerAddress(server: http.Server, max: number, log: Logger): void {
  const open = new Map<string, number>();
  let warned = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      // One line per 10 s at most: a flood must not flood the log too.
      if (Date.now() - warned > 10_000) {
        warned = Date.now();
        log.warn({ address, max }, 'too many connections from one address; closing the newest');
      }
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
