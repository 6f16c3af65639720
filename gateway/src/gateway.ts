// One gateway instance: services on an open database, the Koa app, an HTTP server. Used by
// main.ts and by the tests (which start two of them on one database for the scale-out check).
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { Models } from './db/models.ts';
import { createApp, type GatewayApp } from './app.ts';
import { createHttpServer, requestListener } from './http/server.ts';
import { createServices, loadSessionKeys, type ServiceOptions } from './services/create.ts';
import type { Services } from './services/deps.ts';
import { startJobs, stopJobs } from './jobs/start.ts';
import { Readiness } from './monitoring/readiness.ts';

export interface RunningGateway {
  app: GatewayApp;
  services: Services;
  server: http.Server;
  port: number;
  url: string;
  /** What GET /api/ready answers: ready once started, unless the caller holds it (options). */
  readiness: Readiness;
  /** Stops accepting connections and lets running requests finish; not ready from its first moment. */
  close(): Promise<void>;
}

export async function startGateway(
  config: Config,
  log: Logger,
  models: Models,
  opts: ServiceOptions & {
    /** The caller's readiness; one left at 'starting' becomes ready when this call finishes. */
    readiness?: Readiness;
    /**
     * Start-up work on the database (migrations, the first accounts) run once listening, before
     * the jobs start: meanwhile /api/ready says 'migrating' and the rest of the API answers 503.
     */
    prepare?: () => Promise<void>;
  } = {},
): Promise<RunningGateway> {
  const readiness = opts.readiness ?? new Readiness();
  // While ready, the database must answer a ping (monitoring/readiness.ts).
  readiness.checkDatabaseWith(() => models.Setting.db.db!.command({ ping: 1 }));
  const services = createServices(config, log, models, opts);
  // Open before the first request: until it is, every request reads the database.
  if (opts.readCaches !== false) services.changeFeed.start();
  const keys = await loadSessionKeys(config, models);
  // `services.log`: the instance's logger, whose warnings and errors are server events too.
  const app = createApp({
    config,
    log: services.log,
    services: { services, keys },
    readiness,
  });
  const server = createHttpServer(config.server, services.log, requestListener(app));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    if (opts.prepare) {
      readiness.set('migrating');
      await opts.prepare();
      readiness.set('starting');
    }
    // Mails and scheduled e-mails run as Agenda jobs on this database (docs/architecture.md "Mail").
    await startJobs(services);
  } catch (err) {
    await stopJobs(services, 0).catch(() => undefined);
    server.close();
    services.metrics?.close();
    await services.changeFeed.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  // With PORT=0 the real port is known only now (links in e-mails name it without PUBLIC_URL).
  if (!config.publicUrl) services.linkBase = `http://${linkHost(config.host)}:${port}`;
  // The start event and the first report; then one report per interval (docs/architecture.md "Server statistics").
  await services.monitor.start();
  if (readiness.state === 'starting') readiness.set('ready');
  return {
    app,
    services,
    server,
    port,
    url: `http://localhost:${port}`,
    readiness,
    close: async () => {
      // First: a load balancer polling /api/ready on a kept-alive connection stops sending traffic.
      readiness.set('stopping');
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      // After the last request: a mail queued by it is stored; sends under way finish first.
      await stopJobs(services, config.shutdownTimeoutMs / 2);
      // Last: the stop event and a report marked stopped, while the database is still open.
      await services.monitor.stop();
      services.metrics?.close();
      await services.changeFeed.close();
    },
  };
}

/** The host name for links to this gateway: a wildcard listen address means this machine. */
function linkHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
