// The server process of gateway/bench/api-floor.bench.ts: `bare` is a plain Koa app with two
// routes, GET /const (a constant JSON answer) and GET /findone (one indexed findOne of a user on
// the same database, through the same driver and pool options as the gateway); `gateway` is the
// real gateway as `npm start` runs it (production, request log at info to a discarded stdout),
// without seeding; `gateway-unkept` is the same without its change feed, so every call sends its
// reads. With `worker` as the database each opens its own embedded server in
// a worker thread as `npm start` does (db/connect.ts `openDatabase`) and
// tells the parent its URI for seeding; otherwise it connects to the given URI. It tells the parent
// its port and answers `cpu` with its own process.cpuUsage().
import Koa from 'koa';
import type { Types } from 'mongoose';
import { loadConfig } from '../src/config.ts';
import { connectTo, openDatabase } from '../src/db/connect.ts';
import { createLogger } from '../src/logger.ts';
import { startGateway } from '../src/gateway.ts';

const [mode, database, dataDir] = process.argv.slice(2) as ['bare' | 'gateway' | 'gateway-unkept', string, string];
const inWorker = database === 'worker';
const config = loadConfig({
  MONGODB_URI: inWorker ? '' : database,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  STATIC_ROOT: dataDir,
  DEMO_SCHOOL: 'false',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  MAX_CONNECTIONS_PER_IP: '0',
});
const log = createLogger(config.logLevel);
const own = inWorker ? await openDatabase({ dataDir, log, memory: true }) : undefined;
const db = own ?? (await connectTo(database, log));
const c = db.connection;
// The embedded server's credential generated for this start, as the driver holds it.
const cred = c.getClient().options.credentials;
const userInfo = cred ? `${encodeURIComponent(cred.username)}:${encodeURIComponent(cred.password)}@` : '';
const dbUri = own ? `mongodb://${userInfo}${c.host}:${c.port}/${c.name}?replicaSet=rs0&authSource=admin` : database;

let port: number;
if (mode !== 'bare') {
  port = (await startGateway(config, log, db.models, { readCaches: mode === 'gateway' })).port;
} else {
  const users = db.models.User.collection;
  // Read at the first call: with its own database the parent seeds it after this start.
  let id: Types.ObjectId | undefined;
  const app = new Koa();
  app.use(async (ctx) => {
    if (ctx.path === '/const') ctx.body = { ok: true, message: 'állandó válasz' };
    else if (ctx.path === '/findone') {
      id ??= (await users.findOne({}, { projection: { _id: 1 } }))?._id as Types.ObjectId;
      const user = await users.findOne({ _id: id });
      ctx.body = { ok: true, user: { nev: user?.nev, email: user?.email, szerepkorok: user?.szerepkorok } };
    } else ctx.status = 404;
  });
  port = await new Promise<number>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    server.keepAliveTimeout = 60_000;
  });
}
process.send!({ port, dbUri });
process.on('message', (m) => {
  if (m === 'cpu') process.send!({ cpu: process.cpuUsage() });
});
process.on('disconnect', () => process.exit(0));
