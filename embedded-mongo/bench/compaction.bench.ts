// `npm run bench -w @tavollet/embedded-mongo` (after embedded-mongo.bench.ts): how long requests
// wait while the journal is compacted. Builds a journal of ~70 MB (documents of ~1 kB, 500 of them
// rewritten per write, one write after another), so the 64 MB trigger compacts it while a client
// keeps writing and another reads; prints the compaction's own log line (size, duration), the
// slowest read and the longest event-loop stall (the server runs in this process) before the
// compaction and during it: "before" is what the bench's own writes cost, "during" minus "before"
// what the compaction adds. Asserts nothing. On a machine busy with other work every figure
// grows: compare runs made under the same load.
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
  // Rewrites while a second client reads, one request at a time: first as the journal grows to
  // 63 MB (no compaction: what the bench's own writes cost), then from there until the file
  // shrinks (compacted at the 64 MB default trigger, a write or two later). The file is watched from here so that the
  // same loop measures an older server (synchronous compaction, no log lines) alike.
  const journal = path.join(dir, 'journal.bin');
  const size = (): number => fs.statSync(journal).size;
  let i = 0;
  const measure = async (stop: () => boolean) => {
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const latencies: number[] = [];
    let done = false;
    const t0 = performance.now();
    const reader = (async () => {
      const r = reader2.db('bench').collection<{ _id: number }>('docs');
      for (let k = 0; !done; k++) {
        const t1 = performance.now();
        await r.findOne({ _id: (k * 7919) % N });
        latencies.push(performance.now() - t1);
      }
    })();
    for (; !stop(); i += 500) await c.updateMany({ _id: { $gte: i % N, $lt: (i % N) + 500 } }, { $inc: { n: 1 } });
    done = true;
    await reader;
    loop.disable();
    latencies.sort((a, b) => a - b);
    return {
      requests: `${latencies.length} in ${(performance.now() - t0).toFixed(0)} ms`,
      slowest: `${latencies.at(-1)?.toFixed(1)} ms (median ${latencies[latencies.length >> 1]?.toFixed(1)} ms)`,
      stall: `${(loop.max / 1e6).toFixed(1)} ms`,
    };
  };
  const before = await measure(() => size() >= 63 << 20);
  // A compaction that never finishes (the journal growing on) ends the bench at 256 MB.
  let top = size();
  let gaveUp = false;
  const during = await measure(() => {
    const now = size();
    const shrunk = now < top;
    top = now;
    gaveUp = now > 256 << 20;
    return shrunk || gaveUp;
  });
  // The new server's line is written just after the rename: wait for it (none from an older one).
  for (let k = 0; k < 100 && !gaveUp && !has('embedded-mongo: journal compacted'); k++)
    await new Promise((r) => setTimeout(r, 20));
  const done = events.find((e) => e.msg.startsWith('embedded-mongo: journal compact'));
  const rows = [
    [
      'compaction',
      gaveUp
        ? `did not finish: the journal grew to ${(size() / 2 ** 20).toFixed(0)} MB`
        : done
          ? `${done.msg} ${JSON.stringify(done.fields)}`
          : '(no log line)',
    ],
    ['requests answered (before | during)', `${before.requests} | ${during.requests}`],
    ['slowest request (before | during)', `${before.slowest} | ${during.slowest}`],
    ['longest event-loop stall (before | during)', `${before.stall} | ${during.stall}`],
  ];
  for (const [what, value] of rows) console.log(`${what!.padEnd(42)} ${value}`);
} finally {
  await client.close();
  await reader2.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
