// The errors a service may throw (docs/architecture.md "Services, actors and domain errors").
// They say what went wrong in the product's terms, never how to answer it: the HTTP layer's one
// error middleware (http/errors.ts) maps each `code` to a status and the spec's answer shape
// `{ ok: false, message, ...details }`; a job or an import reads the same errors directly.
// Every message is the Hungarian text the person reads (staff-area.md §8).

/** Generic texts for errors thrown without a more specific one. */
export const DOMAIN_MESSAGES = {
  invalid: 'Hibás kérés. Ellenőrizd a mezőket.',
  unauthenticated: 'Bejelentkezés szükséges.',
  forbidden: 'Nincs jogosultságod ehhez a művelethez.',
  notFound: 'A kért erőforrás nem található.',
  conflict: 'Ütközés: az adat már létezik vagy közben megváltozott.',
  busy: 'Valaki épp ugyanezt módosítja. Próbáld újra néhány másodperc múlva.',
  tooLarge: 'A kérés túl nagy.',
  tooMany: 'Túl sok próbálkozás. Próbáld újra később.',
} as const;

export type DomainErrorCode =
  | 'invalid'
  | 'refused'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'busy'
  | 'too_large'
  | 'too_many_attempts';

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
  /** Extra answer fields after `message` (e.g. `details`, `issues`); empty for most errors. */
  answerFields(): Record<string, unknown> {
    return {};
  }
}

/** Bad input a service found (a schema could not): a wrong current password, a forged image. */
export class Invalid extends DomainError {
  readonly code = 'invalid';
  constructor(
    message: string = DOMAIN_MESSAGES.invalid,
    /** Which fields were wrong, as the validation answers list them. */
    readonly issues?: readonly { path: string; message: string }[],
  ) {
    super(message);
  }
  override answerFields() {
    return this.issues ? { issues: this.issues } : {};
  }
}

/** Reasons of a business-rule refusal, for callers that branch on them (jobs, imports). */
export type RefusalReason = 'no_working_day' | 'crosses_year' | 'too_long' | 'no_approver';

/** Well-formed input that a business rule does not allow (e.g. no working day in the range). */
export class Refused extends DomainError {
  readonly code = 'refused';
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/** Nobody is signed in, the credentials are wrong, or the account behind a session is gone. */
export class Unauthenticated extends DomainError {
  readonly code = 'unauthenticated';
  constructor(message: string = DOMAIN_MESSAGES.unauthenticated) {
    super(message);
  }
}

/** Signed in (or the right password), but not allowed: a missing role, a blocked account. */
export class Forbidden extends DomainError {
  readonly code = 'forbidden';
  constructor(message: string = DOMAIN_MESSAGES.forbidden) {
    super(message);
  }
}

/** No such thing, or not the actor's to see: both answer alike so ids reveal nothing. */
export class NotFound extends DomainError {
  readonly code = 'not_found';
  constructor(message: string = DOMAIN_MESSAGES.notFound) {
    super(message);
  }
}

/** The change collides with what is stored (an overlap, the quota, a duplicate e-mail). */
export class Conflict<D = unknown> extends DomainError {
  readonly code = 'conflict';
  constructor(
    message: string = DOMAIN_MESSAGES.conflict,
    /** What it collides with, answered as `details` (e.g. QuotaDetails). */
    readonly details?: D,
  ) {
    super(message);
  }
  override answerFields() {
    return this.details === undefined ? {} : { details: this.details };
  }
}

/** Another change of the same thing is still running; trying again shortly will do. */
export class Busy extends DomainError {
  readonly code = 'busy';
  constructor(message: string = DOMAIN_MESSAGES.busy) {
    super(message);
  }
}

/** The payload is over a size limit (e.g. the screenshots of an issue report together). */
export class TooLarge extends DomainError {
  readonly code = 'too_large';
  constructor(message: string = DOMAIN_MESSAGES.tooLarge) {
    super(message);
  }
}

/** A rate limit is reached; `retryAfterSeconds` until the window ends. */
export class TooManyAttempts extends DomainError {
  readonly code = 'too_many_attempts';
  constructor(readonly retryAfterSeconds: number) {
    super(DOMAIN_MESSAGES.tooMany);
  }
  override answerFields() {
    return { retryAfter: this.retryAfterSeconds };
  }
}
