// Validation middleware built from zod schemas (docs/architecture.md "Gateway: routes,
// permissions, validation, errors"): parses the JSON body under a per-route size limit,
// validates params, query and body, and hands the typed values to the handler. A failure
// answers 400 with the schema's (Hungarian) message before the handler runs, so a bad payload
// changes nothing. Every string is cleaned first (domain/clean-text.ts). A route's `before`
// step runs before the body is read, so what it refuses costs no memory for the body. Routes use
// it through http/route.ts, which adds the permission.
import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import { cleanStrings } from '../domain/clean-text.ts';
import { fromZod } from './errors.ts';
import { TooLarge } from '../domain/errors.ts';

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
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: spec.limit ?? '16kb',
    jsonStrict: true,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  const run: Middleware = async (ctx) => {
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
      const r = spec.body.safeParse(cleanStrings(ctx.request.body ?? undefined));
      if (!r.success) throw fromZod(r.error);
      input.body = r.data as Out<B>;
      // The handler sees only the parsed value: the raw text (kept by the body parser) and the
      // untyped body are dropped, so a large payload can be freed while the handler runs.
      const raw = ctx as unknown as { request: { body?: unknown; rawBody?: unknown }; req: { rawBody?: unknown } };
      raw.request.body = undefined;
      raw.request.rawBody = undefined;
      raw.req.rawBody = undefined;
    }
    await handler(ctx, input);
  };
  const withBody: Middleware = !spec.body
    ? run
    : async (ctx, next) => {
        try {
          await parse(ctx, () => run(ctx, next));
        } catch (err) {
          // The body parser's 413 (domain errors carry no status) gets the route's explanation.
          const status = (err as { status?: unknown } | null)?.status;
          if (spec.tooLargeMessage && status === 413) throw new TooLarge(spec.tooLargeMessage);
          throw err;
        }
      };
  const before = spec.before;
  if (!spec.body && !before) return run;
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
