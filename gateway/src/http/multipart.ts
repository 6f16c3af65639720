// A `multipart/form-data` body read part by part as it arrives (docs/architecture.md "Gateway:
// routes, permissions, validation, errors"), with @fastify/busboy's limits. Parts are handed over
// one at a time in body order: the next part is not read until the previous handler has settled
// (busboy stalls and the socket is paused meanwhile), so a file can be consumed and processed
// before the next byte of the body is taken in.
import { Busboy, type BusboyFileStream, type BusboyHeaders } from '@fastify/busboy';
import type { Context } from 'koa';
import { Invalid } from '../domain/errors.ts';

export interface MultipartLimits {
  /** Bytes of one file; past it the file is cut short (`FilePart.stream.truncated`). */
  fileSize: number;
  files: number;
  fields: number;
  /** Bytes of one field's value. */
  fieldSize: number;
}

interface FilePart {
  field: string;
  filename: string;
  mime: string;
  /** Must be read to its end (or the reading fails) before the next part comes. */
  stream: BusboyFileStream;
}

export interface MultipartHandlers {
  field(name: string, value: string, truncated: boolean): void | Promise<void>;
  file(part: FilePart): Promise<void>;
  /** The refusal when the body holds more files or fields than the limits allow. */
  tooMany(what: 'files' | 'fields'): Error;
}

export const isMultipart = (ctx: Context) => Boolean(ctx.request.is('multipart/form-data'));

/**
 * Reads the request's multipart body through `handlers`. Rejects with the first handler's error
 * or limit refusal (the rest of the body is then discarded unread), or 400 for a malformed body.
 */
export function readMultipart(ctx: Context, limits: MultipartLimits, handlers: MultipartHandlers): Promise<void> {
  const req = ctx.req;
  return new Promise<void>((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: req.headers as BusboyHeaders,
        limits: { ...limits, parts: limits.files + limits.fields, headerPairs: 8 },
      });
    } catch {
      return reject(new Invalid()); // no boundary: not a form
    }
    let chain = Promise.resolve();
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume(); // the rest is discarded as it comes, never kept
      reject(err);
    };
    const inTurn = (work: () => void | Promise<void>, skip?: () => void) => {
      chain = chain.then(() => (failed ? skip?.() : work())).catch(fail);
    };
    parser.on('field', (name, value, _nameTruncated, truncated) =>
      inTurn(() => handlers.field(name, value, truncated)),
    );
    parser.on('file', (field, stream, filename, _encoding, mime) =>
      inTurn(
        () => handlers.file({ field, filename, mime, stream }),
        () => stream.resume(),
      ),
    );
    parser.on('filesLimit', () => fail(handlers.tooMany('files')));
    parser.on('fieldsLimit', () => fail(handlers.tooMany('fields')));
    parser.on('partsLimit', () => fail(handlers.tooMany('files')));
    parser.on('error', () => fail(new Invalid()));
    parser.on('finish', () => void chain.then(() => failed || resolve()));
    req.on('error', fail);
    req.pipe(parser);
  });
}

/**
 * A file part's bytes, at most `max` (busboy cuts the file there): `null` when it was longer.
 * `onChunk` sees each chunk's length first (a running total may refuse the report mid-file).
 */
export async function fileBytes(stream: BusboyFileStream, onChunk: (bytes: number) => void): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    onChunk(chunk.length);
    chunks.push(chunk);
  }
  return stream.truncated ? null : Buffer.concat(chunks);
}
