// `npm run embedded-mongo -- --port 27018 --dir data/db [--memory] [--host 127.0.0.1]
//   [--replSet rs0 | --standalone]`
import { parseArgs } from 'node:util';
import { DataDirLockedError, startEmbeddedMongo, type Logger } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27018' },
    dir: { type: 'string', default: 'data/db' },
    host: { type: 'string', default: '127.0.0.1' },
    memory: { type: 'boolean', default: false },
    replSet: { type: 'string', default: 'rs0' },
    standalone: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

const line = (level: string) => (o: object, msg?: string) => {
  if (values.quiet && level === 'info') return;
  process.stderr.write(
    `${level} ${msg ?? ''} ${JSON.stringify(o, (_k, v: unknown) => (v instanceof Error ? v.message : v))}\n`,
  );
};
const logger: Logger = { info: line('info'), warn: line('warn'), error: line('error') };

try {
  const server = await startEmbeddedMongo({
    port: Number(values.port),
    host: values.host,
    dir: values.dir,
    memory: values.memory,
    replicaSet: values.standalone ? false : values.replSet,
    logger,
  });
  process.stdout.write(`embedded-mongo listening on ${server.uri}\n`);
  const shutdown = (): void => {
    void server.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
} catch (e) {
  // Expected failures (lock held, port taken, no permission) get one line; bugs keep their stack.
  const expected = e instanceof DataDirLockedError || typeof (e as NodeJS.ErrnoException).code === 'string';
  const msg = expected ? (e as Error).message : String((e as Error).stack ?? e);
  process.stderr.write(`embedded-mongo: cannot start: ${msg}\n`);
  process.exit(1);
}
