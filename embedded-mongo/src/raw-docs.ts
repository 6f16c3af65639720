// Stored documents sent as BSON encoded once: a find without a projection, or with one of
// top-level fields only, sends each document's kept encoding (or the kept elements of it), and
// the answer is assembled from those bytes instead of serialising every document again, and
// measuring it once more for the batch limit, at every call.
// Safe because stored documents are never mutated (collection.ts): a write swaps in a new object,
// whose encoding is made at its first read; the old one's goes with it (a WeakMap).
import { BSON, type Document } from 'bson';
import { topLevelKeep } from './projection.ts';

const encodings = new WeakMap<Document, Buffer>();

/** The BSON of a stored document, made at its first read and kept while the document lives. */
export function encoded(doc: Document): Buffer {
  let bytes = encodings.get(doc);
  if (!bytes) {
    bytes = asBuffer(BSON.serialize(doc));
    encodings.set(doc, bytes);
  }
  return bytes;
}

/** A batch of documents already encoded; `serializeAnswer` splices them in as they are. */
export class RawBatch {
  constructor(readonly docs: Buffer[]) {}
}

/**
 * How a find sends its stored documents as bytes: whole, or through a projection of top-level
 * fields (the one `project` handles without mingo, with the same rules: stored field order, `_id`
 * kept unless excluded). null when the projection needs `project` itself.
 */
export function rawEncoder(projection: Document | undefined): ((doc: Document) => Buffer) | null {
  if (!projection || Object.keys(projection).length === 0) return encoded;
  const keep = topLevelKeep(projection);
  if (!keep) return null;
  const key = JSON.stringify(projection);
  return (doc) => {
    let kept = projections.get(doc);
    const hit = kept?.get(key);
    if (hit) return hit;
    const out = projectEncoding(doc, keep);
    if (!kept) projections.set(doc, (kept = new Map()));
    if (kept.size < MAX_KEPT_PROJECTIONS) kept.set(key, out);
    return out;
  };
}

/** Per stored document, its kept projections by the projection's JSON (a few at most). */
const projections = new WeakMap<Document, Map<string, Buffer>>();
const MAX_KEPT_PROJECTIONS = 4;

/** The elements of the document's encoding that `keep` keeps, as a document. */
function projectEncoding(doc: Document, keep: (name: string) => boolean): Buffer {
  const bytes = encoded(doc);
  const names = Object.keys(doc);
  const elements = [...BSON.onDemand.parseToElements(bytes)];
  // The encoding holds the document's keys in their order, one element each (BSON.serialize
  // walks Object.keys); a stored document has no value it would skip (a function, a symbol).
  if (elements.length !== names.length) throw new Error('embedded-mongo: a kept encoding does not match its document');
  // An element is its type byte, its name and a NUL, then its value.
  const kept: [number, number][] = [];
  let size = 5;
  for (let i = 0; i < elements.length; i++) {
    if (!keep(names[i]!)) continue;
    const [, nameOffset, , offset, length] = elements[i]!;
    kept.push([nameOffset - 1, offset + length]);
    size += offset + length - (nameOffset - 1);
  }
  const out = Buffer.allocUnsafe(size);
  let at = out.writeInt32LE(size, 0);
  for (const [from, to] of kept) at += bytes.copy(out, at, from, to);
  out[at] = 0;
  return out;
}

/** The bytes of a command's answer; a cursor's RawBatch goes in as it is. */
export function serializeAnswer(doc: Document): Buffer {
  const cursor = doc.cursor as Document | null | undefined;
  const key =
    cursor?.firstBatch instanceof RawBatch ? 'firstBatch' : cursor?.nextBatch instanceof RawBatch ? 'nextBatch' : null;
  if (!key) return asBuffer(BSON.serialize(doc));
  const { cursor: _, ...rest } = doc;
  const { [key]: batch, ...cursorRest } = cursor!;
  const docs = (batch as RawBatch).docs;
  // The array: a document whose keys are "0", "1", ... holding embedded documents (type 0x03).
  let arraySize = 5;
  for (let i = 0; i < docs.length; i++) arraySize += 2 + String(i).length + docs[i]!.length;
  const cursorTail = inner(BSON.serialize(cursorRest));
  const cursorSize = 4 + 2 + key.length + arraySize + cursorTail.length + 1;
  const restTail = inner(BSON.serialize(rest));
  const size = 4 + 2 + 'cursor'.length + cursorSize + restTail.length + 1;
  const out = Buffer.allocUnsafe(size);
  let at = out.writeInt32LE(size, 0);
  at = element(out, at, 0x03, 'cursor');
  at = out.writeInt32LE(cursorSize, at);
  at = element(out, at, 0x04, key);
  at = out.writeInt32LE(arraySize, at);
  for (let i = 0; i < docs.length; i++) {
    at = element(out, at, 0x03, String(i));
    at += docs[i]!.copy(out, at);
  }
  out[at++] = 0;
  at += cursorTail.copy(out, at);
  out[at++] = 0;
  at += restTail.copy(out, at);
  out[at] = 0;
  return out;
}

/** The same bytes as a Buffer, without a copy (BSON.serialize's result is typed Uint8Array). */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/** A document's elements without its length and closing NUL. */
const inner = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset + 4, bytes.length - 5);

/** Writes an element's type byte and name (ASCII here); returns the offset after them. */
function element(out: Buffer, at: number, type: number, name: string): number {
  out[at++] = type;
  at += out.write(name, at, 'latin1');
  out[at++] = 0;
  return at;
}
