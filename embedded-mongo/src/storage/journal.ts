// Append-only journal. Each record is framed as [int32 length][uint32 crc32][BSON payload].
// Writes are group-committed: every record appended before a flush starts is written and
// fdatasync'ed together, and commands answer only after `sync()` resolves, so an acknowledged
// write is on disk. A torn tail (crash mid-write) fails the length or CRC check and is cut off at
// the next open; records before it are whole, so no half-written document is ever replayed.
//
// A failed write (a full disk) leaves memory and file as they were before the batch: the batch's
// writes are undone in memory (each append carries its undo), the partial record is cut off, the
// batch's commands get the error, and further writes are refused (`refusal`) until a probe write
// succeeds (docs/decisions/0561-data-dir-lock-and-full-disk.md). Reads go on meanwhile.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { crc32 } from 'node:zlib';
import { BSON, type Document } from 'bson';
import { frame, framePayload, HEADER, syncDir, writeFully } from './records.ts';

const FILE = 'journal.bin';
/** What a probe writes (then cuts off again) to find out whether the disk takes writes again. */
const PROBE_BYTES = 64 * 1024;
/** Compaction works in slices of at most this much serializing before it lets requests run. */
const SLICE_MS = 10;
const CHUNK_BYTES = 1 << 20;
/**
 * Compaction copies the records written meanwhile asynchronously until at most this much is left
 * (or a pass no longer shrinks what is left), then the rest in its last, synchronous step.
 */
const FINAL_COPY_BYTES = 256 * 1024;

export interface ReplayResult {
  records: number;
  bytes: number;
  truncatedBytes: number;
}

export interface JournalEvents {
  /** After each flush (the compaction trigger). */
  flushed(): void;
  /** A write failed (its batch undone); writes are refused until `resumed`. */
  refused(err: NodeJS.ErrnoException, probing: boolean): void;
  resumed(): void;
}

export interface CompactionResult {
  beforeBytes: number;
  afterBytes: number;
  ms: number;
}

/** Thrown out of a compaction that close() cut short. */
class Closing extends Error {}

export class Journal {
  private fd: number;
  private pending: Buffer[] = [];
  private undos: (() => void)[] = [];
  private waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private idleWaiters: (() => void)[] = [];
  private flushing = false;
  private probe: NodeJS.Timeout | undefined;
  private compacting: Promise<CompactionResult | undefined> | undefined;
  private closing = false;
  /** Why writes are refused: the error of the write that failed, until a probe write succeeds. */
  refusal: NodeJS.ErrnoException | undefined;
  /** Bytes in the journal file, for the compaction trigger. */
  size = 0;

  private constructor(
    private readonly dir: string,
    private readonly events: JournalEvents,
    private readonly probeMs: number,
  ) {
    this.fd = -1;
  }

  /** Opens (or creates) the journal, feeding every whole record to `apply` in order. */
  static open(
    dir: string,
    apply: (record: Document) => void,
    events: JournalEvents,
    probeMs = 5000,
  ): { journal: Journal; replay: ReplayResult } {
    const j = new Journal(dir, events, probeMs);
    const file = path.join(dir, FILE);
    // A compaction cut short by a crash: the journal beside it is whole.
    fs.rmSync(`${file}.tmp`, { force: true });
    const replay: ReplayResult = { records: 0, bytes: 0, truncatedBytes: 0 };
    const existed = fs.existsSync(file);
    if (existed) {
      const data = fs.readFileSync(file);
      let pos = 0;
      while (pos + HEADER <= data.length) {
        const len = data.readInt32LE(pos);
        if (len < 5 || pos + HEADER + len > data.length) break;
        const payload = data.subarray(pos + HEADER, pos + HEADER + len);
        if (crc32(payload) !== data.readUInt32LE(pos + 4)) break;
        apply(BSON.deserialize(payload, { promoteLongs: true, promoteValues: true }));
        replay.records += 1;
        pos += HEADER + len;
      }
      replay.bytes = pos;
      replay.truncatedBytes = data.length - pos;
      if (replay.truncatedBytes > 0) fs.truncateSync(file, pos);
    }
    j.fd = fs.openSync(file, 'a');
    // A new file's directory entry must be durable too, or a power cut could lose the journal.
    if (!existed) syncDir(dir);
    j.size = replay.bytes;
    return { journal: j, replay };
  }

  /** Queues a record; `undo` reverts its write in memory should the write to disk fail. */
  append(record: Document, undo: () => void): void {
    this.appendRaw(BSON.serialize(record), undo);
  }

  /** Appends an already serialized record (see txRecord). */
  appendRaw(payload: Buffer | Uint8Array, undo: () => void): void {
    if (this.refusal) throw this.refusal;
    this.pending.push(framePayload(payload));
    this.undos.push(undo);
  }

  /** Resolves once everything appended so far is on disk. */
  sync(): Promise<void> {
    if (this.pending.length === 0 && !this.flushing) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (!this.flushing) this.flushLoop();
    });
  }

  private flushLoop(): void {
    this.flushing = true;
    // Let every command already queued in this event-loop turn append its records first, then
    // write and fdatasync them in one go. Synchronous on purpose: a thread-pool round trip costs
    // more than the fdatasync itself on a small write, and group commit keeps the stall short.
    setImmediate(() => {
      const batch = this.pending;
      const undos = this.undos;
      const waiters = this.waiters;
      this.pending = [];
      this.undos = [];
      this.waiters = [];
      try {
        if (batch.length > 0) {
          const buf = batch.length === 1 ? batch[0]! : Buffer.concat(batch);
          writeFully(this.fd, buf);
          fs.fdatasyncSync(this.fd);
          this.size += buf.length;
        }
        waiters.forEach((w) => w.resolve());
      } catch (e) {
        this.writeFailed(e as NodeJS.ErrnoException, undos);
        waiters.forEach((w) => w.reject(e));
      }
      this.flushing = false;
      if (this.waiters.length > 0) this.flushLoop();
      else {
        const idle = this.idleWaiters;
        this.idleWaiters = [];
        idle.forEach((w) => w());
        this.events.flushed();
      }
    });
  }

  /** Undoes the batch in memory, cuts its partial record off the file and refuses writes. */
  private writeFailed(err: NodeJS.ErrnoException, undos: (() => void)[]): void {
    for (let i = undos.length - 1; i >= 0; i--) undos[i]!();
    this.refusal = err;
    let probing = true;
    try {
      fs.ftruncateSync(this.fd, this.size);
      fs.fdatasyncSync(this.fd);
    } catch {
      // The file may now hold part of the batch: never append after it. Only a restart (which
      // cuts a torn tail) makes this journal writable again.
      probing = false;
    }
    if (probing) {
      this.probe = setInterval(() => this.probeWrite(), this.probeMs);
      this.probe.unref();
    }
    this.events.refused(err, probing);
  }

  /** Writes (and cuts off again) a little data: when that works, writes are taken again. */
  private probeWrite(): void {
    if (!this.idle) return;
    try {
      writeFully(this.fd, Buffer.alloc(PROBE_BYTES));
      fs.fdatasyncSync(this.fd);
      fs.ftruncateSync(this.fd, this.size);
    } catch {
      // Zeros left behind read as a torn tail at the next open; cut them now if the disk lets us.
      try {
        fs.ftruncateSync(this.fd, this.size);
      } catch {
        // Next probe.
      }
      return;
    }
    clearInterval(this.probe);
    this.probe = undefined;
    this.refusal = undefined;
    this.events.resumed();
  }

  get idle(): boolean {
    return !this.flushing && this.pending.length === 0;
  }

  get compactionRunning(): boolean {
    return this.compacting !== undefined;
  }

  /** Resolves at the end of the current flush (at once when idle). */
  private whenIdle(): Promise<void> {
    return this.idle ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Rewrites the journal as `snapshot`, the live state when called (the caller captures it while
   * the journal is idle, so it equals the file's content up to `size`). Requests go on meanwhile:
   * the snapshot is serialized in slices of SLICE_MS and written to a temp file in the thread
   * pool, the records appended meanwhile are copied after it, and the last few of them are
   * copied, fsynced and the temp file renamed over the journal in one synchronous step while
   * the journal is idle. A crash at any step keeps the old journal (the temp file is removed at
   * the next open); a failure (disk full) drops the temp file and keeps appending to the old one.
   */
  compact(snapshot: Iterable<Document>): Promise<CompactionResult | undefined> {
    if (this.compacting || this.refusal || this.closing || !this.idle) return Promise.resolve(undefined);
    this.compacting = this.runCompaction(snapshot).finally(() => (this.compacting = undefined));
    return this.compacting;
  }

  private async runCompaction(snapshot: Iterable<Document>): Promise<CompactionResult | undefined> {
    const started = performance.now();
    const file = path.join(this.dir, FILE);
    const tmp = `${file}.tmp`;
    const beforeBytes = this.size;
    let copied = this.size;
    const out = await fsp.open(tmp, 'w');
    const src = await fsp.open(file, 'r');
    let size = 0;
    let renamed = false;
    const write = async (buf: Buffer): Promise<void> => {
      let off = 0;
      while (off < buf.length) off += (await out.write(buf, off)).bytesWritten;
      size += buf.length;
      if (this.closing) throw new Closing();
    };
    // One pass over the records appended since the last one: up to the journal's size when it
    // starts, never chasing writes that keep coming.
    const copyPass = async (): Promise<void> => {
      const end = this.size;
      while (copied < end) {
        const buf = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, end - copied));
        const { bytesRead } = await src.read(buf, 0, buf.length, copied);
        copied += bytesRead;
        await write(buf.subarray(0, bytesRead));
      }
      await out.datasync();
    };
    try {
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      let slice = performance.now();
      for (const record of snapshot) {
        const buf = frame(record);
        chunk.push(buf);
        chunkBytes += buf.length;
        if (chunkBytes >= CHUNK_BYTES || performance.now() - slice > SLICE_MS) {
          await write(Buffer.concat(chunk));
          chunk = [];
          chunkBytes = 0;
          slice = performance.now();
        }
      }
      await write(Buffer.concat(chunk));
      await out.datasync();
      let behind = Infinity;
      for (;;) {
        await this.whenIdle();
        if (this.closing) throw new Closing();
        if (this.refusal) throw this.refusal;
        if (!this.idle) continue;
        // Catch up pass by pass while that shrinks what is left: a client writing without pause
        // keeps at least its last write (each may be larger than FINAL_COPY_BYTES) behind, so
        // "wait until little is left" alone never ends. The last step copies whatever is there.
        const left = this.size - copied;
        if (left > FINAL_COPY_BYTES && left < behind) {
          behind = left;
          await copyPass();
          continue;
        }
        // Synchronous from here to the reopen: no write can come in between.
        while (copied < this.size) {
          const buf = Buffer.allocUnsafe(this.size - copied);
          const n = fs.readSync(src.fd, buf, 0, buf.length, copied);
          writeFully(out.fd, buf.subarray(0, n));
          copied += n;
          size += n;
        }
        fs.fdatasyncSync(out.fd);
        fs.renameSync(tmp, file);
        renamed = true;
        syncDir(this.dir);
        const old = this.fd;
        try {
          this.fd = fs.openSync(file, 'a');
        } catch (e) {
          // The old descriptor points at the replaced file: never acknowledge through it.
          this.refusal = e as NodeJS.ErrnoException;
          this.events.refused(this.refusal, false);
          throw e;
        }
        fs.closeSync(old);
        this.size = size;
        break;
      }
    } catch (e) {
      if (!renamed) await fsp.rm(tmp, { force: true });
      if (e instanceof Closing) return undefined;
      throw e;
    } finally {
      await out.close().catch(() => undefined);
      await src.close().catch(() => undefined);
    }
    return { beforeBytes, afterBytes: this.size, ms: Math.round(performance.now() - started) };
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.probe);
    await this.sync().catch(() => undefined);
    await this.compacting?.catch(() => undefined);
    fs.closeSync(this.fd);
  }
}
