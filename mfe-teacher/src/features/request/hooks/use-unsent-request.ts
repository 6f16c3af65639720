// The request form across an ended session: when a call answers 401 (SESSION_EXPIRED_EVENT) the
// typed values and the loaded draft are kept in sessionStorage under the teacher's e-mail; after
// signing in again the shell brings the teacher back here (returnTo) and the form is filled again,
// with a note saying why. The kept copy is dropped when it is restored, and again after a submit, a
// draft save or an emptied form.
import { useEffect, useRef, useState } from 'react';
import { DraftSchema, type Draft } from '@tavollet/contract/api/teacher';
import { SESSION_EXPIRED_EVENT, type SessionExpiredDetail } from '@tavollet/contract/client/http';
import { forgetUnsentForm, keepUnsentForm, takeUnsentForm } from '@tavollet/design-system/lib/unsent-form';
import type { RequestFormValues } from '../lib/request-checks.ts';
import type { RequestForm } from './use-request-form.ts';

const UNSENT_REQUEST_FORM = 'teacher-request';

interface Kept {
  values: RequestFormValues;
  draft: Draft | null;
}

const FIELDS = ['tipus', 'mettol', 'meddig', 'megjegyzes'] as const;

/** A kept value as written by this hook, or null (another version, tampered, empty). */
function parseKept(raw: unknown): Kept | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { values, draft } = raw as Record<string, unknown>;
  if (typeof values !== 'object' || values === null) return null;
  const v = values as Record<string, unknown>;
  if (!FIELDS.every((f) => typeof v[f] === 'string')) return null;
  const parsedDraft = draft == null ? null : DraftSchema.safeParse(draft);
  if (parsedDraft && !parsedDraft.success) return null;
  const [tipus, mettol, meddig, megjegyzes] = FIELDS.map((f) => v[f] as string) as [string, string, string, string];
  return { values: { tipus, mettol, meddig, megjegyzes }, draft: parsedDraft?.data ?? null };
}

const isEmpty = (v: RequestFormValues) => FIELDS.every((f) => v[f] === '');

export interface UnsentRequest {
  /** The form was filled again from a kept copy; the note says the session had ended. */
  restored: boolean;
  dismiss: () => void;
}

/**
 * `email`: the signed-in teacher (RemoteProps.user); without it nothing is kept or restored.
 * Emptying the form (a submit, a draft save, clearing it) drops any kept copy and the note.
 */
export function useUnsentRequest(form: RequestForm, email: string | undefined): UnsentRequest {
  const [restored, setRestored] = useState(false);
  const latest = useRef(form);
  const wasFilled = useRef(false);
  const empty = isEmpty(form.values);

  useEffect(() => {
    latest.current = form;
  });

  // Restore once, when the page opens for this person.
  useEffect(() => {
    if (!email) return;
    const kept = parseKept(takeUnsentForm(UNSENT_REQUEST_FORM, email));
    if (!kept || isEmpty(kept.values)) return;
    latest.current.restore(kept.values, kept.draft);
    setRestored(true);
  }, [email]);

  useEffect(() => {
    if (empty && wasFilled.current) {
      setRestored(false);
      if (email) forgetUnsentForm(UNSENT_REQUEST_FORM, email);
    }
    wasFilled.current = !empty;
  }, [empty, email]);

  // Keep the form when the session ends while it is open.
  useEffect(() => {
    if (!email) return;
    const onExpired = (event: Event) => {
      if ((event as CustomEvent<SessionExpiredDetail>).detail.area !== 'staff') return;
      const { values, loadedDraft } = latest.current;
      if (!isEmpty(values)) keepUnsentForm(UNSENT_REQUEST_FORM, email, { values, draft: loadedDraft });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [email]);

  return { restored, dismiss: () => setRestored(false) };
}
