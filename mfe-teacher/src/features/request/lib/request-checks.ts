// The browser's checks before any call (staff-area.md §5 "Leave submit" and "Draft save"): the
// form's values are checked with the contract's SubmitBody or DraftBody, the schemas the gateway
// checks the call with. The screen says one refusal at a time, in a dialog: its title + text pair
// of the `teacher` namespace, chosen from the schema's messages below.
import type { z } from 'zod';
import { DraftBody, SubmitBody, TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';

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

/**
 * The schema's message -> the dialog saying it, in the order the screen reports them: missing
 * data first, then a reversed range, then a long note (the schema lists the note before the range).
 */
const DIALOGS = new Map<string, ValidationMessage>([
  [M.missing, { title: 'messages.missingTitle', text: 'messages.missing' }],
  // The spec gives the draft only a text; it shares the submit's title "Hiányzó adatok".
  [M.draftMissing, { title: 'messages.missingTitle', text: 'messages.draftMissing' }],
  [M.startAfterEnd, { title: 'messages.invalidDateTitle', text: 'messages.startAfterEnd' }],
  [M.noteTooLong, { title: 'messages.noteTooLongTitle', text: 'messages.noteTooLong' }],
]);
// The server's refusal text (TEACHER_MESSAGES.noWorkingDay), under the date title.
const NO_WORKING_DAY: ValidationMessage = { title: 'messages.invalidDateTitle', text: 'messages.noWorkingDay' };

function dialogOf(result: z.ZodSafeParseResult<unknown>): ValidationMessage | null {
  if (result.success) return null;
  const messages = new Set(result.error.issues.map((issue) => issue.message));
  for (const [message, dialog] of DIALOGS) if (messages.has(message)) return dialog;
  // Anything else (a malformed date, which the date fields cannot hold) is left to the call.
  return null;
}

/**
 * Submit: SubmitBody's rules and, when the server's count of the range is known (`workingDays`),
 * at least one working day.
 */
export function checkSubmit(v: RequestFormValues, workingDays?: number): ValidationMessage | null {
  return dialogOf(SubmitBody.safeParse(v)) ?? (workingDays === 0 ? NO_WORKING_DAY : null);
}

/** Draft save: DraftBody's rules (its own text for missing data). */
export function checkDraft(v: RequestFormValues): ValidationMessage | null {
  return dialogOf(
    DraftBody.safeParse({ tipus_kod: v.tipus, kezdete: v.mettol, vege: v.meddig, megjegyzes: v.megjegyzes }),
  );
}

/** The note breaks SubmitBody's length rule (said under the field while typing). */
export const noteTooLong = (note: string): boolean => !SubmitBody.shape.megjegyzes.safeParse(note).success;
