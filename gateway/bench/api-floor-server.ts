// The server process of gateway/bench/api-floor.bench.ts (docs/decisions/0484-api-floor-bench.md):
// `bare` is a plain Koa app with two routes, GET /const (a constant JSON answer) and GET /findone
// (one indexed findOne of a user on the same database, through the same driver and pool
// options as the gateway); `gateway` is the real gateway as `npm start` runs it (production,
// request log at info to a discarded stdout), without seeding. It tells the parent its port and
// answers `cpu` with its own process.cpuUsage().
import Koa from 'koa';
import type { Types } from 'mongoose';
import { loadConfig } from '../src/config.ts';
import { connectTo } from '../src/db/connect.ts';
import { createLogger } from '../src/logger.ts';
import { startGateway } from '../src/gateway.ts';

const [mode, uri, dataDir] = process.argv.slice(2) as ['bare' | 'gateway', string, string];
const config = loadConfig({
  MONGODB_URI: uri,
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
const db = await connectTo(uri, log);

let port: number;
if (mode === 'gateway') {
  port = (await startGateway(config, log, db.models)).port;
} else {
  const users = db.models.User.collection;
  const someone = await users.findOne({}, { projection: { _id: 1 } });
  const id = someone?._id as Types.ObjectId;
  const app = new Koa();
  app.use(async (ctx) => {
    if (ctx.path === '/const') ctx.body = { ok: true, message: 'állandó válasz' };
    else if (ctx.path === '/findone') {
      const user = await users.findOne({ _id: id });
      ctx.body = { ok: true, user: { nev: user?.nev, email: user?.email, szerepkorok: user?.szerepkorok } };
    } else ctx.status = 404;
  });
  port = await new Promise<number>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    server.keepAliveTimeout = 60_000;
  });
}
process.send!({ port });
process.on('message', (m) => {
  if (m === 'cpu') process.send!({ cpu: process.cpuUsage() });
});
process.on('disconnect', () => process.exit(0));
