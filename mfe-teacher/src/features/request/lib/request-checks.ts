// The browser's checks before any call (staff-area.md §5 "Leave submit" and "Draft save"): the
// form's values are checked with the contract's SubmitBody or DraftBody, the schemas the gateway
// checks the call with. The screen says one refusal at a time, in a dialog: its title + text pair
// of the `teacher` namespace, chosen below from the schema's issue (field and code).
import type { z } from 'zod';
import { DraftBody, SubmitBody } from '@tavollet/contract/api/teacher';

export interface RequestFormValues {
  tipus: string;
  mettol: string;
  meddig: string;
  megjegyzes: string;
}

/** i18n keys (namespace `teacher`) of a validation dialog. */
export interface ValidationMessage {
  title: string;
  text: string;
}

const MISSING: ValidationMessage = { title: 'messages.missingTitle', text: 'messages.missing' };
// The spec gives the draft only a text; it shares the submit's title "Hiányzó adatok".
const DRAFT_MISSING: ValidationMessage = { title: 'messages.missingTitle', text: 'messages.draftMissing' };
const START_AFTER_END: ValidationMessage = { title: 'messages.invalidDateTitle', text: 'messages.startAfterEnd' };
const NOTE_TOO_LONG: ValidationMessage = { title: 'messages.noteTooLongTitle', text: 'messages.noteTooLong' };
// The server's refusal text (TEACHER_MESSAGES.noWorkingDay), under the date title.
const NO_WORKING_DAY: ValidationMessage = { title: 'messages.invalidDateTitle', text: 'messages.noWorkingDay' };

/**
 * The schema's refusal -> the dialog saying it, by field and zod issue code, in the order the
 * screen reports them (the schema lists the note before the range): a type or date left empty, an
 * end before the start (the one custom check on a filled end date), a note over 100 characters.
 * `fields`: the body's names of the type, the start and the end.
 */
function dialogOf(
  result: z.ZodSafeParseResult<unknown>,
  fields: readonly [string, string, string],
  missing: ValidationMessage,
): ValidationMessage | null {
  if (result.success) return null;
  const has = (field: string, test: (code: string) => boolean) =>
    result.error.issues.some((issue) => issue.path[0] === field && test(issue.code));
  if (fields.some((field) => has(field, (code) => code !== 'custom'))) return missing;
  if (has(fields[2], (code) => code === 'custom')) return START_AFTER_END;
  if (has('megjegyzes', (code) => code === 'too_big')) return NOTE_TOO_LONG;
  // Anything else (a malformed start date, which the date fields cannot hold) is left to the call.
  return null;
}

/**
 * Submit: SubmitBody's rules and, when the server's count of the range is known (`workingDays`),
 * at least one working day.
 */
export function checkSubmit(v: RequestFormValues, workingDays?: number): ValidationMessage | null {
  const refused = dialogOf(SubmitBody.safeParse(v), ['tipus', 'mettol', 'meddig'], MISSING);
  return refused ?? (workingDays === 0 ? NO_WORKING_DAY : null);
}

/** Draft save: DraftBody's rules (its own text for missing data). */
export function checkDraft(v: RequestFormValues): ValidationMessage | null {
  const body = { tipus_kod: v.tipus, kezdete: v.mettol, vege: v.meddig, megjegyzes: v.megjegyzes };
  return dialogOf(DraftBody.safeParse(body), ['tipus_kod', 'kezdete', 'vege'], DRAFT_MISSING);
}

/** The note breaks SubmitBody's length rule (said under the field while typing). */
export const noteTooLong = (note: string): boolean => !SubmitBody.shape.megjegyzes.safeParse(note).success;
