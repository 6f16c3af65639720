// The session read of a request (session document joined with its person, auth/sessions.ts)
// kept in this process while the change feed's stamps say nothing it read was written since
// (db/change-feed.ts, db/stamped-read-cache.ts).
// The stamps move on every write the database applies, from any client: an admin's block on
// another gateway instance, a password change, a sign-out, a TTL sweep, an edit made straight in
// the database; and a kept read is served only once the feed has passed every write committed
// before the request. So a blocked person's or an ended session's next request reads again.
import { StampedReadCache, type ReadMarks, type WriteStamps } from '../db/stamped-read-cache.ts';
import type { SessionKind } from '../models/session.ts';

/** Sessions kept at most; the oldest entry goes first (a school's staff is a few hundred). */
const MAX_ENTRIES = 10_000;

export class SessionReadCache<T extends { expiresAt: Date }> {
  private readonly reads: StampedReadCache<{ kind: SessionKind; value: T }>;

  constructor(
    private readonly stamps: WriteStamps,
    /** Namespaces (`db.collection`) of the sessions and of each kind's people. */
    private readonly ns: { sessions: string; people: Record<SessionKind, string> },
  ) {
    this.reads = new StampedReadCache(stamps, MAX_ENTRIES);
  }

  /**
   * The stamps of session `id` and of the whole people collection of `kind`: any write to any
   * person moves the latter, so the person's id need not be known before the read.
   */
  marks(id: string, kind: SessionKind): ReadMarks {
    return this.reads.marks([
      this.stamps.documentSlot(this.ns.sessions, id),
      this.stamps.collectionSlot(this.ns.people[kind]),
    ]);
  }

  /** The read of session `id` for `kind`, if nothing it depends on was written and it has not expired. */
  async get(id: string, kind: SessionKind, now: number): Promise<T | undefined> {
    const e = await this.reads.get(id, now);
    if (e?.kind === kind) return e.value;
    if (e) this.reads.forget(id);
    return undefined;
  }

  /** Keeps a read made after `marks` were taken, unless something it depends on moved meanwhile. */
  put(id: string, kind: SessionKind, marks: ReadMarks, value: T): void {
    this.reads.put(id, marks, { kind, value }, value.expiresAt.getTime());
  }

  /** The read of session `id` is no longer true (this request wrote or deleted it). */
  forget(id: string): void {
    this.reads.forget(id);
  }
}
