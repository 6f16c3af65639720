// One person's leave-request changes happen one at a time, across every gateway instance
// (docs/architecture.md "Transactions and concurrency"). Two transactions that write no common
// document never conflict, so two parallel submits of one teacher could each check "no overlap,
// quota left" on a snapshot without the other's request and both insert. Each such transaction
// therefore first writes the person's serial document (models/request-serial.ts): the second
// transaction to write it gets WriteConflict, the driver retries it, and the retry reads the
// first one's committed request. Submits of different people write no common document and never
// wait for each other.
import type { ClientSession, Types } from 'mongoose';
import type { Models } from '../../db/models.ts';

/** Claims `user`'s serial inside `session`'s transaction; call it before the transaction's checks. */
export async function claimPerson(models: Models, user: Types.ObjectId, session: ClientSession): Promise<void> {
  await models.RequestSerial.updateOne({ _id: user }, { $inc: { v: 1 } }, { upsert: true, session });
}

/** Claims every person of `users` at once (an import): one bulkWrite of the serials. */
export async function claimPeople(
  models: Models,
  users: readonly Types.ObjectId[],
  session: ClientSession,
): Promise<void> {
  if (users.length === 0) return;
  await models.RequestSerial.bulkWrite(
    users.map((_id) => ({ updateOne: { filter: { _id }, update: { $inc: { v: 1 } }, upsert: true } })),
    { session, ordered: false },
  );
}
