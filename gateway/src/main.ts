// Gateway entry point: `npm start` runs this (through scripts/start.mjs) after building.
import http from 'node:http';
import { loadConfig, ConfigError } from './config.ts';
import { createLogger } from './logger.ts';
import { createApp } from './app.ts';

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
  const app = createApp({ config, log });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ port, url: `http://localhost:${port}` }, 'listening');

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
    // Stop accepting connections, let running requests finish, then close idle keep-alives.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
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
