// What a refused users call shows (admin-area.md §8 "Users"). The create form and the inline edit
// put a 409's `details` at their fields and a 400's schema issue at its field; the rest is one line
// of text.
import { UNIQUE_USER_FIELDS, type UniqueUserField } from '@tavollet/contract/api/admin-users';
import { ApiError, failureMessage } from '@tavollet/contract/client/http';

export type FieldErrors = Partial<Record<UniqueUserField | 'nev' | 'szerepkorok', string>>;

/** The 409 `details` the server named, only the known fields with a text. */
export function conflictDetails(err: unknown): Partial<Record<UniqueUserField, string>> {
  if (!(err instanceof ApiError) || err.status !== 409 || !err.body || typeof err.body !== 'object') return {};
  const details = (err.body as { details?: unknown }).details;
  if (!details || typeof details !== 'object') return {};
  const out: Partial<Record<UniqueUserField, string>> = {};
  for (const field of UNIQUE_USER_FIELDS) {
    const text = (details as Record<string, unknown>)[field];
    if (typeof text === 'string' && text) out[field] = text;
  }
  return out;
}

const serverText = (body: unknown, key: 'error' | 'message'): string | null => {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : null;
  return typeof v === 'string' && v.trim() ? v : null;
};

export interface CreateFailureTexts {
  badRequest: string;
  conflict: (fields: string) => string;
  duplicate: string;
  unknown: string;
  failed: string;
  /** The field's label, for "Konfliktus: Email, Felhasználónév". */
  label: (field: UniqueUserField) => string;
}

/**
 * admin-area.md §8 "Users": create 400 → the server's error text, else "Hibás kérés…"; 409 →
 * "Konfliktus:" and the conflicting fields, else the message, else "Duplikáció történt."; a
 * server's other refusal → "Ismeretlen hiba…"; no answer at all → "Hiba … Próbáld újra.".
 * Null when the admin session ended (the frame is already going to the login).
 */
export function createFailure(err: unknown, texts: CreateFailureTexts): string | null {
  if (failureMessage(err, '') === null) return null;
  if (!(err instanceof ApiError) || err.status === 0) return texts.failed;
  if (err.status === 400) return serverText(err.body, 'error') ?? serverText(err.body, 'message') ?? texts.badRequest;
  if (err.status === 409) {
    const fields = Object.keys(conflictDetails(err)) as UniqueUserField[];
    if (fields.length) return texts.conflict(fields.map(texts.label).join(', '));
    return serverText(err.body, 'message') ?? texts.duplicate;
  }
  return texts.unknown;
}

/** A refused row action: the server's own text for a 4xx, else the spec's fallback; null when the session ended. */
export function actionFailure(err: unknown, fallback: string): string | null {
  if (failureMessage(err, '') === null) return null;
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return failureMessage(err, fallback);
  return fallback;
}
