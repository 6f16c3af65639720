// The browser's checks before any call (staff-area.md §5 "Leave submit" and "Draft save"); the
// server checks again with the contract's schemas. Each failure is a title + text pair of the
// `teacher` namespace, shown in a dialog.
import { NOTE_MAX } from '@tavollet/contract/api/teacher';

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
const DRAFT_MISSING: ValidationMessage = { title: 'messages.missingTitle', text: 'messages.draftMissing' };
const START_AFTER_END: ValidationMessage = { title: 'messages.invalidDateTitle', text: 'messages.startAfterEnd' };
const NOTE_TOO_LONG: ValidationMessage = { title: 'messages.noteTooLongTitle', text: 'messages.noteTooLong' };
// The server's refusal text (TEACHER_MESSAGES.noWorkingDay), under the date title.
const NO_WORKING_DAY: ValidationMessage = { title: 'messages.invalidDateTitle', text: 'messages.noWorkingDay' };

function rangeAndNote(v: RequestFormValues): ValidationMessage | null {
  // Calendar dates as YYYY-MM-DD compare correctly as strings.
  if (v.mettol > v.meddig) return START_AFTER_END;
  if (v.megjegyzes.length > NOTE_MAX) return NOTE_TOO_LONG;
  return null;
}

/**
 * Submit: type, from and to required; start not after end; note at most 100 characters; and,
 * when the server's count of the range is known (`workingDays`), at least one working day.
 */
export function validateSubmit(v: RequestFormValues, workingDays?: number): ValidationMessage | null {
  if (!v.tipus || !v.mettol || !v.meddig) return MISSING;
  const invalid = rangeAndNote(v);
  if (invalid) return invalid;
  return workingDays === 0 ? NO_WORKING_DAY : null;
}

/**
 * Draft save: type, from and to required (the spec gives only a text; it shares the submit's
 * title "Hiányzó adatok"). The range and note rules apply too, as the server refuses them.
 */
export function validateDraft(v: RequestFormValues): ValidationMessage | null {
  if (!v.tipus || !v.mettol || !v.meddig) return DRAFT_MISSING;
  return rangeAndNote(v);
}
