// Gateway entry point: `npm start` runs this (through scripts/start.mjs) after building.
// Order: open the database (embedded without MONGODB_URI), migrate its data to this release's
// schema, seed the demo school on an empty database, listen, and on SIGTERM close the server, then the database.
import { loadConfig, ConfigError } from './config.ts';
import { createLogger } from './logger.ts';
import { openDatabase } from './db/connect.ts';
import { startGateway } from './gateway.ts';
import { seedIfEmpty } from './seed/demo-school.ts';
import { DEMO_ADMIN } from './seed/people.ts';
import { printDemoLogins } from './seed/logins.ts';
import { ensureInitialAdmin } from './seed/initial-admin.ts';
import { migrate } from './db/migrations.ts';
import { newInstanceId } from './monitoring/instance-id.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  const db = await openDatabase({
    mongodbUri: config.mongodbUri,
    dataDir: config.dataDir,
    log,
    // Command timings for the metrics cost a decode of every reply: only when they are served.
    monitorCommands: config.metricsToken !== null,
  });
  // Demo accounts share a published password: only the embedded database gets them by default,
  // and not when the install says it is a real one (its own first admin or public address).
  const realInstall = Boolean(config.initialAdmin || config.publicUrl);
  const demo = config.demoSchool === 'true' || (config.demoSchool === 'auto' && db.kind === 'embedded' && !realInstall);
  let seeded = false;
  const gateway = await startGateway(config, log, db.models, {
    // Listening already (/api/ready says 'migrating'), before anything else reads or writes: the
    // data in this release's shape, or a refusal to start.
    prepare: async () => {
      await migrate(db.connection, db.models, log, { owner: newInstanceId() });
      seeded = demo ? await seedIfEmpty(db.models, log) : false;
      await ensureInitialAdmin(db.models, log, config.initialAdmin);
    },
  });
  if (!(await db.models.Admin.exists({}))) {
    log.warn(
      'no admin account: set INITIAL_ADMIN_EMAIL and INITIAL_ADMIN_PASSWORD, or run npm run seed for the demo school',
    );
  }
  if (config.cookieSecure && !config.trustProxy) {
    log.warn(
      "COOKIE_SECURE=true needs HTTPS in front of the gateway and TRUST_PROXY set to the proxy's address (X-Forwarded-Proto)",
    );
  }
  log.info({ port: gateway.port, url: gateway.url }, 'listening');
  // After listening: only now is the port known (PORT=0), and the links name it.
  if (!config.publicUrl) {
    log.warn(
      `PUBLIC_URL is not set: links in e-mails (invitations, password resets) point to ${gateway.services.linkBase}; set it to the address users open`,
    );
  }
  if (seeded || (await db.models.Admin.exists({ email: DEMO_ADMIN.email }))) printDemoLogins(gateway.url, seeded);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.warn('shutdown timed out, exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    // Stop accepting connections, let running requests finish, then close the database.
    await gateway.close();
    await db.close().catch((err: unknown) => log.error({ err }, 'database close failed'));
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('Gateway failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
