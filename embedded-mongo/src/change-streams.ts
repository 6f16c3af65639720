// Change streams: `aggregate` whose first stage is `$changeStream`, on a collection, a database
// (`aggregate: 1`) or the cluster (`allChangesForCluster` on admin). The Store records every
// applied write in a ChangeLog (a bounded history in memory); a stream is a tailable cursor whose
// getMore waits up to maxTimeMS for new events and always reports `postBatchResumeToken`.
//
// Resume tokens `{ _data }` are hex: 82, the event's clusterTime (t, i: 8 hex each, i is the
// log's sequence number), then this server start's id. Real MongoDB's tokens begin the same way
// (82 + the Timestamp), which is what a client may decode (gateway/src/db/change-feed.ts). A token
// of another start of the server, or older than the kept history, fails with 286
// ChangeStreamHistoryLost, as MongoDB does when the oplog no longer holds the point.
//
// Not done: a replaceOne is reported as an `update` (the Store cannot tell them apart), no
// pre-images, no `showExpandedEvents`; events of a transaction each get their own clusterTime.
import { randomBytes } from 'node:crypto';
import { Long, Timestamp, type Document } from 'bson';
import type { CommandContext } from './context.ts';
import { fail } from './errors.ts';
import { aggregate as runStages } from './mingo.ts';
import { keyOf } from './values.ts';

/** Events kept for resuming (MongoDB keeps what its oplog holds). */
const HISTORY = 10_000;
/** getMore on a stream without maxTimeMS waits this long, as MongoDB does. */
const DEFAULT_AWAIT_MS = 1000;

interface LoggedChange {
  seq: number;
  ts: Timestamp;
  wall: Date;
  op: 'insert' | 'update' | 'delete' | 'drop' | 'dropDatabase';
  db: string;
  coll?: string;
  id?: unknown;
  before?: Document | undefined;
  after?: Document | null | undefined;
}

export class ChangeLog {
  /** Sequence number of the last event (0: none yet). */
  seq = 0;
  private t = 0;
  private readonly events: LoggedChange[] = [];
  private waiters = new Set<() => void>();
  /** Identifies this start of the server in its tokens: a token of another start cannot resume. */
  readonly startId = randomBytes(4).toString('hex');

  /** The clusterTime of the last event (hello's lastWrite.opTime.ts): t in seconds, i the sequence. */
  get latest(): Timestamp {
    return new Timestamp({ t: this.t, i: this.seq });
  }

  written(db: string, coll: string, before: Document | undefined, after: Document | null | undefined): void {
    const id = (after ?? before)?._id;
    this.add({ op: before ? (after ? 'update' : 'delete') : 'insert', db, coll, id, before, after });
  }

  dropped(db: string, coll?: string): void {
    this.add(coll === undefined ? { op: 'dropDatabase', db } : { op: 'drop', db, coll });
  }

  private add(e: Omit<LoggedChange, 'seq' | 'ts' | 'wall'>): void {
    const wall = new Date();
    // Never backwards, so (t, i) orders events as their sequence does.
    this.t = Math.max(this.t, Math.floor(wall.getTime() / 1000));
    this.seq += 1;
    this.events.push({ ...e, seq: this.seq, ts: this.latest, wall });
    if (this.events.length > HISTORY * 1.25) this.events.splice(0, this.events.length - HISTORY);
    if (this.waiters.size) {
      const waiting = this.waiters;
      this.waiters = new Set();
      // After the writing command's own work: a stream sees whole commands (and whole transactions).
      queueMicrotask(() => {
        for (const w of waiting) w();
      });
    }
  }

  token(seq: number, t = this.tOf(seq)): Document {
    return { _data: `82${hex8(t)}${hex8(seq)}04${this.startId}` };
  }

  private tOf(seq: number): number {
    const e = this.find(seq);
    return e && e.seq === seq ? e.ts.t : this.t;
  }

  /** The first kept event with sequence >= seq (binary search), or undefined. */
  private find(seq: number): LoggedChange | undefined {
    let lo = 0;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.events[mid]!.seq < seq) lo = mid + 1;
      else hi = mid;
    }
    return this.events[lo];
  }

  /** Events after `seq`, oldest first. */
  after(seq: number): LoggedChange[] {
    if (seq >= this.seq) return [];
    const first = this.find(seq + 1);
    return first ? this.events.slice(this.events.indexOf(first)) : [];
  }

  /** True when the events after `seq` are no longer all kept. */
  lost(seq: number): boolean {
    const oldest = this.events[0];
    return seq < this.seq && (!oldest || oldest.seq > seq + 1);
  }

  /** The sequence just before the first event at or after clusterTime `ts`. */
  before(ts: Timestamp): number {
    for (const e of this.events) if (e.ts.t > ts.t || (e.ts.t === ts.t && e.ts.i >= ts.i)) return e.seq - 1;
    return this.seq;
  }

  /** Resolves when an event is added or after `ms`. */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.waiters.add(done);
      signal?.addEventListener('abort', done);
    });
  }

  /** The sequence a token names, or 286 when this start of the server cannot resume from it. */
  seqOf(token: unknown): number {
    const data = (token as Document | undefined)?._data;
    const m = typeof data === 'string' ? /^82([0-9a-f]{8})([0-9a-f]{8})04([0-9a-f]{8})$/i.exec(data) : null;
    if (!m) return fail(280, 'Bad resume token: _data of the resume token is not one this server issued');
    const seq = parseInt(m[2]!, 16);
    if (m[3] !== this.startId || seq > this.seq || this.lost(seq))
      fail(
        286,
        'Error on remote shard: Resume of change stream was not possible, as the resume point may no longer be in the oplog.',
      );
    return seq;
  }
}

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/** The stream a `$changeStream` stage opened: what it watches and where it stands. */
class ChangeStream {
  private closed = false;

  constructor(
    private readonly ctx: CommandContext,
    private readonly log: ChangeLog,
    private readonly scope: { db?: string; coll?: string },
    private readonly stages: Document[],
    private readonly lookup: boolean,
    /** The last event sequence looked at. */
    private seq: number,
  ) {}

  /** Events after the current point (waiting up to `awaitMs` for some) and the new resume point. */
  async next(
    batchSize: number,
    awaitMs: number,
    signal?: AbortSignal,
  ): Promise<{ batch: Document[]; token: Document }> {
    if (this.closed) return { batch: [], token: this.log.token(this.seq) };
    let batch = this.take(batchSize);
    if (batch.length === 0 && awaitMs > 0) {
      const until = Date.now() + awaitMs;
      while (batch.length === 0 && Date.now() < until && !signal?.aborted) {
        await this.log.wait(until - Date.now(), signal);
        batch = this.take(batchSize);
      }
    }
    return { batch, token: this.log.token(this.seq) };
  }

  private take(batchSize: number): Document[] {
    if (this.log.lost(this.seq))
      fail(286, 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.');
    const out: Document[] = [];
    for (const e of this.log.after(this.seq)) {
      if (out.length >= batchSize) break;
      this.seq = e.seq;
      if (!this.watches(e)) continue;
      const events = this.eventsOf(e);
      out.push(...(this.stages.length ? runStages(events, this.stages, () => []) : events));
      if (this.closed) break;
    }
    if (out.length < batchSize && !this.closed) this.seq = this.log.seq;
    return out;
  }

  private watches(e: LoggedChange): boolean {
    const { db, coll } = this.scope;
    if (db !== undefined && e.db !== db) return false;
    if (e.coll?.startsWith('system.')) return false;
    return coll === undefined || e.coll === undefined || e.coll === coll;
  }

  private eventsOf(e: LoggedChange): Document[] {
    const base = {
      _id: this.log.token(e.seq, e.ts.t),
      operationType: e.op,
      clusterTime: e.ts,
      wallTime: e.wall,
      ns: e.coll === undefined ? { db: e.db } : { db: e.db, coll: e.coll },
    };
    switch (e.op) {
      case 'insert':
        return [{ ...base, fullDocument: e.after, documentKey: { _id: e.id } }];
      case 'delete':
        return [{ ...base, documentKey: { _id: e.id } }];
      case 'update':
        return [
          {
            ...base,
            documentKey: { _id: e.id },
            updateDescription: describeUpdate(e.before!, e.after!),
            ...(this.lookup ? { fullDocument: this.current(e) } : {}),
          },
        ];
      default: {
        // A dropped collection (for its stream) or database (for its and its collections' streams)
        // invalidates the stream, as in MongoDB.
        const ends = e.op === 'dropDatabase' ? this.scope.db !== undefined : this.scope.coll !== undefined;
        if (!ends) return [base];
        this.closed = true;
        return [
          base,
          { _id: this.log.token(e.seq, e.ts.t), operationType: 'invalidate', clusterTime: e.ts, wallTime: e.wall },
        ];
      }
    }
  }

  /** fullDocument 'updateLookup': the document as it is now (null when deleted since). */
  private current(e: LoggedChange): Document | null {
    return this.ctx.engine.collection(e.db, e.coll!)?.docs.get(keyOf(e.id)) ?? null;
  }
}

/** updatedFields / removedFields at the top level (MongoDB may name deeper paths; both are valid diffs). */
function describeUpdate(before: Document, after: Document): Document {
  const updatedFields: Document = {};
  const removedFields: string[] = [];
  for (const [k, v] of Object.entries(after)) if (!(k in before) || keyOf(before[k]) !== keyOf(v)) updatedFields[k] = v;
  for (const k of Object.keys(before)) if (!(k in after)) removedFields.push(k);
  return { updatedFields, removedFields, truncatedArrays: [] };
}

/** `aggregate` with `$changeStream` first: opens the stream as a tailable cursor. */
export async function openChangeStream(cmd: Document, ctx: CommandContext): Promise<Document> {
  if (!ctx.sessions) fail(40573, 'The $changeStream stage is only supported on replica sets');
  const [first, ...stages] = cmd.pipeline as Document[];
  const spec = (first!.$changeStream ?? {}) as Document;
  for (const s of stages) {
    const op = Object.keys(s)[0];
    if (op === '$changeStream') fail(40602, '$changeStream is only valid as the first stage in a pipeline');
  }
  const cluster = spec.allChangesForCluster === true;
  if (cluster && ctx.db !== 'admin')
    fail(
      ErrorCodes.InvalidOptions,
      "$changeStream may only be run with { allChangesForCluster: true } on the 'admin' database",
    );
  const collection = cmd.aggregate === 1 ? undefined : String(cmd.aggregate);
  const log = ctx.engine.changes;
  let seq = log.seq;
  const token = spec.resumeAfter ?? spec.startAfter;
  if (token !== undefined) seq = log.seqOf(token);
  else if (spec.startAtOperationTime !== undefined) {
    const ts = spec.startAtOperationTime as Timestamp;
    seq = log.before(ts);
    if (log.lost(seq))
      fail(286, 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.');
  }
  const fullDocument = spec.fullDocument ?? 'default';
  if (!['default', 'updateLookup', 'whenAvailable', 'required'].includes(String(fullDocument)))
    fail(ErrorCodes.BadValue, `unknown fullDocument: ${String(fullDocument)}`);
  const stream = new ChangeStream(
    ctx,
    log,
    cluster ? {} : { db: ctx.db, ...(collection === undefined ? {} : { coll: collection }) },
    stages,
    fullDocument !== 'default',
    seq,
  );
  const ns = `${ctx.db}.${collection ?? '$cmd.aggregate'}`;
  const batchSize = (cmd.cursor as Document | undefined)?.batchSize;
  const { batch, token: pbrt } = await stream.next(batchSize === undefined ? 101 : Number(batchSize), 0);
  const id = ctx.cursors.openStream(ns, (size, maxTimeMS) =>
    stream.next(size, maxTimeMS ?? DEFAULT_AWAIT_MS, ctx.replica?.stopSignal),
  );
  return {
    cursor: { firstBatch: batch, postBatchResumeToken: pbrt, id: Long.fromNumber(id), ns },
    operationTime: log.latest,
    ok: 1,
  };
}

const ErrorCodes = { BadValue: 2, InvalidOptions: 72 } as const;
