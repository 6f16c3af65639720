// Journal records: framing ([int32 length][uint32 crc32][BSON payload]), the one record of a
// transaction, the snapshot a compaction writes, and the file helpers the journal uses.
import fs from 'node:fs';
import { crc32 } from 'node:zlib';
import { BSON, type Document } from 'bson';
import type { Collection } from '../collection.ts';

export const HEADER = 8;

export function frame(record: Document): Buffer {
  return framePayload(BSON.serialize(record));
}

export function framePayload(payload: Buffer | Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(HEADER + payload.length);
  out.writeInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  out.set(payload, HEADER);
  return out;
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

export function writeFully(fd: number, buf: Buffer): void {
  let off = 0;
  while (off < buf.length) off += fs.writeSync(fd, buf, off);
}

export function syncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic.
  }
}

/**
 * The live state as journal records, captured now: collections, index specs and the lists of
 * document references (documents are never changed in place: a write replaces the object), so
 * writes after this call do not change what it yields.
 */
export function snapshotRecords(dbs: Map<string, Map<string, Collection>>): Iterable<Document> {
  const colls = [...dbs].flatMap(([db, cs]) =>
    [...cs.values()].map((c) => ({
      db,
      name: c.name,
      options: c.options,
      specs: [...c.indexes.values()].map((i) => i.spec),
      docs: [...c.docs.values()],
    })),
  );
  return (function* () {
    for (const c of colls) {
      yield { op: 'cc', db: c.db, coll: c.name, options: c.options };
      for (const spec of c.specs) yield { op: 'ci', db: c.db, coll: c.name, spec };
      for (const doc of c.docs) yield { op: 'i', db: c.db, coll: c.name, doc };
    }
  })();
}

/** How many records a compacted journal of this state holds. */
export function liveRecords(dbs: Map<string, Map<string, Collection>>): number {
  let n = 0;
  for (const colls of dbs.values()) for (const c of colls.values()) n += 1 + c.indexes.size + c.docs.size;
  return n;
}
