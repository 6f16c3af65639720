// The instance's change feed: ONE change stream on
// the gateway's database, the same on the embedded server and on a MongoDB replica set, moves
// write stamps kept in this process's memory; the read caches (db/stamped-read-cache.ts) serve a
// kept read only while the stamps it depends on stay equal.
//
// The stream reports a commit some milliseconds after it happened. So before serving from a cache,
// a request asks where the database's writes stand (`caughtUp`): one `hello` (lastWrite.opTime),
// SENT AFTER the request arrived and shared by every request that arrived meanwhile (at most one
// in flight), then waits until the stream has passed that point. Any write committed before the
// request arrived, by any instance or client (a block, a removed role, an ended session, the
// instance's own write a moment ago), has then moved its stamps: the cache can never answer
// older than the request. When the stream lags too long, is not open, or the point is unknown,
// the request reads the database instead.
//
// Stamps are hashed counters: two things may share one, which costs a needless re-read only.
import type { ChangeStream, ChangeStreamDocument, Db, Document, ResumeToken } from 'mongodb';
import type { Logger } from '../logger.ts';
import type { WriteStamps } from './stamped-read-cache.ts';

const STORE_SLOT = 0;
const COLLECTION_SLOTS = 256;
const DOCUMENT_SLOTS = 16_384;
const OWNER_SLOTS = 16_384;
const DOCUMENT_BASE = 1 + COLLECTION_SLOTS;
const OWNER_BASE = DOCUMENT_BASE + DOCUMENT_SLOTS;
/** Per collection: moves when a document leaves an owner the event does not name (a delete). */
const DISOWN_BASE = OWNER_BASE + OWNER_SLOTS;

/** The field that names the person a document belongs to (the app's models: `user`). */
const OWNER_FIELD = 'user';
/**
 * Only what moves stamps crosses the wire: a bulk import's events would otherwise carry every
 * document back to every instance. `_id` (the resume token) stays, as a change stream requires.
 */
const EVENT_FIELDS = {
  $project: {
    operationType: 1,
    ns: 1,
    documentKey: 1,
    [`fullDocument.${OWNER_FIELD}`]: 1,
    [`updateDescription.updatedFields.${OWNER_FIELD}`]: 1,
  },
};
/** How long a request waits for the stream to pass its point before reading the database instead. */
const CATCH_UP_MS = 25;
/** After the stream failed: wait this long before opening it again. */
const REOPEN_MS = 1000;

/** FNV-1a, 32 bits: cheap and well spread for short keys. */
function hash(text: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A value as a stamp key: ObjectIds by hex, the rest by JSON. */
const keyOf = (v: unknown): string =>
  typeof v === 'string'
    ? `s${v}`
    : v && typeof v === 'object' && 'toHexString' in v
      ? `o${(v as { toHexString(): string }).toHexString()}`
      : `j${JSON.stringify(v)}`;

/**
 * The cluster time a resume token names: MongoDB's tokens (and the embedded server's) start with
 * 82 and the event's Timestamp (t, i), 8 bytes big-endian, in `_data` hex.
 */
function tokenTime(token: ResumeToken | undefined): bigint | undefined {
  const data = (token as { _data?: unknown } | undefined)?._data;
  return typeof data === 'string' && /^82[0-9a-f]{16}/i.test(data) ? BigInt(`0x${data.slice(2, 18)}`) : undefined;
}

/** A BSON Timestamp as one number: t in the high 32 bits, i in the low. */
const timeOf = (ts: unknown): bigint | undefined => {
  const t = ts as { t?: unknown; i?: unknown } | undefined;
  return typeof t?.t === 'number' && typeof t.i === 'number' ? (BigInt(t.t) << 32n) | BigInt(t.i) : undefined;
};

export class ChangeFeed implements WriteStamps {
  readonly storeSlot = STORE_SLOT;
  private readonly counters = new Int32Array(DISOWN_BASE + COLLECTION_SLOTS);
  private readonly nsHashes = new Map<string, number>();
  private stream: ChangeStream | undefined;
  private closed = false;
  /** Open and reporting: while false, the whole-store stamp reads differently every time. */
  private live = false;
  private offline = 0;
  /** The cluster time the stream has passed. */
  private passed: bigint | undefined;
  private readonly waiting = new Set<{ at: bigint; done: (ok: boolean) => void }>();
  private inFlight: Promise<bigint | undefined> | undefined;
  private queued: Promise<bigint | undefined> | undefined;
  private failures = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly catchUpMs = CATCH_UP_MS,
  ) {}

  /** Opens the stream and keeps it open (reopened after a failure) until `close`. */
  start(): void {
    void this.run();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.goOffline();
    await this.stream?.close().catch(() => undefined);
  }

  private async run(): Promise<void> {
    while (!this.closed) {
      try {
        const stream = (this.stream = this.db.watch([EVENT_FIELDS], { fullDocument: 'updateLookup' }));
        // The first call sends the aggregate: from its answer on, every write reaches us.
        let change: ChangeStreamDocument | null = await stream.tryNext();
        this.goLive(stream.resumeToken);
        for (;;) {
          if (change) this.apply(change);
          this.pass(stream.resumeToken);
          if (this.closed) return;
          change = await stream.tryNext();
        }
      } catch (err) {
        // The driver resumes by itself after a resumable error; what arrives here is not resumable
        // (e.g. 286: history lost), so start afresh: nothing kept may be trusted.
        this.goOffline();
        await this.stream?.close().catch(() => undefined);
        if (this.closed) return;
        if (this.failures++ % 60 === 0)
          this.log.warn({ err }, 'change feed stopped; read caches are off until it reopens');
        await new Promise((r) => setTimeout(r, REOPEN_MS).unref());
      }
    }
  }

  private goLive(token: ResumeToken | undefined): void {
    this.counters[STORE_SLOT]! += 1;
    this.passed = tokenTime(token);
    this.live = this.passed !== undefined;
    this.failures = 0;
  }

  private goOffline(): void {
    this.live = false;
    this.counters[STORE_SLOT]! += 1;
    for (const w of this.waiting) w.done(false);
    this.waiting.clear();
  }

  private pass(token: ResumeToken | undefined): void {
    const t = tokenTime(token);
    if (t === undefined || (this.passed !== undefined && t <= this.passed)) return;
    this.passed = t;
    for (const w of this.waiting) {
      if (w.at > t) continue;
      this.waiting.delete(w);
      w.done(true);
    }
  }

  private apply(e: ChangeStreamDocument): void {
    if (!('ns' in e) || !e.ns || !('coll' in e.ns) || !('documentKey' in e)) {
      // drop, rename, dropDatabase, invalidate…: anything may have changed.
      this.counters[STORE_SLOT]! += 1;
      return;
    }
    const ns = `${e.ns.db}.${e.ns.coll}`;
    this.counters[this.collectionSlot(ns)]! += 1;
    this.counters[this.documentSlot(ns, (e.documentKey as Document)._id)]! += 1;
    const doc = 'fullDocument' in e ? (e.fullDocument as Document | null | undefined) : undefined;
    const owner: unknown = doc?.[OWNER_FIELD];
    if (owner !== undefined) {
      this.counters[this.ownerSlot(ns, owner)]! += 1;
      if (Array.isArray(owner)) for (const v of owner) this.counters[this.ownerSlot(ns, v)]! += 1;
    }
    // The owner the document had before is not in the event (a delete, an update that gone or
    // changed it): every reader of an owner's documents here reads again.
    const ownerChanged =
      e.operationType === 'update' && e.updateDescription?.updatedFields?.[OWNER_FIELD] !== undefined;
    if (!doc || e.operationType === 'replace' || ownerChanged) this.counters[this.disownSlot(ns)]! += 1;
  }

  /**
   * True when the stream has passed every write committed before this call, so the stamps are as
   * fresh as the database; false (read the database) when it is not open or lags too long.
   */
  async caughtUp(): Promise<boolean> {
    if (!this.live) return false;
    const at = await this.writePoint();
    if (at === undefined || !this.live) return false;
    if (this.passed !== undefined && at <= this.passed) return true;
    return new Promise((resolve) => {
      const w = {
        at,
        done: (ok: boolean) => {
          clearTimeout(timer);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => {
        this.waiting.delete(w);
        resolve(false);
      }, this.catchUpMs);
      this.waiting.add(w);
    });
  }

  /**
   * The cluster time of the database's last write, from a `hello` sent after this call. When one
   * is already on its way (sent, perhaps, before the caller arrived), the caller joins the next
   * one, sent when it returns and shared by everyone who arrived meanwhile.
   */
  private writePoint(): Promise<bigint | undefined> {
    if (!this.inFlight) {
      this.inFlight = this.readWritePoint().finally(() => (this.inFlight = undefined));
      return this.inFlight;
    }
    this.queued ??= this.inFlight.then(
      () => ((this.queued = undefined), this.writePoint()),
      () => ((this.queued = undefined), this.writePoint()),
    );
    return this.queued;
  }

  private async readWritePoint(): Promise<bigint | undefined> {
    try {
      const hello = await this.db.admin().command({ hello: 1 });
      return timeOf((hello.lastWrite as Document | undefined)?.opTime?.ts) ?? timeOf(hello.operationTime);
    } catch {
      return undefined;
    }
  }

  private nsHash(ns: string): number {
    let h = this.nsHashes.get(ns);
    if (h === undefined) this.nsHashes.set(ns, (h = hash(ns)));
    return h;
  }

  collectionSlot(ns: string): number {
    return 1 + (this.nsHash(ns) % COLLECTION_SLOTS);
  }

  documentSlot(ns: string, id: unknown): number {
    return DOCUMENT_BASE + (hash(keyOf(id), this.nsHash(ns)) % DOCUMENT_SLOTS);
  }

  ownerSlot(ns: string, owner: unknown): number {
    return OWNER_BASE + (hash(keyOf(owner), this.nsHash(ns)) % OWNER_SLOTS);
  }

  disownSlot(ns: string): number {
    return DISOWN_BASE + (this.nsHash(ns) % COLLECTION_SLOTS);
  }

  read(slot: number): number {
    // Not open: the whole-store stamp never reads the same twice, so nothing is kept or served.
    if (slot === STORE_SLOT && !this.live) return -++this.offline;
    return this.counters[slot]!;
  }
}
