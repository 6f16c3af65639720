// Typed errors thrown anywhere in the gateway and the ONE middleware that turns them into
// answers. Answers follow the specs' shape: `{ ok: false, message }` plus optional details
// (staff-area.md §8: "show the server's message; else its error field"). No stack traces leave
// the server.
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { Logger } from '../logger.ts';

export const MESSAGES = {
  badRequest: 'Hibás kérés. Ellenőrizd a mezőket.',
  badJson: 'A kérés tartalma nem érvényes JSON.',
  tooLarge: 'A kérés túl nagy.',
  unauthorized: 'Bejelentkezés szükséges.',
  forbidden: 'Nincs jogosultságod ehhez a művelethez.',
  notFound: 'A kért erőforrás nem található.',
  conflict: 'Ütközés: az adat már létezik vagy közben megváltozott.',
  tooMany: 'Túl sok próbálkozás. Próbáld újra később.',
  unexpected: 'Váratlan hiba történt.',
} as const;

/** An error with an HTTP status and a message meant for the user (Hungarian). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra answer fields, e.g. `{ details: { email: '...' } }` for a 409. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MESSAGES.badRequest, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = MESSAGES.conflict, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, MESSAGES.tooMany, { retryAfter: retryAfterSeconds });

/**
 * A zod failure answers 400 with the first issue's message: the spec's own text where a schema
 * carries one (zod `error` params), else zod's Hungarian locale (configured in app.ts).
 */
export function fromZod(error: z.ZodError): HttpError {
  return badRequest(error.issues[0]?.message ?? MESSAGES.badRequest, {
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
}

/** Status errors raised by Koa itself or by middleware (body parser, ctx.throw). */
function statusOf(err: unknown): number | undefined {
  if (typeof err === 'object' && err !== null) {
    const s = (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
    if (typeof s === 'number' && s >= 400 && s < 600) return s;
  }
  return undefined;
}

function fallbackMessage(status: number, err: unknown): string {
  if (status === 413) return MESSAGES.tooLarge;
  if (status === 400) {
    // co-body (under @koa/bodyparser) throws the JSON.parse SyntaxError with status 400.
    const type = (err as { type?: string }).type;
    return type === 'entity.parse.failed' || err instanceof SyntaxError ? MESSAGES.badJson : MESSAGES.badRequest;
  }
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  if (status === 415) return MESSAGES.badRequest;
  if (status === 429) return MESSAGES.tooMany;
  return MESSAGES.unexpected;
}

export function errorMiddleware(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      let status: number;
      let body: Record<string, unknown>;
      if (err instanceof HttpError) {
        status = err.status;
        body = { ok: false, message: err.message, ...err.extra };
        if (status === 429 && typeof err.extra.retryAfter === 'number') ctx.set('Retry-After', String(err.extra.retryAfter));
      } else if (err instanceof z.ZodError) {
        const h = fromZod(err);
        status = h.status;
        body = { ok: false, message: h.message, ...h.extra };
      } else {
        status = statusOf(err) ?? 500;
        // Only our own HttpErrors carry user-facing text; everything else gets a fixed message.
        body = { ok: false, message: fallbackMessage(status, err) };
      }
      // The path only: query strings may carry invitation or reset tokens.
      if (status >= 500) log.error({ err, method: ctx.method, url: ctx.path }, 'request failed');
      else log.debug({ status, method: ctx.method, url: ctx.path, message: body.message }, 'request refused');
      ctx.status = status;
      ctx.body = body;
    }
  };
}

/** Unknown routes under /api answer JSON, never the SPA's index.html. */
export const apiNotFound: Middleware = async () => {
  throw notFound();
};
