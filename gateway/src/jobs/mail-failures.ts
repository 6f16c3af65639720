// A mail given up after its last try (docs/architecture.md "Mail"): an error in the log (written
// by the mail job), an audit entry (`mail.failed`) and a failed event for the admin home's event
// list.
import type { Services } from '../services/deps.ts';
import { audit } from '../services/audit.ts';

export async function recordMailGivenUp(
  s: Pick<Services, 'log' | 'models'>,
  info: { to: string[]; subject: string; tries: number; error: string },
): Promise<void> {
  const text = `Sikertelen levélküldés ${info.tries} próbálkozás után: ${info.to.join(', ')} – ${info.subject}`;
  s.log.error({ event: 'mail_failed', to: info.to, subject: info.subject, tries: info.tries }, text);
  await audit(s, {
    actorKind: 'system',
    action: 'mail.failed',
    target: info.to.join(', '),
    details: { subject: info.subject, tries: info.tries, error: info.error },
  });
}
