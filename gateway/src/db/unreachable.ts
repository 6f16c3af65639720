// "The database is away", as the MongoDB driver reports it: no server could be selected within
// the connection's serverSelectionTimeoutMS (db/connect.ts), a connection dropped or timed out, or
// its pool was cleared after such an error. Requests meeting one answer 503 with a Hungarian "try
// again shortly" (http/errors.ts). By name, not instanceof: mongoose carries its own copy of the
// driver beside the one Agenda and the raw reads use.
const UNREACHABLE = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoPoolClearedError',
  'PoolClearedOnNetworkError',
]);

/** Whether `err` (or an error it was caused by, e.g. a transaction's timeout) says the database is unreachable. */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (UNREACHABLE.has(String((e as { name?: unknown }).name))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
