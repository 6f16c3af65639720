// Logical sessions (lsid): multi-document transactions and retryable writes, as a replica-set
// member runs them (transaction.ts).
// - `autocommit:false` commands run inside the session's transaction (`startTransaction:true`
//   opens it); commitTransaction/abortTransaction end it. A commit retried with the same
//   txnNumber answers ok again. An error inside a transaction aborts it, as in MongoDB.
// - `txnNumber` without `autocommit` is a retryable write: the answer is kept per session for the
//   last txnNumber, and the same lsid+txnNumber again gets that answer without running twice.
import type { Binary, Document } from 'bson';
import type { CommandContext, Handler } from './context.ts';
import { fail } from './errors.ts';
import type { Store } from './storage/store.ts';
import { noSuchTransaction, Transaction, type LockTable } from './transaction.ts';
import { keyOf } from './values.ts';

/** Commands MongoDB accepts inside a multi-document transaction (DDL is not supported here). */
const IN_TRANSACTION = new Set([
  'find',
  'getMore',
  'killCursors',
  'aggregate',
  'count',
  'distinct',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
]);
/** logicalSessionTimeoutMinutes (hello): an unused session is forgotten after this. */
const SESSION_TIMEOUT_MS = 30 * 60_000;

interface SessionState {
  /** Highest txnNumber seen (-1: none). */
  txnNumber: number;
  /** The open transaction of `txnNumber`. */
  txn?: Transaction;
  /** How the transaction of `txnNumber` ended. */
  outcome?: 'committed' | 'aborted';
  /** The answer of the retryable write `txnNumber`. */
  retry?: Promise<Document>;
  lastUsed: number;
}

export class Sessions {
  private readonly byId = new Map<string, SessionState>();
  private readonly locks: LockTable = new Map();

  constructor(
    private readonly engine: Store,
    /** A transaction idle longer than this is aborted (idle time, not MongoDB's lifetime from the start). */
    private readonly idleLimitMs: number,
  ) {}

  /** Runs a command that carries `txnNumber`/`autocommit`, or commit/abortTransaction. */
  async run(name: string, cmd: Document, ctx: CommandContext, handler: Handler): Promise<Document> {
    const key = sessionKey(cmd.lsid);
    if (!key) return fail(72, 'Transaction numbers are only allowed in a session (lsid)');
    if (cmd.txnNumber === undefined) return fail(72, `'${name}' needs a txnNumber`);
    const txnNumber = Number(cmd.txnNumber);
    const now = Date.now();
    let s = this.byId.get(key);
    if (!s) this.byId.set(key, (s = { txnNumber: -1, lastUsed: now }));
    s.lastUsed = now;
    if (s.txn && now - s.txn.lastUsed > this.idleLimitMs) this.finish(s, 'aborted');
    if (name === 'commitTransaction') return this.commit(s, txnNumber);
    if (name === 'abortTransaction') return this.abort(s, txnNumber);
    if (cmd.autocommit !== undefined && cmd.autocommit !== false) fail(72, 'autocommit must be false');
    if (cmd.autocommit === false) return this.inTransaction(s, txnNumber, name, cmd, ctx, handler);
    if (cmd.startTransaction !== undefined) fail(72, 'startTransaction needs autocommit:false');
    return this.retryable(s, txnNumber, cmd, ctx, handler);
  }

  /** endSessions: aborts their open transactions and forgets them. */
  end(lsids: unknown): void {
    for (const lsid of Array.isArray(lsids) ? lsids : []) {
      const key = sessionKey(lsid);
      const s = key === undefined ? undefined : this.byId.get(key);
      if (!s) continue;
      this.finish(s, 'aborted');
      this.byId.delete(key!);
    }
  }

  /** Aborts idle transactions (freeing their locks and snapshot) and forgets expired sessions. */
  sweep(now = Date.now()): void {
    for (const [key, s] of this.byId) {
      if (s.txn && now - s.txn.lastUsed > this.idleLimitMs) this.finish(s, 'aborted');
      if (!s.txn && now - s.lastUsed > SESSION_TIMEOUT_MS) this.byId.delete(key);
    }
  }

  close(): void {
    for (const s of this.byId.values()) this.finish(s, 'aborted');
    this.byId.clear();
  }

  private async inTransaction(
    s: SessionState,
    txnNumber: number,
    name: string,
    cmd: Document,
    ctx: CommandContext,
    handler: Handler,
  ): Promise<Document> {
    if (cmd.startTransaction === true) {
      if (txnNumber <= s.txnNumber)
        fail(
          225,
          `Cannot start transaction ${txnNumber}: txnNumber ${s.txnNumber} has already been used on this session`,
          { codeName: 'TransactionTooOld' },
        );
      this.finish(s, 'aborted');
      s.txnNumber = txnNumber;
      s.outcome = undefined;
      s.retry = undefined;
      s.txn = new Transaction(this.engine, this.locks);
    } else if (txnNumber !== s.txnNumber || !s.txn) {
      throw noSuchTransaction(
        txnNumber,
        s.txnNumber === txnNumber && s.outcome === 'aborted' ? 'has been aborted.' : undefined,
      );
    }
    if (!IN_TRANSACTION.has(name)) {
      // Like mongod, a refused command ends the transaction (no snapshot kept until the sweep).
      this.finish(s, 'aborted');
      fail(263, `Cannot run '${name}' in a multi-document transaction.`, {
        codeName: 'OperationNotSupportedInTransaction',
      });
    }
    const txn = s.txn!;
    txn.lastUsed = Date.now();
    let reply: Document;
    try {
      reply = await handler(cmd, { ...ctx, store: txn });
    } catch (e) {
      this.finish(s, 'aborted');
      throw txn.conflict ?? e;
    }
    // A conflicting write is a command error with TransientTransactionError (the driver's
    // withTransaction retries on it), not a writeError; any write error aborts, as in MongoDB.
    if (txn.conflict) {
      this.finish(s, 'aborted');
      throw txn.conflict;
    }
    if (reply.writeErrors) this.finish(s, 'aborted');
    txn.lastUsed = Date.now();
    return reply;
  }

  private commit(s: SessionState, txnNumber: number): Document {
    if (txnNumber === s.txnNumber && s.outcome === 'committed') return { ok: 1 };
    if (txnNumber !== s.txnNumber || !s.txn) {
      throw noSuchTransaction(
        txnNumber,
        s.txnNumber === txnNumber && s.outcome === 'aborted' ? 'has been aborted.' : undefined,
      );
    }
    try {
      s.txn.commit();
    } catch (e) {
      s.txn = undefined;
      s.outcome = 'aborted';
      throw e;
    }
    s.txn = undefined;
    s.outcome = 'committed';
    return { ok: 1 };
  }

  private abort(s: SessionState, txnNumber: number): Document {
    if (txnNumber === s.txnNumber && s.txn) {
      this.finish(s, 'aborted');
      return { ok: 1 };
    }
    if (txnNumber === s.txnNumber && s.outcome === 'committed') {
      fail(256, `Transaction with { txnNumber: ${txnNumber} } has been committed.`, {
        codeName: 'TransactionCommitted',
      });
    }
    throw noSuchTransaction(
      txnNumber,
      s.txnNumber === txnNumber && s.outcome === 'aborted' ? 'has been aborted.' : undefined,
    );
  }

  private retryable(
    s: SessionState,
    txnNumber: number,
    cmd: Document,
    ctx: CommandContext,
    handler: Handler,
  ): Promise<Document> {
    if (txnNumber < s.txnNumber)
      fail(
        225,
        `Retryable write with txnNumber ${txnNumber} is prohibited on session because a newer retryable write with txnNumber ${s.txnNumber} has already started`,
        { codeName: 'TransactionTooOld' },
      );
    // The same statement again (the driver retries after a network error): the first answer.
    if (txnNumber === s.txnNumber && s.retry) return s.retry;
    if (txnNumber === s.txnNumber && (s.txn || s.outcome))
      fail(251, `txnNumber ${txnNumber} was used by a transaction on this session`, { codeName: 'NoSuchTransaction' });
    this.finish(s, 'aborted');
    s.txnNumber = txnNumber;
    s.outcome = undefined;
    // Durability: dispatch waits for the journal before answering, the first time and a retry alike
    // (a retry's sync covers the first execution's records, appended before it).
    const answer = (async () => handler(cmd, ctx))();
    s.retry = answer;
    // A command error wrote nothing, nor did writes the journal could not take (they are undone):
    // a retry may run it again.
    answer
      .then(() => ctx.engine.sync())
      .catch(() => {
        if (s.retry === answer) s.retry = undefined;
      });
    return answer;
  }

  private finish(s: SessionState, outcome: 'committed' | 'aborted'): void {
    if (!s.txn) return;
    s.txn.end();
    s.txn = undefined;
    s.outcome = outcome;
  }
}

function sessionKey(lsid: unknown): string | undefined {
  const id = (lsid as { id?: unknown } | undefined)?.id;
  if (id === undefined) return undefined;
  const bin = id as Binary;
  return bin._bsontype === 'Binary' ? bin.toString('hex') : keyOf(id);
}
