// POST /api/admin/sendquickmail (admin-area.md §5 "Quick mail", §7 "E-mail"): one mail, and so
// one job, per recipient, so nobody sees the others' addresses; every job is inserted with one
// write, so even the whole school is queued at once (gateway/bench/mail.bench.ts).
import { ADMIN_EMAIL_MESSAGES as M, type QuickMailBody } from '@tavollet/contract/api/admin-email';
import type { Services } from '../../deps.ts';
import { audit } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import { Invalid } from '../../../domain/errors.ts';
import { normaliseChoice, resolveRecipients } from '../../mail/recipients.ts';

export async function sendQuickMail(
  s: Pick<Services, 'models' | 'log' | 'mailer'>,
  actor: AdminActor,
  body: QuickMailBody,
): Promise<number> {
  const choice = normaliseChoice(body);
  if (choice.to.length === 0 && choice.group.length === 0)
    throw new Invalid(M.needRecipient, [{ path: 'to', message: M.needRecipient }]);
  const subject = body.subject.trim();
  if (!subject) throw new Invalid(M.needSubject, [{ path: 'subject', message: M.needSubject }]);
  if (!body.body.trim()) throw new Invalid(M.needBody, [{ path: 'body', message: M.needBody }]);
  const recipients = await resolveRecipients(s.models, choice);
  if (recipients.length === 0) throw new Invalid(M.noActiveRecipient, [{ path: 'to', message: M.noActiveRecipient }]);
  await s.mailer.sendMany(recipients.map((r) => ({ to: r.email, subject, text: body.body })));
  await audit(s, {
    ...auditBy(actor),
    action: 'mail.quick_sent',
    target: subject,
    details: { count: recipients.length, group: choice.group, to: choice.to.length },
  });
  return recipients.length;
}
