// The one way the gateway runs several writes all-or-nothing: a MongoDB transaction through the
// driver's withTransaction, which retries the whole function on TransientTransactionError (e.g. a
// write conflict with a concurrent transaction) and the commit on UnknownTransactionCommitResult
// (docs/architecture.md "Transactions and concurrency"). Works the same on the embedded server and
// on a real replica set.
import type { ClientSession, Connection } from 'mongoose';
import type { Models } from './models.ts';
import { Busy } from '../domain/errors.ts';
import { isDatabaseUnreachable } from './unreachable.ts';

/**
 * Runs `fn(session)` in a transaction and returns its result. Every read and write inside must
 * pass `{ session }`, one at a time (no Promise.all on one session). `fn` may run more than once
 * (retries), so it must not have effects outside the database (mail, files) and must not keep
 * state between runs. An error `fn` throws aborts the transaction and reaches the caller.
 */
export async function withTransaction<T>(
  connection: Connection,
  fn: (session: ClientSession) => Promise<T>,
): Promise<T> {
  try {
    return (await connection.transaction(fn)) as T;
  } catch (err) {
    // Still conflicting when the driver stops retrying (after 120 s): someone else keeps changing
    // the same thing. That is a 409 "try again", not an unexpected 500.
    // A transaction retried until the driver's deadline because the database went away is an
    // outage (503), not contention.
    if (isContention(err) && !isDatabaseUnreachable(err)) throw new Busy();
    throw err;
  }
}

/** A write conflict or transaction timeout from MongoDB (never one of our domain errors). */
function isContention(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; hasErrorLabel?: (label: string) => boolean } | null;
  if (!e || typeof e !== 'object') return false;
  return (
    e.code === 112 ||
    e.name === 'MongoOperationTimeoutError' ||
    (typeof e.hasErrorLabel === 'function' && e.hasErrorLabel('TransientTransactionError'))
  );
}

/** withTransaction on the connection the models are bound to (services hold models). */
export function inTransaction<T>(models: Models, fn: (session: ClientSession) => Promise<T>): Promise<T> {
  return withTransaction(models.LeaveRequest.db, fn);
}
