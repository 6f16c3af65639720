// The form's checks (staff-area.md §5 "Deputy new-request form"): the contract's SubmitForBody
// (teacher, type and dates required, end not before start, note at most 100 characters) plus a
// first day not before Budapest's today. "Days greater than 0" needs the school calendar: the
// screen checks the server's count (hooks/use-new-request.ts) and the server checks it again.
import type { z } from 'zod';
import { LEADERS_MESSAGES, SubmitForBody } from '@tavollet/contract/api/leaders';

export function newRequestSchema(today: string) {
  return SubmitForBody.refine((b) => b.mettol >= today, { error: LEADERS_MESSAGES.pastStart, path: ['mettol'] });
}

export type NewRequestValues = z.input<typeof SubmitForBody>;

/** The empty form; `user_id` stays unset until a teacher is picked. */
export const EMPTY_VALUES = {
  user_id: undefined as unknown as number,
  tipus: '' as NewRequestValues['tipus'],
  mettol: '',
  meddig: '',
  megjegyzes: '',
} satisfies NewRequestValues;
