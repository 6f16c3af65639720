// Mails on request events (docs/architecture.md "Mail"): submit → the approvers of its stage;
// preliminary yes → the final approvers; approve or reject → the requester, with the reason; a
// deputy's request on a teacher's behalf → the teacher; withdraw → the approvers it waited for.
// Approvers are the not blocked holders of the role, never the requester. A request starting within 7
// days is marked urgent in the subject. Each kind can be switched off by an admin
// (admin/email/notification-settings.ts). The services call these after their transaction commits; a
// mail that cannot be queued is logged and never undoes the change.
import type { LeaveType, Role } from '@tavollet/contract/codes';
import type { NotificationKind } from '@tavollet/contract/api/admin-email';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { isUrgent } from '@tavollet/contract/domain/urgent';
import { LEAVE_TYPE_LABELS } from '@tavollet/contract/domain/labels';
import type { Types } from 'mongoose';
import type { Services } from '../deps.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { getNotificationSettings } from '../admin/email/notification-settings.ts';

/** What the hooks get: the staff services pass theirs (a caller without a mailer sends nothing). */
export type NotifyDeps = Pick<Services, 'models' | 'log'> & { mailer?: Mailer; linkBase?: string };

export type RequestEvent =
  | { kind: 'submitted'; kerelem_id: number; by: Types.ObjectId | null }
  | { kind: 'decided'; kerelem_id: number }
  | { kind: 'withdrawn'; kerelem_id: number; waitedFor: Role | null };

const URGENT_MARK = '[SÜRGŐS] ';

const APPROVALS_PATH: Partial<Record<Role, string>> = {
  igazgato: '/app/igazgato/jovahagyasok',
  igazgatohelyettes: '/app/igazgatohelyettes/jovahagyasok',
};

interface Person {
  _id: Types.ObjectId;
  nev: string;
  email: string;
}

/** The not blocked holders of `role`, leaving out the requester and whoever made the change. */
async function approvers(
  s: NotifyDeps,
  role: Role | null | undefined,
  skip: readonly Types.ObjectId[],
): Promise<Person[]> {
  if (!role) return [];
  return s.models.User.find(
    { szerepkorok: role, blocked: { $ne: true }, _id: { $nin: [...skip] } },
    { nev: 1, email: 1 },
  ).lean<Person[]>();
}

const link = (s: NotifyDeps, path: string | undefined) =>
  s.linkBase && path ? ['', `Megnyitás: ${s.linkBase.replace(/\/$/, '')}${path}`] : [];

/** Builds the mails of one event (none when its kind is switched off or nobody is to be told). */
async function requestEventMails(s: NotifyDeps, event: RequestEvent, now = new Date()): Promise<MailMessage[]> {
  const settings = await getNotificationSettings(s.models);
  const r = await s.models.LeaveRequest.findOne({ kerelem_id: event.kerelem_id }).lean();
  if (!r) return [];
  const requester = await s.models.User.findById(r.user, { nev: 1, email: 1, blocked: 1 }).lean();
  if (!requester) return [];
  const urgent = isUrgent(r.kezdete, budapestToday(now)) ? URGENT_MARK : '';
  const what = `${LEAVE_TYPE_LABELS[r.tipus_kod as LeaveType] ?? r.tipus_kod}, ${r.kezdete} – ${r.vege} (${r.munkanapok_szama} munkanap)`;
  const facts = [`Kérelem: #${r.kerelem_id}`, `Kérelmező: ${requester.nev}`, `Típus és időszak: ${what}`];
  if (r.megjegyzes) facts.push(`Megjegyzés: ${r.megjegyzes}`);
  const mails: MailMessage[] = [];
  const toApprovers = async (kind: NotificationKind, role: Role | null | undefined, subject: string, lead: string) => {
    if (!settings[kind]) return;
    for (const a of await approvers(s, role, event.kind === 'submitted' && event.by ? [r.user, event.by] : [r.user]))
      mails.push({
        to: a.email,
        subject: `${urgent}${subject}: ${requester.nev}, ${what}`,
        text: [`Kedves ${a.nev}!`, '', lead, '', ...facts, ...link(s, role ? APPROVALS_PATH[role] : undefined)].join(
          '\n',
        ),
      });
  };
  const toRequester = (kind: NotificationKind, subject: string, lines: string[]) => {
    if (!settings[kind] || requester.blocked) return;
    mails.push({
      to: requester.email,
      subject: `${urgent}${subject}: ${what}`,
      text: [`Kedves ${requester.nev}!`, '', ...lines, '', ...facts, ...link(s, '/app/tanar/elozmenyek')].join('\n'),
    });
  };

  switch (event.kind) {
    case 'submitted':
      await toApprovers(
        'submitted',
        r.varakozo_szerep as Role,
        'Új kérelem vár döntésre',
        'Új szabadságkérelem vár a döntésedre.',
      );
      if (event.by && !event.by.equals(r.user))
        toRequester('on_behalf', 'Kérelmet nyújtottak be a nevedben', [
          'Az igazgatóhelyettes szabadságkérelmet nyújtott be a nevedben. A kérelem döntésre vár.',
        ]);
      break;
    case 'decided':
      if (r.statusz_kod === 'jovahagyasra_var')
        await toApprovers(
          'preliminary',
          r.varakozo_szerep as Role,
          'Előzetesen jóváhagyott kérelem vár döntésre',
          'Egy kérelmet előzetesen jóváhagytak; a végső döntés a tiéd.',
        );
      else if (r.statusz_kod === 'jovahagyva')
        toRequester('decided', 'Kérelmedet jóváhagyták', [
          'A szabadságkérelmedet jóváhagyták.',
          ...(r.jovahagyoi_megjegyzes ? [`Megjegyzés: ${r.jovahagyoi_megjegyzes}`] : []),
        ]);
      else if (r.statusz_kod === 'elutasitva')
        toRequester('decided', 'Kérelmedet elutasították', [
          'A szabadságkérelmedet elutasították.',
          `Indoklás: ${r.jovahagyoi_megjegyzes ?? '(nincs megadva)'}`,
        ]);
      break;
    case 'withdrawn':
      await toApprovers(
        'withdrawn',
        event.waitedFor,
        'Visszavont kérelem',
        'Egy döntésedre váró kérelmet a kérelmező visszavont; nincs vele teendőd.',
      );
      break;
  }
  return mails;
}

/** Queues the event's mails; never throws (the change it tells of is already committed). */
export async function notifyRequestEvent(s: NotifyDeps, event: RequestEvent): Promise<void> {
  if (!s.mailer) return;
  try {
    const mails = await requestEventMails(s, event);
    if (mails.length) await s.mailer.sendMany(mails);
  } catch (err) {
    s.log.error({ err, event }, 'request notification could not be queued');
  }
}
