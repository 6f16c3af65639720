// The quick mail's values and check (admin-area.md §5 "Quick mail", §8 "E-mail"). A recipient or
// group, a subject and a message are required by the gateway's quick-mail service, which says so
// with the contract's texts in this order; the body it gets is then checked by QuickMailBody.
import { z } from 'zod';
import { ADMIN_EMAIL_MESSAGES as M, QuickMailBody } from '@tavollet/contract/api/admin-email';
import { EMPTY_SELECTION, isEmptySelection, selectionToPayload, type RecipientSelection } from './recipients.ts';

export interface QuickMailValues {
  recipients: RecipientSelection;
  subject: string;
  body: string;
}

export const EMPTY_QUICK_MAIL: QuickMailValues = { recipients: EMPTY_SELECTION, subject: '', body: '' };

export const quickMailSchema = z
  .custom<QuickMailValues>()
  .refine((v) => !isEmptySelection(v.recipients), { error: M.needRecipient, path: ['recipients'] })
  .refine((v) => v.subject.trim() !== '', { error: M.needSubject, path: ['subject'] })
  .refine((v) => v.body.trim() !== '', { error: M.needBody, path: ['body'] })
  .transform((v): z.input<typeof QuickMailBody> => ({
    ...selectionToPayload(v.recipients),
    subject: v.subject.trim(),
    body: v.body,
  }))
  .pipe(QuickMailBody);
