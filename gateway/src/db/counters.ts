// Next value of a numeric id sequence (findOneAndUpdate + $inc + upsert: atomic across instances).
import type { ClientSession } from 'mongoose';
import type { Models } from './models.ts';

export type Sequence = 'kerelem_id' | 'user_id' | 'email_id' | 'bejelentes_id' | 'kep_id' | 'funkcio_id';

export async function nextId(models: Models, name: Sequence): Promise<number> {
  const doc = await models.Counter.findOneAndUpdate(
    { _id: name },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  if (!doc) throw new Error(`counter ${name} did not answer`);
  return doc.seq;
}

/**
 * Reserves `count` consecutive ids at once (seeding, bulk imports); returns the first. With a
 * session the reservation is part of that transaction (an aborted import gives its ids back).
 */
export async function reserveIds(
  models: Models,
  name: Sequence,
  count: number,
  session?: ClientSession,
): Promise<number> {
  const doc = await models.Counter.findOneAndUpdate(
    { _id: name },
    { $inc: { seq: count } },
    { upsert: true, returnDocument: 'after', ...(session ? { session } : {}) },
  ).lean();
  if (!doc) throw new Error(`counter ${name} did not answer`);
  return doc.seq - count + 1;
}
