// `npm run bench -w @tavollet/embedded-mongo` (after embedded-mongo.bench.ts): how long requests
// wait while the journal is compacted. Builds a journal of ~70 MB (documents of ~1 kB, each
// rewritten once), so the 64 MB trigger compacts it while a client keeps reading and writing; prints
// the longest event-loop stall (the server runs in this process), the slowest request during the
// compaction, and the compaction's own log line (size, duration). Asserts nothing. On a machine
// busy with other work every figure grows: compare runs made under the same load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type Logger } from '../src/server.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-compaction-bench-'));
const events: { msg: string; fields: object }[] = [];
const line = (fields: object, msg?: string): void => void events.push({ msg: msg ?? '', fields });
const logger: Logger = { info: line, warn: line, error: line };
const has = (msg: string): boolean => events.some((e) => e.msg === msg);

const server = await startEmbeddedMongo({ dir, logger });
const client = await new MongoClient(server.uri, { maxPoolSize: 4 }).connect();
const reader2 = await new MongoClient(server.uri, { maxPoolSize: 1 }).connect();
try {
  const c = client.db('bench').collection<{ _id: number; n: number; pad: string }>('docs');
  const pad = 'x'.repeat(1000);
  const N = 34_000;
  for (let i = 0; i < N; i += 1000)
    await c.insertMany(Array.from({ length: 1000 }, (_, k) => ({ _id: i + k, n: 0, pad })));
  // Rewrites until the journal nears 64 MB (the default trigger), then on until the file shrinks
  // (compacted) while a second client reads, one request at a time. The file is watched from here
  // so that the same loop measures an older server (synchronous compaction, no log lines) alike.
  const journal = path.join(dir, 'journal.bin');
  const size = (): number => fs.statSync(journal).size;
  const rewrite = (i: number) => c.updateMany({ _id: { $gte: i % N, $lt: (i % N) + 500 } }, { $inc: { n: 1 } });
  let i = 0;
  for (; size() < 60 << 20; i += 500) await rewrite(i);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const latencies: number[] = [];
  let compacted = false;
  const t0 = performance.now();
  const reader = (async () => {
    const r = reader2.db('bench').collection<{ _id: number }>('docs');
    for (let k = 0; !compacted; k++) {
      const t1 = performance.now();
      await r.findOne({ _id: (k * 7919) % N });
      latencies.push(performance.now() - t1);
    }
  })();
  for (let top = size(); !compacted; i += 500) {
    await rewrite(i);
    const now = size();
    compacted = now < top;
    top = now;
  }
  // The new server compacts in the background: wait for its line (an older one writes none).
  while (size() >= 60 << 20 && !has('embedded-mongo: journal compacted')) await new Promise((r) => setTimeout(r, 5));
  compacted = true;
  await reader;
  const requests = latencies.length;
  const windowMs = performance.now() - t0;
  loop.disable();
  latencies.sort((a, b) => a - b);
  // The new server's line is written after the rename: wait for it (none from an older one).
  for (let i = 0; i < 100 && !has('embedded-mongo: journal compacted'); i++)
    await new Promise((r) => setTimeout(r, 20));
  const done = events.find((e) => e.msg.startsWith('embedded-mongo: journal compact'));
  const rows = [
    ['compaction', done ? `${done.msg} ${JSON.stringify(done.fields)}` : '(no log line)'],
    ['requests answered while it ran', `${requests} in ${windowMs.toFixed(0)} ms`],
    [
      'slowest request during it',
      `${latencies.at(-1)?.toFixed(1)} ms (median ${latencies[latencies.length >> 1]?.toFixed(1)} ms)`,
    ],
    ['longest event-loop stall during it', `${(loop.max / 1e6).toFixed(1)} ms (goal < 50 ms)`],
  ];
  for (const [what, value] of rows) console.log(`${what!.padEnd(36)} ${value}`);
} finally {
  await client.close();
  await reader2.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
