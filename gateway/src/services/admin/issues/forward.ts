// POST /api/admin/forwardtodeveloper (admin-area.md §4 "Issue report", §7 "Issues"): mails the
// report with its screenshots to DEVELOPER_EMAIL and marks it forwarded. The mark and its audit entry
// are one conditional change in a transaction, so of two admins forwarding at once exactly one
// sends; the mail is queued after the commit (never inside: docs/architecture.md "Transactions and
// concurrency"), and a mail that cannot be queued puts the report back as it was.
import { ADMIN_ISSUE_MESSAGES as M } from '@tavollet/contract/api/admin-issues';
import { inTransaction } from '../../../db/transaction.ts';
import { issueForwardMail } from '../../../mail/templates.ts';
import type { Services } from '../../deps.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import { audit } from '../../audit.ts';
import { Busy, Conflict, NotFound } from '../../../domain/errors.ts';
import { forwardAttachments } from './attachments.ts';

export interface ForwardInput {
  issue_id: number;
  /** The admin's message; empty when none. */
  message: string;
}

const FORWARDED = 'fejlesztonek_tovabbitva';

export async function forwardToDeveloper(
  s: Services,
  actor: AdminActor,
  input: ForwardInput,
): Promise<{ statusz: typeof FORWARDED }> {
  const to = s.config.developerEmail;
  if (!to) throw new Conflict(M.noDeveloperEmail);
  const id = input.issue_id;
  const report = await s.models.IssueReport.findOne({ bejelentes_id: id }).lean();
  if (!report) throw new NotFound(M.notFound);
  if (report.tovabbitva_fejlesztonek) throw new Conflict(M.alreadyForwarded);

  // Everything the mail needs is read before the change (reading changes nothing).
  const { attachments, notAttached } = await forwardAttachments(s, report.bejelentes_id, report.kepek ?? []);
  const mail = issueForwardMail({
    to,
    report: {
      bejelentes_id: report.bejelentes_id,
      bejelentes_idopont: report.bejelentes_idopont,
      bejelento_nev: report.bejelento_nev,
      bejelento_email: report.bejelento_email,
      bejelentes_tipus: report.bejelentes_tipus,
      targy: report.targy,
      leiras: report.leiras,
      kritikus_e: report.kritikus_e === true,
    },
    admin: { nev: actor.admin.nev, email: actor.admin.email },
    message: input.message,
    attachments,
    notAttached,
  });

  const before = await inTransaction(s.models, async (session) => {
    const prev = await s.models.IssueReport.findOneAndUpdate(
      { bejelentes_id: id, tovabbitva_fejlesztonek: { $ne: true } },
      { $set: { statusz: FORWARDED, tovabbitva_fejlesztonek: true, fejlesztoi_uzenet: input.message || null } },
      { session, returnDocument: 'before', projection: { statusz: 1, fejlesztoi_uzenet: 1 } },
    ).lean();
    if (!prev) throw new Conflict(M.alreadyForwarded);
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.issue_forwarded',
        target: String(id),
        details: {
          elozo_statusz: prev.statusz,
          cimzett: to,
          kepek_csatolva: attachments.length,
          kepek_kihagyva: notAttached.length,
          uzenet: input.message.length > 0,
        },
      },
      session,
    );
    return { statusz: String(prev.statusz), fejlesztoi_uzenet: prev.fejlesztoi_uzenet ?? null };
  });

  try {
    await s.mailer.send(mail);
  } catch (err) {
    s.log.error({ err, bejelentes_id: id }, 'issue forward mail could not be queued');
    await undoForward(s, actor, id, before);
    throw new Busy(M.mailFailed);
  }
  return { statusz: FORWARDED };
}

/** Puts the report back as it was before a forward whose mail could not be queued. */
async function undoForward(
  s: Services,
  actor: AdminActor,
  id: number,
  before: { statusz: string; fejlesztoi_uzenet: string | null },
): Promise<void> {
  try {
    await inTransaction(s.models, async (session) => {
      const r = await s.models.IssueReport.updateOne(
        { bejelentes_id: id, tovabbitva_fejlesztonek: true, statusz: FORWARDED },
        {
          $set: {
            statusz: before.statusz,
            tovabbitva_fejlesztonek: false,
            fejlesztoi_uzenet: before.fejlesztoi_uzenet,
          },
        },
        { session },
      );
      if (r.modifiedCount === 0) return;
      await audit(
        s,
        {
          ...auditBy(actor),
          action: 'admin.issue_forward_undone',
          target: String(id),
          details: { statusz: before.statusz },
        },
        session,
      );
    });
  } catch (err) {
    s.log.error({ err, bejelentes_id: id }, 'issue forward could not be undone after a failed mail');
  }
}
