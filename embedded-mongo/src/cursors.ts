// Server-side cursors: the rest of a result after its first batch, served by getMore.
// Ids go out as BSON Int64 (the driver rejects an int32 id); 0 means "exhausted".
import { BSON, Long, type Document } from 'bson';
import { fail } from './errors.ts';
import { RawBatch } from './raw-docs.ts';
import { MAX_BSON_OBJECT_SIZE } from './wire.ts';

const DEFAULT_FIRST_BATCH = 101;
/** Leave room for the reply envelope around the batch. */
const MAX_BATCH_BYTES = MAX_BSON_OBJECT_SIZE - 64 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60_000; // MongoDB's cursorTimeoutMillis default

/** A change stream's next batch and resume point (change-streams.ts). */
type StreamNext = (batchSize: number, maxTimeMS: number | undefined) => Promise<{ batch: Document[]; token: Document }>;

interface OpenCursor {
  ns: string;
  /** A change stream: tailable, never exhausted; getMore waits for events. */
  stream?: StreamNext;
  docs: Document[];
  pos: number;
  lastUsed: number;
  /** Sends each document as these bytes (raw-docs.ts) instead of serialising the batch. */
  encode?: (doc: Document) => Buffer;
}

export class CursorRegistry {
  private readonly open = new Map<number, OpenCursor>();
  private nextId = 1;

  /**
   * `{cursor:{firstBatch,id,ns}, ok:1}` for a whole result; keeps the remainder open. With
   * `encode`, the batches go as the bytes it gives for each document.
   */
  first(
    ns: string,
    docs: Document[],
    batchSize?: number,
    singleBatch = false,
    encode?: (doc: Document) => Buffer,
  ): Document {
    const cur: OpenCursor = { ns, docs, pos: 0, lastUsed: Date.now(), encode };
    // batchSize 0 is a valid request for an empty first batch (aggregate uses it).
    const batch = takeBatch(cur, batchSize === undefined || batchSize < 0 ? DEFAULT_FIRST_BATCH : batchSize);
    let id = 0;
    if (!singleBatch && cur.pos < docs.length) {
      id = this.nextId++;
      this.open.set(id, cur);
    }
    return { cursor: { firstBatch: batch, id: Long.fromNumber(id), ns }, ok: 1 };
  }

  /** Keeps a change stream open; answers its cursor id. */
  openStream(ns: string, stream: StreamNext): number {
    const id = this.nextId++;
    this.open.set(id, { ns, docs: [], pos: 0, lastUsed: Date.now(), stream });
    return id;
  }

  more(id: number, ns: string, batchSize?: number, maxTimeMS?: number): Document | Promise<Document> {
    const cur = this.open.get(id);
    if (!cur) return fail(43, `cursor id ${id} not found`);
    if (cur.ns !== ns)
      fail(13, `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cur.ns}`);
    cur.lastUsed = Date.now();
    if (cur.stream) {
      return cur.stream(batchSize && batchSize > 0 ? batchSize : Infinity, maxTimeMS).then(({ batch, token }) => {
        cur.lastUsed = Date.now();
        return { cursor: { nextBatch: batch, postBatchResumeToken: token, id: Long.fromNumber(id), ns }, ok: 1 };
      });
    }
    const batch = takeBatch(cur, batchSize && batchSize > 0 ? batchSize : Infinity);
    let outId = id;
    if (cur.pos >= cur.docs.length) {
      this.open.delete(id);
      outId = 0;
    }
    return { cursor: { nextBatch: batch, id: Long.fromNumber(outId), ns }, ok: 1 };
  }

  kill(ids: number[]): Document {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.open.delete(id) ? killed : notFound).push(Long.fromNumber(id));
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  sweep(now = Date.now()): void {
    for (const [id, cur] of this.open) if (now - cur.lastUsed > IDLE_TIMEOUT_MS) this.open.delete(id);
  }

  get size(): number {
    return this.open.size;
  }
}

function takeBatch(cur: OpenCursor, max: number): Document[] | RawBatch {
  const docs: Document[] = [];
  const raw: Buffer[] = [];
  let bytes = 0;
  let taken = 0;
  while (cur.pos < cur.docs.length && taken < max) {
    const doc = cur.docs[cur.pos]!;
    const encoded = cur.encode?.(doc);
    const size = encoded ? encoded.length : BSON.calculateObjectSize(doc);
    if (taken > 0 && bytes + size > MAX_BATCH_BYTES) break;
    bytes += size;
    taken += 1;
    if (encoded) raw.push(encoded);
    else docs.push(doc);
    cur.pos += 1;
  }
  return cur.encode ? new RawBatch(raw) : docs;
}
