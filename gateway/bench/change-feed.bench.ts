// The change feed's staleness window: from a write
// acknowledged to one client (gateway instance A) to the stamp moving in another instance's change
// feed (B), i.e. when B's kept read of that document drops; and what B's fence (`caughtUp`: one
// hello, then the wait for the stream) costs a request when nothing was written. On the embedded
// server in this process and over the wire to the embedded server as a separate process.
import { performance } from 'node:perf_hooks';
import type { Db } from 'mongodb';
import { databaseUri, startEmbeddedMongo } from '@tavollet/embedded-mongo';
import { ChangeFeed } from '../src/db/change-feed.ts';
import { connectTo } from '../src/db/connect.ts';
import { createLogger } from '../src/logger.ts';
import { startChildDatabase } from './support.ts';

const ROUNDS = 300;
const log = createLogger('silent');

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 0.5).toFixed(2)} ms, p99 ${pct(xs, 0.99).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;

async function measure(label: string, uri: string): Promise<void> {
  const a = await connectTo(uri, log);
  const b = await connectTo(uri, log);
  const feed = new ChangeFeed(b.connection.db as unknown as Db, log);
  feed.start();
  while (!(await feed.caughtUp())) await new Promise((r) => setTimeout(r, 10));
  const coll = a.connection.db!.collection<{ _id: number; n: number }>('feed_bench');
  const ns = `${a.connection.name}.feed_bench`;
  const window: number[] = [];
  const fence: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const slot = feed.documentSlot(ns, i);
    const before = feed.read(slot);
    await coll.insertOne({ _id: i, n: i });
    const acked = performance.now();
    // Polled on every turn of the event loop: the stamp moves when B's stream delivers the event.
    while (feed.read(slot) === before) await new Promise((r) => setImmediate(r));
    window.push(performance.now() - acked);
    const t0 = performance.now();
    await feed.caughtUp();
    fence.push(performance.now() - t0);
  }
  console.log(`${label}`);
  console.log(`  write acknowledged on A -> stamp moved on B: ${fmt(window)}`);
  console.log(`  fence (caughtUp) with nothing written since:  ${fmt(fence)}`);
  await feed.close();
  await a.connection.close();
  await b.connection.close();
}

const inProcess = await startEmbeddedMongo({ memory: true, port: 0 });
try {
  await measure(
    'embedded server in this process',
    databaseUri(inProcess.uri, 'feed_bench', { replicaSet: inProcess.replicaSet! }),
  );
} finally {
  await inProcess.stop();
}
const separate = await startChildDatabase('feed_bench');
try {
  await measure('embedded server as a separate process (MONGODB_URI)', separate.uri);
} finally {
  separate.child.kill();
}
