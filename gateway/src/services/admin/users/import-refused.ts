// A refused users import (admin-area.md §7 "Users": "errors return messages (array), message or
// error"): the title as `message`, the rows' texts (at most 8, then "…") as `messages`. Bad rows
// answer 400, rows that collide with stored users 409; nothing is written either way.
import { DomainError } from '../../../domain/errors.ts';

export class ImportRefused extends DomainError {
  constructor(
    readonly code: 'invalid' | 'conflict',
    message: string,
    readonly messages: readonly string[],
  ) {
    super(message);
  }
  override answerFields() {
    return { messages: this.messages };
  }
}
