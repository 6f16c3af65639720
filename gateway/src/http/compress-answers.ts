// JSON answers compressed in one call, instead of through a zlib stream (figures:
// docs/performance.md#api-answer-compression). koa-compress pipes every body
// through a stream, whose input and output chunks each make a trip to libuv's thread pool and
// back: a 30 kB history list came out ~1.1 ms later than sent as it is. Up to `inlineMax` the
// answer is compressed on the request thread, where a 30 kB one costs ~0.13 ms of CPU and no
// trip at all; a larger one in one call on the thread pool.
// Mounted inside koa-compress: what this leaves (streams such as the CSV export, other types)
// koa-compress still compresses as before; what this compresses carries Content-Encoding,
// which koa-compress then leaves alone.
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { Middleware } from 'koa';

const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

export interface AnswerCompression {
  /** Smaller answers go as they are: a few TCP segments gain nothing from compression. */
  threshold: number;
  brotliQuality: number;
  gzipLevel: number;
  /**
   * Answers up to this many bytes are compressed on the request thread; larger ones on libuv's
   * thread pool.
   */
  inlineMax: number;
}

const brotliParams = (raw: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
});

function packNow(raw: Buffer, encoding: 'br' | 'gzip', opts: AnswerCompression): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, brotliParams(raw, opts.brotliQuality))
    : gzipSync(raw, { level: opts.gzipLevel });
}

function packOnPool(raw: Buffer, encoding: 'br' | 'gzip', opts: AnswerCompression): Promise<Buffer> {
  return encoding === 'br'
    ? brotliOnce(raw, brotliParams(raw, opts.brotliQuality))
    : gzipOnce(raw, { level: opts.gzipLevel });
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
    const packed = raw.length <= opts.inlineMax ? packNow(raw, encoding, opts) : await packOnPool(raw, encoding, opts);
    ctx.set('Content-Encoding', encoding);
    // Its Content-Type (JSON) was set with the answer and stays; the length becomes the packed one.
    ctx.body = packed;
  };
}
