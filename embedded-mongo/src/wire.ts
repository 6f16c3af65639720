// Wire codec: splits the TCP byte stream into messages and encodes answers.
// Only what the official driver uses is decoded: OP_QUERY (the first handshake of every connection)
// and OP_MSG. Everything else is reported as "unsupported" to the dispatcher, which answers clearly.
import { BSON, type Document } from 'bson';
import { serializeAnswer } from './raw-docs.ts';

const OP_REPLY = 1;
const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
const OP_MSG = 2013;

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;

export const MORE_TO_COME = 1 << 1;
const CHECKSUM_PRESENT = 1 << 0;
/** The client accepts several answers to this request (streaming hello of the driver's monitor). */
const EXHAUST_ALLOWED = 1 << 16;

// Long values that fit a double become numbers: mingo compares plain numbers only.
const DESERIALIZE: BSON.DeserializeOptions = { promoteLongs: true, promoteValues: true };

export type Incoming =
  | { kind: 'query'; requestId: number; collection: string; command: Document }
  | { kind: 'msg'; requestId: number; moreToCome: boolean; exhaustAllowed: boolean; command: Document }
  | { kind: 'unsupported'; requestId: number; opCode: number };

export class FrameError extends Error {}

/**
 * Accumulates socket chunks and yields complete messages. Chunks are kept in a list and joined
 * only once a whole message is available, so a 48 MB insert does not cost quadratic copying.
 */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Incoming[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const out: Incoming[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const head = this.peek(4);
      const length = head.readInt32LE(0);
      if (length < 16 || length > MAX_MESSAGE_SIZE) {
        throw new FrameError(`message length ${length} is outside 16..${MAX_MESSAGE_SIZE} bytes (maxMessageSizeBytes)`);
      }
      if (this.buffered < length) break;
      out.push(decode(this.take(length)));
    }
    return out;
  }

  private peek(n: number): Buffer {
    if (this.chunks[0]!.length < n) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0]!.subarray(0, n);
  }

  private take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const msg = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return msg;
  }
}

function decode(msg: Buffer): Incoming {
  const requestId = msg.readInt32LE(4);
  const opCode = msg.readInt32LE(12);
  if (opCode === OP_MSG) return decodeMsg(msg, requestId);
  if (opCode === OP_QUERY) return decodeQuery(msg, requestId);
  return { kind: 'unsupported', requestId, opCode };
}

function decodeMsg(msg: Buffer, requestId: number): Incoming {
  const flags = msg.readUInt32LE(16);
  const end = flags & CHECKSUM_PRESENT ? msg.length - 4 : msg.length;
  let pos = 20;
  let body: Document | undefined;
  const sequences: Record<string, Document[]> = {};
  while (pos < end) {
    const kind = msg[pos];
    pos += 1;
    if (kind === 0) {
      const size = msg.readInt32LE(pos);
      body = BSON.deserialize(msg.subarray(pos, pos + size), DESERIALIZE);
      pos += size;
    } else if (kind === 1) {
      // Document sequence: int32 size (including itself), cstring identifier, then documents.
      const size = msg.readInt32LE(pos);
      const seqEnd = pos + size;
      let p = pos + 4;
      const zero = msg.indexOf(0, p);
      const id = msg.toString('utf8', p, zero);
      p = zero + 1;
      const docs: Document[] = [];
      while (p < seqEnd) {
        const docSize = msg.readInt32LE(p);
        docs.push(BSON.deserialize(msg.subarray(p, p + docSize), DESERIALIZE));
        p += docSize;
      }
      sequences[id] = docs;
      pos = seqEnd;
    } else {
      throw new FrameError(`OP_MSG section kind ${kind} is not supported`);
    }
  }
  if (!body) throw new FrameError('OP_MSG without a kind-0 body section');
  // Kind-1 sequences are the same as an array field of the body (documents, updates, deletes).
  for (const [id, docs] of Object.entries(sequences)) body[id] = docs;
  return {
    kind: 'msg',
    requestId,
    moreToCome: (flags & MORE_TO_COME) !== 0,
    exhaustAllowed: (flags & EXHAUST_ALLOWED) !== 0,
    command: body,
  };
}

function decodeQuery(msg: Buffer, requestId: number): Incoming {
  // flags int32 at 16, fullCollectionName cstring at 20, numberToSkip, numberToReturn, query doc.
  const zero = msg.indexOf(0, 20);
  const collection = msg.toString('utf8', 20, zero);
  const p = zero + 1 + 8;
  const size = msg.readInt32LE(p);
  const command = BSON.deserialize(msg.subarray(p, p + size), DESERIALIZE);
  return { kind: 'query', requestId, collection, command };
}

let nextResponseId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

/** An OP_MSG answer; `flags` MORE_TO_COME announces further answers (exhaust). */
export function encodeMsg(responseTo: number, doc: Document, flags = 0): Buffer {
  const body = serializeAnswer(doc);
  const prefix = Buffer.alloc(5); // flagBits, section kind 0
  prefix.writeUInt32LE(flags, 0);
  return Buffer.concat([header(16 + 5 + body.length, responseTo, OP_MSG), prefix, body]);
}

export function encodeReply(responseTo: number, doc: Document): Buffer {
  const body = serializeAnswer(doc);
  // responseFlags int32, cursorID int64, startingFrom int32, numberReturned int32
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(16 + 20 + body.length, responseTo, OP_REPLY), fields, body]);
}
