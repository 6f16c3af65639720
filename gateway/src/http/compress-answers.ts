// JSON answers compressed in one call, instead of through a zlib stream
// (docs/decisions/0533-json-answers-compressed-in-one-call.md). koa-compress pipes every body
// through a stream, whose input and output chunks each make a trip to libuv's thread pool and
// back: a 30 kB history list came out ~1.1 ms later than sent as it is, where compressing it in
// one call (still on the thread pool, off the request thread) costs ~0.3 ms of that.
// Mounted inside koa-compress: what this leaves (streams such as the CSV export, other types)
// koa-compress still compresses as before; what this compresses carries Content-Encoding,
// which koa-compress then leaves alone.
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Middleware } from 'koa';

const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

export interface AnswerCompression {
  /** Smaller answers go as they are (docs/decisions/0485-small-answers-uncompressed.md). */
  threshold: number;
  brotliQuality: number;
  gzipLevel: number;
}

const EMPTY_OR_PARTIAL = new Set([204, 205, 206, 304]);

export function compressAnswers(opts: AnswerCompression): Middleware {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (
      body === null ||
      body === undefined ||
      ctx.compress === false ||
      ctx.method === 'HEAD' ||
      EMPTY_OR_PARTIAL.has(ctx.status) ||
      ctx.response.get('Content-Encoding') ||
      !ctx.response.is('json') ||
      // A stream or a Buffer is koa-compress's.
      (typeof body !== 'string' && (typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body))
    )
      return;
    // br first when the browser takes both, as koa-compress and the static files choose
    // (koa-compress, around this, has already added Vary: Accept-Encoding).
    const encoding = ctx.acceptsEncodings('br') ? 'br' : ctx.acceptsEncodings('gzip') ? 'gzip' : null;
    if (!encoding) return;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    if (Buffer.byteLength(text) < opts.threshold) {
      // Stringified once: Koa sends the text as it is.
      ctx.body = text;
      return;
    }
    const raw = Buffer.from(text);
    const packed =
      encoding === 'br'
        ? await brotliOnce(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: opts.brotliQuality,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : await gzipOnce(raw, { level: opts.gzipLevel });
    ctx.set('Content-Encoding', encoding);
    // Its Content-Type (JSON) was set with the answer and stays; the length becomes the packed one.
    ctx.body = packed;
  };
}
