// Validation middleware built from zod schemas (docs/architecture.md "Gateway: routes,
// permissions, validation, errors"): parses the JSON body under a per-route size limit,
// validates params, query and body, and hands the typed values to the handler. A body is refused
// before it is parsed when it is over its route's size limit or nests deeper than MAX_JSON_DEPTH,
// and one whose Content-Encoding does not decode answers 400 like malformed JSON. A failure
// answers 400 with the schema's (Hungarian) message before the handler runs, so a bad payload
// changes nothing. Every string is cleaned first (domain/clean-text.ts). A route's `before`
// step runs before the body is read, so what it refuses costs no memory for the body. Routes use
// it through http/route.ts, which adds the permission.
import coBody from 'co-body';
import bourne from '@hapi/bourne';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import { cleanStrings } from '../domain/clean-text.ts';
import { badJson, fromZod } from './errors.ts';
import { TooLarge } from '../domain/errors.ts';

/**
 * Deepest nesting of arrays and objects a JSON body may have. Our payloads nest three levels at
 * most; a body of millions of nested arrays would otherwise cost seconds of CPU and hundreds of
 * MB to parse (and overflow the stack of every recursive walk after it).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` (JSON) opens more than `max` arrays or objects inside each other; strings skipped. */
function nestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** RFC 8259 whitespace, then an object or an array: a bare value is not a payload. */
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/;

/**
 * The request's JSON body under `limit`: `{}` when there is none. co-body reads it (decoding its
 * Content-Encoding, refusing past the limit with 413 before reading when Content-Length says so;
 * `tooLargeMessage` is then the answer's message); a body that does not decode is the client's
 * fault, not the server's (400).
 */
export async function readJson(ctx: Context, limit: string, tooLargeMessage?: string): Promise<unknown> {
  if (!PARSED_METHODS.has(ctx.method) || !ctx.request.is('application/json')) return {};
  let text: string;
  try {
    text = await coBody.text(ctx, { limit, encoding: 'utf8' });
  } catch (err) {
    // raw-body's own errors carry their status (413, 415 for an unknown encoding, 400 aborted);
    // zlib's (a damaged or truncated gzip, deflate or br body) carry none.
    const status = (err as { status?: unknown } | null)?.status;
    if (status === 413 && tooLargeMessage) throw new TooLarge(tooLargeMessage);
    if (typeof status === 'number') throw err;
    throw badJson();
  }
  if (!text) return {};
  if (!OBJECT_OR_ARRAY.test(text) || nestsDeeper(text, MAX_JSON_DEPTH)) throw badJson();
  try {
    // `__proto__` keys are refused (prototype poisoning), as co-body's JSON parser does.
    return bourne.parse(text, { protoAction: 'error' });
  } catch {
    throw badJson();
  }
}

export type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface EndpointSpec<B, Q, P> {
  body?: B;
  query?: Q;
  /** Route parameters (path-to-regexp v8 cannot constrain them, so validate here). */
  params?: P;
  /** Largest accepted JSON body (bytes-style string, e.g. '4kb'); default 16kb. */
  limit?: string;
  /** The answer's message when the body is over `limit` (default `A kérés túl nagy.`). */
  tooLargeMessage?: string;
  /**
   * Runs after the permission guard and BEFORE the body is read: it refuses by throwing, so a
   * refused request never has its body buffered, or goes on with `await next()` (which reads,
   * validates and handles), e.g. to hold a slot while the body is read. It must either throw or
   * call `next` once.
   */
  before?: Middleware;
}

export type EndpointInput<B, Q, P> = { body: Out<B>; query: Out<Q>; params: Out<P> };

export function endpoint<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  spec: EndpointSpec<B, Q, P>,
  handler: (ctx: Context, input: EndpointInput<B, Q, P>) => Promise<void> | void,
): Middleware {
  const limit = spec.limit ?? '16kb';
  const run = async (ctx: Context, json: unknown) => {
    const input = { body: undefined, query: undefined, params: undefined } as EndpointInput<B, Q, P>;
    if (spec.params) {
      const r = spec.params.safeParse(cleanStrings({ ...(ctx as unknown as { params?: object }).params }));
      if (!r.success) throw fromZod(r.error);
      input.params = r.data as Out<P>;
    }
    // Path and link first: a missing token is reported before a bad password (staff-area.md §5).
    if (spec.query) {
      const r = spec.query.safeParse(cleanStrings({ ...ctx.query }));
      if (!r.success) throw fromZod(r.error);
      input.query = r.data as Out<Q>;
    }
    if (spec.body) {
      const r = spec.body.safeParse(cleanStrings(json));
      if (!r.success) throw fromZod(r.error);
      input.body = r.data as Out<B>;
    }
    await handler(ctx, input);
  };
  // The handler sees only the validated value; the untyped one is not kept on the context.
  const withBody: Middleware = async (ctx) =>
    run(ctx, spec.body ? await readJson(ctx, limit, spec.tooLargeMessage) : undefined);
  const before = spec.before;
  if (!spec.body && !before) return withBody;
  return async (ctx, next) => {
    // Only JSON bodies are read; any other body is refused rather than silently ignored.
    if (spec.body && ctx.request.length && !ctx.request.is('application/json')) ctx.throw(415);
    if (!before) return withBody(ctx, next);
    let called = false;
    await before(ctx, () => {
      if (called) throw new Error('before step called next twice');
      called = true;
      return withBody(ctx, next);
    });
  };
}
