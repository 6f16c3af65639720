// A full disk: a write the journal cannot take is undone and answers OutOfDiskSpace (14031) at
// once, reads go on, and writing resumes by itself once space is free. Once with the journal's
// write failing as a full disk's does (runs anywhere), once on a real, small tmpfs (needs root for
// mount; CI runs as root).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MongoClient, MongoServerError } from 'mongodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedMongo } from '../src/server.ts';
import { CLI, IS_ROOT, NEEDS_EMBEDDED, REAL_MONGO, tempDirs, waitFor, withServer } from './helpers.ts';

if (!IS_ROOT) console.warn('full-disk.test.ts: not root, so the tmpfs test is skipped; CI runs it as root');
const tmpDir = tempDirs('embedded-mongo-full-');
afterEach(() => vi.restoreAllMocks());

const codeOf = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof MongoServerError ? e.code : e),
  );

/** Retries `write` until it succeeds (writing resumed) or `ms` pass. */
async function untilWritable(write: () => Promise<unknown>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      await write();
      return;
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe.skipIf(REAL_MONGO)(`full disk (${NEEDS_EMBEDDED})`, () => {
  it('a failed journal write undoes its batch, refuses writes fast, keeps reads, and resumes once writes work', async () => {
    const dir = tmpDir();
    const server = await startEmbeddedMongo({ dir, diskProbeMs: 100 });
    const client = await new MongoClient(server.uri, { retryWrites: false }).connect();
    const c = client.db('app').collection<{ _id: string; n: number }>('t');
    await c.insertMany([
      { _id: 'a', n: 1 },
      { _id: 'd', n: 1 },
    ]);
    const changes = c.watch();
    await changes.tryNext(); // the stream is open before the writes below

    // From now on every write to the disk fails as a full disk's does.
    const writeSync = fs.writeSync;
    const spy = vi.spyOn(fs, 'writeSync').mockImplementation(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
    });
    // One batch of three commands: all fail, none stays in memory.
    const first = await Promise.all([
      codeOf(c.insertOne({ _id: 'b', n: 1 })),
      codeOf(c.updateOne({ _id: 'a' }, { $inc: { n: 1 } })),
      codeOf(c.deleteOne({ _id: 'd' })),
    ]);
    expect(first).toEqual([14031, 14031, 14031]);
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', n: 1 },
      { _id: 'd', n: 1 },
    ]);
    // Further writes are refused before they are tried, with the path in the message.
    const refused = await c.insertOne({ _id: 'e', n: 1 }).catch((e: MongoServerError) => e);
    expect(refused).toBeInstanceOf(MongoServerError);
    expect((refused as MongoServerError).code).toBe(14031);
    expect((refused as MongoServerError).message).toContain(dir);
    expect(await codeOf(client.db('app').createCollection('other'))).toBe(14031);
    // Reads keep working, with an answer every time.
    expect(await c.countDocuments()).toBe(2);
    expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1 });
    // Change streams saw the undone writes being undone: the net effect is no change.
    const seen: string[] = [];
    for (let e = await changes.tryNext(); e; e = await changes.tryNext()) seen.push(e.operationType);
    expect(seen.length % 2).toBe(0);
    await changes.close();

    // Space is free again: the probe notices and writes are taken without a restart.
    spy.mockImplementation(writeSync);
    await untilWritable(() => c.insertOne({ _id: 'c', n: 1 }));
    await c.updateOne({ _id: 'a' }, { $inc: { n: 1 } });

    await client.close();
    await server.stop();
    await withServer(dir, async (restarted) =>
      expect(await restarted.db('app').collection('t').find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 'a', n: 2 },
        { _id: 'c', n: 1 },
        { _id: 'd', n: 1 },
      ]),
    );
  });

  it.skipIf(!IS_ROOT)(
    'on a real full tmpfs: writes fail fast, reads go on, writing resumes when space is freed, a start names the path',
    async () => {
      const mount = tmpDir();
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mount]);
      try {
        const dir = path.join(mount, 'db');
        const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--dir', dir, '--port', '0'], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
        await new Promise<void>((resolve, reject) => {
          child.stdout!.on('data', (d: Buffer) => d.toString().includes('listening on') && resolve());
          child.on('exit', (code) => reject(new Error(`cli exited with ${code}: ${stderr}`)));
        });
        const { uri } = JSON.parse(fs.readFileSync(path.join(dir, 'connection.json'), 'utf8')) as { uri: string };
        const client = await new MongoClient(uri, { retryWrites: false }).connect();
        const c = client.db('app').collection<{ _id: number; pad: string }>('t');
        try {
          await c.insertOne({ _id: 0, pad: 'x' });
          // Fill the disk, leaving less than one document's room.
          const filler = path.join(mount, 'filler');
          fs.writeFileSync(filler, '');
          try {
            for (;;) fs.appendFileSync(filler, Buffer.alloc(4096));
          } catch (e) {
            expect((e as NodeJS.ErrnoException).code).toBe('ENOSPC');
          }
          const pad = 'y'.repeat(64 * 1024);
          const codes: unknown[] = [];
          for (let i = 1; i <= 3; i++) codes.push(await codeOf(c.insertOne({ _id: i, pad })));
          expect(codes).toEqual([14031, 14031, 14031]);
          expect(stderr).toContain('journal write failed');
          expect(await c.countDocuments()).toBe(1);
          expect((await c.findOne({ _id: 0 }))?.pad).toBe('x');

          // The probe runs every 5 s.
          fs.rmSync(filler);
          await untilWritable(() => c.insertOne({ _id: 1, pad }), 15_000);
          expect(await c.countDocuments()).toBe(2);
          await waitFor(() => stderr.includes('writing resumed'));
        } finally {
          await client.close();
          child.kill('SIGTERM');
          await new Promise((r) => child.once('exit', r));
        }

        // A start on a full disk: the error names the data directory.
        const filler = path.join(mount, 'filler');
        try {
          for (;;) fs.appendFileSync(filler, Buffer.alloc(4096));
        } catch {
          // full
        }
        const out = spawnSyncText(process.execPath, [
          '--import',
          'tsx',
          CLI,
          '--dir',
          path.join(mount, 'new'),
          '--port',
          '0',
        ]);
        expect(out).toMatch(
          new RegExp(`cannot start: no space left on the disk of the data directory ${path.join(mount, 'new')}`),
        );
      } finally {
        execFileSync('umount', ['-l', mount]);
      }
    },
  );
});

function spawnSyncText(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return `${err.stdout ?? ''}${err.stderr ?? ''}`;
  }
}
