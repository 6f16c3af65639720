// admin-area.md §7 "Users": a refused create "gives an error field" and the screen shows it
// (§8 "Create 400"). The users calls therefore answer a 400 with `error` beside `message` (the
// same text), for the schema's refusals too: this `before` step wraps the rest of the route, so
// it also sees the refusals of the body's validation.
import type { Middleware } from 'koa';
import { DomainError } from '../../domain/errors.ts';

class WithErrorField extends DomainError {
  readonly code;
  constructor(private readonly inner: DomainError) {
    super(inner.message);
    this.code = inner.code;
  }
  override answerFields() {
    return { ...this.inner.answerFields(), error: this.inner.message };
  }
}

export const withErrorField: Middleware = async (_ctx, next) => {
  try {
    await next();
  } catch (err) {
    if (err instanceof DomainError && err.code === 'invalid') throw new WithErrorField(err);
    throw err;
  }
};
