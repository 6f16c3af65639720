// The embedded server as a process of its own (README "Use"): `npm run embedded-mongo -- --help`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLoopback, type Credential } from './auth.ts';
import { DataDirLockedError, startEmbeddedMongo, type Logger } from './server.ts';

const USAGE = `Usage: npm run embedded-mongo -- [options]

  --port <n>          TCP port (default 27018; 0 picks a free one)
  --host <address>    address to listen on (default 127.0.0.1)
  --dir <path>        data directory (default data/db, relative to embedded-mongo/)
  --memory            keep the data in memory only
  --replSet <name>    replica-set name hello reports (default rs0)
  --standalone        answer as a standalone mongod (no transactions)
  --username <name>   the user clients authenticate as (SCRAM-SHA-256, authSource=admin)
  --password <pw>     its password; prefer EMBEDDED_MONGO_PASSWORD (a command line shows in ps)
  --no-auth           no authentication; only on a loopback --host
  --quiet             no info log lines
  --help              this text

Credentials: --username/--password, or EMBEDDED_MONGO_USERNAME/EMBEDDED_MONGO_PASSWORD. Given
neither, a credential is generated for this start; with --dir the full connection string is in
<dir>/connection.json (owner-only) while the server runs.
`;

function usageError(message: string): never {
  process.stderr.write(`embedded-mongo: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '27018' },
        dir: { type: 'string', default: 'data/db' },
        host: { type: 'string', default: '127.0.0.1' },
        memory: { type: 'boolean', default: false },
        replSet: { type: 'string', default: 'rs0' },
        standalone: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        username: { type: 'string' },
        password: { type: 'string' },
        'no-auth': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (e) {
    return usageError((e as Error).message);
  }
}
const values = parse();

if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const username = values.username ?? process.env.EMBEDDED_MONGO_USERNAME;
const password = values.password ?? process.env.EMBEDDED_MONGO_PASSWORD;
let auth: Credential | false | undefined;
if (values['no-auth']) {
  if (username || password) usageError('--no-auth and a credential exclude each other');
  if (!isLoopback(values.host)) {
    usageError(`--no-auth listens on a loopback address only; --host ${values.host} is not one`);
  }
  auth = false;
} else if (username || password) {
  if (!username || !password) usageError('give both the username and the password (or neither)');
  auth = { username, password };
} else if (values.memory) {
  usageError(
    '--memory has no data directory to keep a generated credential in: give one ' +
      '(EMBEDDED_MONGO_USERNAME/EMBEDDED_MONGO_PASSWORD) or --no-auth',
  );
}

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
    auth,
    logger,
  });
  if (auth === undefined) {
    // Never the password itself: this goes to logs.
    logger.info(
      { file: path.resolve(values.dir, 'connection.json') },
      'embedded-mongo: generated a credential for this start; the connection string with it is in this owner-only file',
    );
  }
  // The password masked: stdout ends up in logs too.
  process.stdout.write(`embedded-mongo listening on ${server.uri.replace(/:[^:/@]*@/, ':****@')}\n`);
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
