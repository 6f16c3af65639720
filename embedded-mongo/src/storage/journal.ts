// Append-only journal. Each record is framed as [int32 length][uint32 crc32][BSON payload].
// Writes are group-committed: every record appended before a flush starts is written and
// fdatasync'ed together, and commands answer only after `sync()` resolves, so an acknowledged
// write is on disk. A torn tail (crash mid-write) fails the length or CRC check and is cut off at
// the next open; records before it are whole, so no half-written document is ever replayed.
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { BSON, type Document } from 'bson';

const FILE = 'journal.bin';
const HEADER = 8;

function frame(record: Document): Buffer {
  return framePayload(BSON.serialize(record));
}

function framePayload(payload: Buffer | Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(HEADER + payload.length);
  out.writeInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  out.set(payload, HEADER);
  return out;
}

export interface ReplayResult {
  records: number;
  bytes: number;
  truncatedBytes: number;
}

export class Journal {
  private fd: number;
  private pending: Buffer[] = [];
  private waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private flushing = false;
  private failed: unknown;
  /** Bytes in the journal file, for the compaction trigger. */
  size = 0;

  private constructor(
    private readonly dir: string,
    private readonly onFlushed: () => void,
  ) {
    this.fd = -1;
  }

  /** Opens (or creates) the journal, feeding every whole record to `apply` in order. */
  static open(
    dir: string,
    apply: (record: Document) => void,
    onFlushed: () => void,
  ): { journal: Journal; replay: ReplayResult } {
    const j = new Journal(dir, onFlushed);
    const file = path.join(dir, FILE);
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

  append(record: Document): void {
    const buf = frame(record);
    this.pending.push(buf);
  }

  /** Appends an already serialized record (see txRecord). */
  appendRaw(payload: Buffer): void {
    this.pending.push(framePayload(payload));
  }

  /** Resolves once everything appended so far is on disk. */
  sync(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
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
      const waiters = this.waiters;
      this.pending = [];
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
        // A journal that cannot be written must not acknowledge anything again.
        this.failed = e;
        waiters.forEach((w) => w.reject(e));
      }
      this.flushing = false;
      if (this.waiters.length > 0) this.flushLoop();
      else this.onFlushed();
    });
  }

  get idle(): boolean {
    return !this.flushing && this.pending.length === 0;
  }

  /**
   * Rewrites the journal as a snapshot of the live state: written to a temp file, fsynced, then
   * renamed over the journal (atomic), so a crash during compaction keeps the old journal.
   * Must only run while idle.
   */
  compact(snapshot: Iterable<Document>): void {
    const file = path.join(this.dir, FILE);
    const tmp = `${file}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    let size = 0;
    try {
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      const spill = (): void => {
        writeFully(fd, Buffer.concat(chunk));
        chunk = [];
        chunkBytes = 0;
      };
      for (const record of snapshot) {
        const buf = frame(record);
        chunk.push(buf);
        chunkBytes += buf.length;
        size += buf.length;
        if (chunkBytes > 4 << 20) spill();
      }
      spill();
      fs.fsyncSync(fd);
    } catch (e) {
      // The live journal is untouched; drop the partial snapshot.
      fs.closeSync(fd);
      fs.rmSync(tmp, { force: true });
      throw e;
    }
    fs.closeSync(fd);
    fs.renameSync(tmp, file);
    syncDir(this.dir);
    const old = this.fd;
    try {
      this.fd = fs.openSync(file, 'a');
    } catch (e) {
      // The old descriptor now points at the replaced file: never acknowledge through it.
      this.failed = e;
      throw e;
    }
    fs.closeSync(old);
    this.size = size;
  }

  async close(): Promise<void> {
    await this.sync().catch(() => undefined);
    fs.closeSync(this.fd);
  }
}

/**
 * The BSON of `{op: 'tx', ops: [...]}`, built from the operations serialized one by one: a
 * transaction may hold more than the 17 MB that BSON.serialize's buffer takes in one go.
 */
export function txRecord(ops: Document[]): Buffer {
  const parts: Uint8Array[] = [];
  let arrayLen = 4 + 1;
  ops.forEach((op, i) => {
    const head = Buffer.from(`\x03${i}\x00`, 'latin1');
    const body = BSON.serialize(op);
    parts.push(head, body);
    arrayLen += head.length + body.length;
  });
  const opField = Buffer.from('\x02op\x00\x03\x00\x00\x00tx\x00', 'latin1');
  const opsHead = Buffer.from('\x04ops\x00', 'latin1');
  const total = 4 + opField.length + opsHead.length + arrayLen + 1;
  const docLen = Buffer.allocUnsafe(4);
  docLen.writeInt32LE(total, 0);
  const arrLen = Buffer.allocUnsafe(4);
  arrLen.writeInt32LE(arrayLen, 0);
  return Buffer.concat([docLen, opField, opsHead, arrLen, ...parts, Buffer.from([0, 0])], total);
}

function writeFully(fd: number, buf: Buffer): void {
  let off = 0;
  while (off < buf.length) off += fs.writeSync(fd, buf, off);
}

function syncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic.
  }
}
