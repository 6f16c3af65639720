// An unsent form kept across an ended session. When a call answers 401 the shell opens the login
// page; a screen that holds typed values saves them here first, and restores them when the same
// person comes back after signing in again. sessionStorage: this tab only, gone with it. Keyed by
// the person's e-mail, so one person's form never reaches another; the shell forgets every kept
// form at an explicit sign-out and, at sign-in, the forms of anyone else.

const PREFIX = 'tavollet.unsent.';

const keyOf = (form: string, email: string) => `${PREFIX}${form}:${email.trim().toLowerCase()}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `value` (JSON) for `form` of the person signed in as `email`. */
export function keepUnsentForm(form: string, email: string, value: unknown): void {
  try {
    storage()?.setItem(keyOf(form, email), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the form is lost as before.
  }
}

/** The kept value of `form` for `email`, removed from storage; null when none (or unreadable). */
export function takeUnsentForm(form: string, email: string): unknown {
  const store = storage();
  const key = keyOf(form, email);
  const raw = store?.getItem(key) ?? null;
  if (raw === null) return null;
  store?.removeItem(key);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Drops the kept value of `form` for `email` (after a submit, a save, or clearing the form). */
export function forgetUnsentForm(form: string, email: string): void {
  storage()?.removeItem(keyOf(form, email));
}

/** Drops every kept form, except those of `keepEmail` when given (sign-in of that person). */
export function forgetUnsentForms(keepEmail?: string): void {
  const store = storage();
  if (!store) return;
  const keep = keepEmail ? `:${keepEmail.trim().toLowerCase()}` : null;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key !== null && key.startsWith(PREFIX) && (keep === null || !key.endsWith(keep)),
  );
  for (const key of keys) store.removeItem(key);
}
