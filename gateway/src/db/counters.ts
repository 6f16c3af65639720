// Next value of a numeric id sequence (findOneAndUpdate + $inc + upsert: atomic across instances).
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

/** Reserves `count` consecutive ids at once (seeding, bulk imports); returns the first. */
export async function reserveIds(models: Models, name: Sequence, count: number): Promise<number> {
  const doc = await models.Counter.findOneAndUpdate(
    { _id: name },
    { $inc: { seq: count } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  if (!doc) throw new Error(`counter ${name} did not answer`);
  return doc.seq - count + 1;
}
