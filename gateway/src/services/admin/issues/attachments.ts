// The screenshots of a forward mail: read one at a time, in
// the report's order, attached while they fit in FORWARD_MAX_ATTACHMENT_BYTES together; the rest
// are named in the mail. Only a stored image type travels as that type.
import { FORWARD_MAX_ATTACHMENT_BYTES } from '@tavollet/contract/api/admin-issues';
import { ISSUE_IMAGE_TYPES } from '@tavollet/contract/codes';
import type { MailMessage } from '../../../mail/mailer.ts';
import type { Services } from '../../deps.ts';
import { storedBytes } from './image.ts';

type Attachment = NonNullable<MailMessage['attachments']>[number];

export async function forwardAttachments(
  s: Services,
  bejelentesId: number,
  refs: readonly { kep_id: number; fajlnev: string }[],
): Promise<{ attachments: Attachment[]; notAttached: string[] }> {
  const attachments: Attachment[] = [];
  const notAttached: string[] = [];
  let total = 0;
  for (const ref of refs) {
    const img = await s.models.IssueImage.findOne({ bejelentes_id: bejelentesId, kep_id: ref.kep_id }).lean();
    if (!img) continue;
    const content = storedBytes(img.data);
    if (total + content.length > FORWARD_MAX_ATTACHMENT_BYTES) {
      notAttached.push(img.fajlnev);
      continue;
    }
    total += content.length;
    const stored = String(img.mime);
    const contentType = (ISSUE_IMAGE_TYPES as readonly string[]).includes(stored) ? stored : 'application/octet-stream';
    attachments.push({ filename: img.fajlnev, content, contentType });
  }
  return { attachments, notAttached };
}
