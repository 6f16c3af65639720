// Serialises one person's request writes across every gateway instance. Neither the embedded
// server nor a standalone MongoDB has transactions, so "check overlap and quota, then write"
// runs under a lock document in MongoDB (not an in-process mutex: several instances may run).
//
// Taking it: one findOneAndUpdate that matches the person's lock only when it has expired and
// upserts it otherwise. While another holder's lock is live the upsert collides on `_id`
// (duplicate key), and we wait and retry. The lock expires on its own after LOCK_MS, so a
// crashed instance cannot block a person for longer; it is released in `finally`.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Types } from 'mongoose';
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import type { Services } from '../deps.ts';
import { Busy } from '../errors.ts';

interface LockDoc {
  _id: string;
  owner: string;
  expiresAt: Date;
}

/** Longest a holder may keep the lock (a submit needs a handful of queries). */
const LOCK_MS = 15_000;
/** Longest a second request waits before giving up with Busy (409 `busy`). */
const WAIT_MS = 8_000;

const isDuplicateKey = (err: unknown) => (err as { code?: unknown } | null)?.code === 11000;

function locks(s: Pick<Services, 'models'>) {
  const db = s.models.LeaveRequest.db.db;
  if (!db) throw new Error('database connection is not open');
  return db.collection<LockDoc>('locks');
}

/** Runs `fn` while holding the leave-request lock of `user`. */
export async function withUserLock<T>(s: Pick<Services, 'models' | 'log'>, user: Types.ObjectId, fn: () => Promise<T>): Promise<T> {
  const coll = locks(s);
  const _id = `leave_requests:${user.toHexString()}`;
  const owner = randomUUID();
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    const now = new Date();
    try {
      await coll.findOneAndUpdate(
        { _id, expiresAt: { $lte: now } },
        { $set: { owner, expiresAt: new Date(now.getTime() + LOCK_MS) } },
        { upsert: true },
      );
      break;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      if (Date.now() >= giveUpAt) throw new Busy(M.busy);
      await sleep(15 + Math.floor(Math.random() * 35));
    }
  }
  try {
    return await fn();
  } finally {
    // Only our own lock: if it expired and someone else took it, theirs stays.
    await coll.deleteOne({ _id, owner }).catch((err: unknown) => s.log.warn({ err, lock: _id }, 'lock release failed'));
  }
}
