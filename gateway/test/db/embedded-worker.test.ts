// gateway/src/db/connect.ts with no MONGODB_URI: the embedded server runs in a worker thread of the
// gateway's process, one process per data directory, and what was acknowledged is there after a
// restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { DataDirLockedError } from '@tavollet/embedded-mongo';
import { silentLog } from '../support/harness.ts';

const open: Database[] = [];
const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-worker-'));
  dirs.push(dir);
  return dir;
};
const start = async (dir: string) => {
  const db = await openDatabase({ dataDir: dir, log: silentLog, onEmbeddedCrash: (err) => expect.fail(String(err)) });
  open.push(db);
  return db;
};

afterEach(async () => {
  for (const db of open.splice(0)) await db.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database of npm start', () => {
  it('runs in a worker thread of this process, not on the thread that serves requests', async () => {
    const db = await start(dataDir());
    expect(db.kind).toBe('embedded');
    expect(db.embeddedThreadId).toBeGreaterThan(0);
    expect(db.embeddedThreadId).not.toBe(threadId);
    const hello = await db.connection.db!.admin().command({ hello: 1 });
    expect(hello.setName).toBe('rs0');
  });

  it('refuses a second open of the same data directory with DataDirLockedError; the first keeps working', async () => {
    const dir = dataDir();
    const first = await start(dir);
    await expect(openDatabase({ dataDir: dir, log: silentLog })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.models.Counter.create({ _id: 'still-open', seq: 7 });
    expect((await first.models.Counter.findById('still-open').lean())?.seq).toBe(7);
  });

  it('keeps what was written across close and reopen (stop flushes the journal, releases the lock)', async () => {
    const dir = dataDir();
    const first = await start(dir);
    await first.models.Counter.create({ _id: 'kept', seq: 41 });
    await first.close();
    open.splice(open.indexOf(first), 1);
    const again = await start(dir);
    expect((await again.models.Counter.findById('kept').lean())?.seq).toBe(41);
  });
});
