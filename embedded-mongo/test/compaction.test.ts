// Compaction of the journal in the background (storage/journal.ts, compact): requests are answered
// while it runs, writes made meanwhile are kept, a failed compaction leaves the journal working,
// and one cut short by a crash leaves the journal whole. How long requests wait is measured by
// `npm run bench -w embedded-mongo` (docs/performance.md), not asserted here.
import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedMongo, type Logger } from '../src/server.ts';
import { NEEDS_EMBEDDED, REAL_MONGO, tempDirs, waitFor, withServer } from './helpers.ts';

const tmpDir = tempDirs('embedded-mongo-compact-');
afterEach(() => vi.restoreAllMocks());

/** A logger that keeps its lines, in order, with what happened between them (`mark`). */
function recorder(): { logger: Logger; lines: string[]; mark(s: string): void } {
  const lines: string[] = [];
  const line = (_o: object, msg?: string): void => void lines.push(msg ?? '');
  return { logger: { info: line, warn: line, error: line }, lines, mark: (s) => lines.push(s) };
}

describe.skipIf(REAL_MONGO)(`journal compaction (${NEEDS_EMBEDDED})`, () => {
  it('answers requests and keeps the writes made while a compaction runs', async () => {
    const dir = tmpDir();
    const log = recorder();
    const server = await startEmbeddedMongo({ dir, journalCompactBytes: 4 << 20, logger: log.logger });
    const client = await new MongoClient(server.uri).connect();
    const c = client.db('app').collection<{ _id: number; n: number; pad: string }>('docs');
    const pad = 'p'.repeat(1000);
    await c.insertMany(Array.from({ length: 5000 }, (_, i) => ({ _id: i, n: 0, pad })));
    // Rewrites until the journal passes 4 MB and compaction starts.
    for (let round = 0; !log.lines.includes('embedded-mongo: compacting the journal'); round++) {
      await c.updateMany({ _id: { $lt: 1000 } }, { $inc: { n: 1 } });
      expect(round).toBeLessThan(20);
    }
    // While it runs: reads and writes are answered.
    let answered = 0;
    while (!log.lines.includes('embedded-mongo: journal compacted')) {
      await c.updateOne({ _id: 4999 }, { $inc: { n: 1 } });
      expect(await c.findOne({ _id: 4999 }, { projection: { n: 1 } })).toBeTruthy();
      log.mark(`answered ${++answered}`);
    }
    const started = log.lines.indexOf('embedded-mongo: compacting the journal');
    const done = log.lines.indexOf('embedded-mongo: journal compacted');
    expect(log.lines.slice(started, done).filter((l) => l.startsWith('answered')).length).toBeGreaterThan(0);
    const expected = await c.find().sort({ _id: 1 }).toArray();
    await client.close();
    await server.stop();

    await withServer(dir, async (client) => {
      expect(await client.db('app').collection('docs').find().sort({ _id: 1 }).toArray()).toEqual(expected);
      expect((await client.db('app').collection<{ _id: number; n: number }>('docs').findOne({ _id: 4999 }))!.n).toBe(
        answered,
      );
    });
  });

  it('completes while a client writes without pause, each write larger than the tail copied at the end', async () => {
    const dir = tmpDir();
    const log = recorder();
    const server = await startEmbeddedMongo({ dir, journalCompactBytes: 4 << 20, logger: log.logger });
    const client = await new MongoClient(server.uri).connect();
    const c = client.db('app').collection<{ _id: number; n: number; pad: string }>('docs');
    const pad = 'p'.repeat(1000);
    await c.insertMany(Array.from({ length: 2000 }, (_, i) => ({ _id: i, n: 0, pad })));
    // ~0.5 MB a write, one after another: the compaction's catch-up always finds the last one
    // behind it. It used to copy on forever while the journal grew.
    let round = 0;
    for (; !log.lines.includes('embedded-mongo: journal compacted'); round++) {
      const from = (round * 500) % 2000;
      await c.updateMany({ _id: { $gte: from, $lt: from + 500 } }, { $inc: { n: 1 } });
      expect(round).toBeLessThan(300);
    }
    expect(log.lines).toContain('embedded-mongo: compacting the journal');
    const expected = await c.find().sort({ _id: 1 }).toArray();
    expect(expected.reduce((sum, d) => sum + d.n, 0)).toBe(round * 500);
    await client.close();
    await server.stop();

    await withServer(dir, async (client) => {
      expect(await client.db('app').collection('docs').find().sort({ _id: 1 }).toArray()).toEqual(expected);
    });
  });

  it('a compaction that fails (full disk) removes its temp file and the journal keeps working', async () => {
    const dir = tmpDir();
    const log = recorder();
    const server = await startEmbeddedMongo({ dir, journalCompactBytes: 64 * 1024, logger: log.logger });
    const client = await new MongoClient(server.uri).connect();
    try {
      const c = client.db('app').collection<{ _id: number; n: number; pad: string }>('docs');
      await c.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: i, n: 0, pad: 'x'.repeat(500) })));
      const open = fs.promises.open;
      // The temp file takes no data, as on a full disk; the journal itself still does.
      vi.spyOn(fs.promises, 'open').mockImplementation(async (file, flags, mode) => {
        const fh = await open(file, flags, mode);
        if (String(file).endsWith('.tmp'))
          fh.write = () =>
            Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
        return fh;
      });
      for (let i = 0; !log.lines.includes('embedded-mongo: journal compaction failed'); i++) {
        await c.updateMany({}, { $inc: { n: 1 } });
        expect(i).toBeLessThan(200);
      }
      expect(fs.existsSync(path.join(dir, 'journal.bin.tmp'))).toBe(false);
      await c.updateMany({}, { $inc: { n: 1 } });
      expect((await c.findOne({ _id: 3 }))!.n).toBeGreaterThan(1);
    } finally {
      await client.close();
      await server.stop();
    }
  });

  it('a compaction cut short by a crash (its temp file left behind) leaves the journal whole', async () => {
    const dir = tmpDir();
    await withServer(dir, (client) =>
      client
        .db('app')
        .collection('t')
        .insertMany([{ _id: 1 }, { _id: 2 }] as never[]),
    );
    fs.writeFileSync(path.join(dir, 'journal.bin.tmp'), Buffer.alloc(1000, 7));
    await withServer(dir, async (client) => {
      expect(await client.db('app').collection('t').find().toArray()).toEqual([{ _id: 1 }, { _id: 2 }]);
      await waitFor(() => !fs.existsSync(path.join(dir, 'journal.bin.tmp')));
    });
  });
});
