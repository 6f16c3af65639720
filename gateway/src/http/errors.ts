// The ONE place errors become answers (docs/architecture.md "Gateway: routes, permissions,
// validation, errors"). Services throw the domain errors of domain/errors.ts; this file maps
// each to its status. Answers follow the specs' shape: `{ ok: false, message }` plus optional
// fields (staff-area.md §8: "show the server's message; else its error field"). No stack traces
// leave the server.
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import { DOMAIN_MESSAGES, DomainError, Invalid, NotFound, type DomainErrorCode } from '../domain/errors.ts';
import { isDatabaseUnreachable } from '../db/unreachable.ts';

const MESSAGES = {
  badRequest: DOMAIN_MESSAGES.invalid,
  badJson: 'A kérés tartalma nem érvényes JSON.',
  tooLarge: DOMAIN_MESSAGES.tooLarge,
  unauthorized: DOMAIN_MESSAGES.unauthenticated,
  forbidden: DOMAIN_MESSAGES.forbidden,
  notFound: DOMAIN_MESSAGES.notFound,
  conflict: DOMAIN_MESSAGES.conflict,
  tooMany: DOMAIN_MESSAGES.tooMany,
  unexpected: 'Váratlan hiba történt.',
  databaseAway: 'Az adatbázis átmenetileg nem érhető el. Próbáld újra néhány másodperc múlva.',
  diskFull: 'A szerver tárhelye megtelt, a módosítás nem menthető. Szólj a rendszergazdának.',
} as const;

/** Seconds a client is asked to wait (Retry-After) when the database is away. */
const DATABASE_AWAY_RETRY_S = 5;

/** MongoDB's OutOfDiskSpace: the database refuses writes until its disk has room again. */
const OUT_OF_DISK_SPACE = 14031;
const isDiskFull = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === OUT_OF_DISK_SPACE;

/** The status of each domain error (the spec's answers: README tables per area). */
const STATUS_OF: Record<DomainErrorCode, number> = {
  invalid: 400,
  refused: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  busy: 409,
  too_large: 413,
  too_many_attempts: 429,
};

/**
 * A zod failure is Invalid with the first issue's message: the spec's own text where a schema
 * carries one (zod `error` params), else zod's Hungarian locale (configured in app.ts).
 */
export function fromZod(error: z.ZodError): Invalid {
  return new Invalid(
    error.issues[0]?.message ?? MESSAGES.badRequest,
    error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}

/** A body that is not JSON we read: malformed, nested too deep, or its Content-Encoding broken. */
export const badJson = (): Invalid => new Invalid(MESSAGES.badJson);

/** Status errors raised by Koa itself or by middleware (body parser, ctx.throw). */
function statusOf(err: unknown): number | undefined {
  if (typeof err === 'object' && err !== null) {
    const s =
      (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
    if (typeof s === 'number' && s >= 400 && s < 600) return s;
  }
  return undefined;
}

function fallbackMessage(status: number): string {
  if (status === 413) return MESSAGES.tooLarge;
  if (status === 400 || status === 415) return MESSAGES.badRequest;
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  if (status === 429) return MESSAGES.tooMany;
  return MESSAGES.unexpected;
}

/** The answer while the database is unreachable: 503, try again shortly. */
function databaseAway(): { status: number; body: Record<string, unknown> } {
  return { status: 503, body: { ok: false, message: MESSAGES.databaseAway, retryAfter: DATABASE_AWAY_RETRY_S } };
}

/** Status and body of any thrown value. */
function answerOf(err: unknown): { status: number; body: Record<string, unknown> } {
  if (err instanceof z.ZodError) err = fromZod(err);
  if (err instanceof DomainError) {
    return { status: STATUS_OF[err.code], body: { ok: false, message: err.message, ...err.answerFields() } };
  }
  if (isDatabaseUnreachable(err)) return databaseAway();
  const status = statusOf(err) ?? 500;
  // Koa's and the middleware's own status errors (415, 413, an aborted body) and anything unexpected
  // get a fixed message: only domain errors carry text meant for the user.
  return { status, body: { ok: false, message: fallbackMessage(status) } };
}

/** `onDiskFull`: told when the database refused a write for a full disk (the admin home's event). */
export function errorMiddleware(log: Logger, onDiskFull?: () => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (isDiskFull(err)) {
        // Expected while the disk is full and said once (onDiskFull): no error line per request.
        onDiskFull?.();
        ctx.status = 503;
        ctx.body = { ok: false, message: MESSAGES.diskFull };
        return;
      }
      const { status, body } = answerOf(err);
      if (typeof body.retryAfter === 'number') ctx.set('Retry-After', String(body.retryAfter));
      // The path only: query strings may carry invitation or reset tokens.
      // An outage is one event, not one stack trace per request.
      if (status === 503 && body.message === MESSAGES.databaseAway)
        log.warn({ err: String(err), method: ctx.method, url: ctx.path }, 'database unreachable');
      else if (status >= 500) log.error({ err, method: ctx.method, url: ctx.path }, 'request failed');
      else log.debug({ status, method: ctx.method, url: ctx.path, message: body.message }, 'request refused');
      ctx.status = status;
      ctx.body = body;
    }
  };
}

/** Unknown routes under /api answer JSON, never the SPA's index.html. */
export const apiNotFound: Middleware = async () => {
  throw new NotFound();
};
