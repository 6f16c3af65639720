// One gateway instance: services on an open database, the Koa app, an HTTP server. Used by
// main.ts and by the tests (which start two of them on one database for the scale-out check).
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { Models } from './db/models.ts';
import { createApp, type GatewayApp } from './app.ts';
import { createHttpServer } from './http/server.ts';
import { createServices, loadSessionKeys, type ServiceOptions } from './services/create.ts';
import type { Services } from './services/deps.ts';

export interface RunningGateway {
  app: GatewayApp;
  services: Services;
  server: http.Server;
  port: number;
  url: string;
  /** Stops accepting connections and lets running requests finish. */
  close(): Promise<void>;
}

export async function startGateway(
  config: Config,
  log: Logger,
  models: Models,
  opts: ServiceOptions & { health?: () => Promise<Record<string, unknown>> } = {},
): Promise<RunningGateway> {
  const services = createServices(config, log, models, opts);
  const keys = await loadSessionKeys(config, models);
  const app = createApp({ config, log, services: { services, keys }, ...(opts.health ? { health: opts.health } : {}) });
  const server = createHttpServer(config.server, log, app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // With PORT=0 the real port is known only now (links in e-mails name it without PUBLIC_URL).
  if (!config.publicUrl) services.linkBase = `http://${linkHost(config.host)}:${port}`;
  return {
    app,
    services,
    server,
    port,
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** The host name for links to this gateway: a wildcard listen address means this machine. */
function linkHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
