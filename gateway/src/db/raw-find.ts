// A find whose rows stay BSON and are visited in place (figures:
// docs/performance.md#teacher-history). The driver's cursor, even with `raw`, makes an on-demand
// document of every row (a walk of its elements) and a Buffer view of it; here the find command
// goes through `db.command` with `raw`, so the cursor comes back as bytes, and each batch's rows
// are found with one walk of the batch (bson's own element walker, as the driver uses). Further
// batches come with getMore; a cursor left open by an error is killed.
import { BSON, Long, type Document, type OnDemand } from 'bson';

/** `[type, nameOffset, nameLength, offset, length]` of one element. */
type Element = OnDemand['BSONElement'];

export interface RawFindOptions {
  projection?: Document;
  sort?: Document;
  /** Rows per batch (the first and every getMore). */
  batchSize: number;
}

/** Called with each row's bytes (`bytes[start..end)`), in the cursor's order. */
export type RowVisitor = (bytes: Buffer, start: number, end: number) => void;

const nameOf = (bytes: Buffer, [, nameOffset, nameLength]: Element) =>
  bytes.toString('latin1', nameOffset, nameOffset + nameLength);

interface Batch {
  bytes: Buffer;
  /** The cursor id, 0 when exhausted. */
  id: bigint;
  rows: Iterable<Element>;
}

/** The rows and the cursor id of a find or getMore answer's `cursor`. */
function batchOf(cursor: unknown): Batch {
  if (!Buffer.isBuffer(cursor)) throw new Error('raw find: the answer has no cursor');
  const batch: Batch = { bytes: cursor, id: 0n, rows: [] };
  for (const element of BSON.onDemand.parseToElements(cursor)) {
    const name = nameOf(cursor, element);
    if (name === 'id') batch.id = cursor.readBigInt64LE(element[3]);
    // An array's rows: each row's offset is where its int32 size starts, its length that size.
    else if (name === 'firstBatch' || name === 'nextBatch')
      batch.rows = BSON.onDemand.parseToElements(cursor, element[3]);
  }
  return batch;
}

/** A database the commands go to: the driver's `Db` (mongoose's `connection.db`). */
export interface CommandTarget {
  command(command: Document, options?: { raw?: boolean }): Promise<Document>;
}

/** Runs `find` on a collection and visits every row; answers how many rows it visited. */
export async function findRaw(
  db: CommandTarget,
  collectionName: string,
  filter: Document,
  { projection, sort, batchSize }: RawFindOptions,
  visit: RowVisitor,
): Promise<number> {
  const find: Document = { find: collectionName, filter, batchSize };
  if (projection) find.projection = projection;
  if (sort) find.sort = sort;
  let batch = batchOf((await db.command(find, { raw: true })).cursor);
  let rows = 0;
  try {
    for (;;) {
      for (const [, , , offset, length] of batch.rows) {
        visit(batch.bytes, offset, offset + length);
        rows += 1;
      }
      if (batch.id === 0n) return rows;
      const more = { getMore: Long.fromBigInt(batch.id), collection: collectionName, batchSize };
      batch = batchOf((await db.command(more, { raw: true })).cursor);
    }
  } finally {
    // Left open only when a visit or a getMore failed.
    if (batch.id !== 0n)
      await db.command({ killCursors: collectionName, cursors: [Long.fromBigInt(batch.id)] }).catch(() => {});
  }
}
