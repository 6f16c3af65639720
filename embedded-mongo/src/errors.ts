// MongoDB-shaped command errors. Every failure a command can report is a MongoServerError with
// the numeric code and codeName the real server uses, so the driver raises the same error class.
import type { Document } from 'bson';

const CODE_NAMES: Record<number, string> = {
  1: 'InternalError',
  2: 'BadValue',
  9: 'FailedToParse',
  13: 'Unauthorized',
  14: 'TypeMismatch',
  17: 'ProtocolError',
  18: 'AuthenticationFailed',
  20: 'IllegalOperation',
  26: 'NamespaceNotFound',
  27: 'IndexNotFound',
  28: 'PathNotViable',
  40: 'ConflictingUpdateOperators',
  43: 'CursorNotFound',
  48: 'NamespaceExists',
  59: 'CommandNotFound',
  66: 'ImmutableField',
  67: 'CannotCreateIndex',
  72: 'InvalidOptions',
  73: 'InvalidNamespace',
  85: 'IndexOptionsConflict',
  86: 'IndexKeySpecsConflict',
  115: 'CommandNotSupported',
  334: 'MechanismUnavailable',
  10334: 'BSONObjectTooLarge',
  11000: 'DuplicateKey',
  14031: 'OutOfDiskSpace',
  40323: 'Location40323',
  40324: 'Location40324',
};

export class MongoCommandError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Extra fields copied into the error answer (keyPattern/keyValue for duplicate keys). */
    readonly extra: Document = {},
  ) {
    super(message);
  }

  toReply(): Document {
    return {
      ok: 0,
      errmsg: this.message,
      code: this.code,
      codeName: CODE_NAMES[this.code] ?? 'UnknownError',
      ...this.extra,
    };
  }

  /** The element of a `writeErrors` array for a failed document of a write batch. */
  toWriteError(index: number): Document {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export const fail = (code: number, message: string, extra?: Document): never => {
  throw new MongoCommandError(code, message, extra);
};

/** Turns anything thrown (mingo errors, bugs) into a command error answer. */
export function toCommandError(err: unknown): MongoCommandError {
  if (err instanceof MongoCommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // mingo reports unknown update operators this way; MongoDB calls that FailedToParse.
  if (/unknown update operator/i.test(message)) return new MongoCommandError(9, message);
  if (/would create a conflict at/.test(message)) return new MongoCommandError(40, message);
  if (/immutable field '_id'/.test(message)) return new MongoCommandError(66, message.replace(/\.$/, ''));
  if (err instanceof Error && err.name === 'MingoError') return new MongoCommandError(2, message);
  return new MongoCommandError(1, message);
}

/** Whether a file-system error says the disk (or the user's quota on it) is full. */
export const isNoSpace = (err: unknown): boolean => {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
};

/** The answer to a write while the journal cannot be written: MongoDB's OutOfDiskSpace for a full disk. */
export function writeRefused(err: NodeJS.ErrnoException, dir: string): MongoCommandError {
  const full = isNoSpace(err);
  return new MongoCommandError(
    full ? 14031 : 1,
    full
      ? `Cannot write: no space left on the disk of the data directory ${dir}; writes are taken again once space is free`
      : `Cannot write: the journal in ${dir} failed (${err.code ?? err.message}); writes are refused`,
  );
}
