// Mails on request events (docs/architecture.md "Mail"): submit → the approvers of its stage;
// preliminary yes → the final approvers; approve or reject → the requester, with the reason; a
// deputy's request on a teacher's behalf → the teacher; withdraw → the approvers it waited for.
// Approvers are the not blocked holders of the role, never the requester. A request starting within 7
// days is marked urgent in the subject. Each kind can be switched off by an admin
// (admin/email/notification-settings.ts). The mails are queued (as mail jobs) inside the change's own
// transaction, so they are stored exactly when the change commits: no crash or lost connection
// right after a commit can lose one, and a change whose mails cannot be queued does not commit
// (docs/decisions/0562-notifications-in-the-transaction.md). Submit and decide read what the mails
// need with their transaction's own reads (`requestEventMails` on those facts, then `queueMails`);
// withdraw reads it with `notifyRequestEvent`, in its transaction too.
import { APPROVER_ROLES, type LeaveType, type Role } from '@tavollet/contract/codes';
import type { NotificationKind, NotificationSettings } from '@tavollet/contract/api/admin-email';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { isUrgent } from '@tavollet/contract/domain/urgent';
import { LEAVE_TYPE_LABELS } from '@tavollet/contract/domain/labels';
import { formatDate } from '@tavollet/contract/domain/format-date';
import type { ClientSession, Types } from 'mongoose';
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

/** A holder of an approver role, as `APPROVERS` reads them. */
export interface StaffPerson {
  _id: Types.ObjectId;
  nev: string;
  email: string;
  szerepkorok: readonly string[];
}

/** The not blocked holders of an approver role: filter and projection of their one read. */
export const APPROVERS = {
  filter: { szerepkorok: { $in: [...APPROVER_ROLES] }, blocked: { $ne: true } },
  projection: { nev: 1, email: 1, szerepkorok: 1 },
} as const;

/** What an event's mails are made of, as the request stands after the change. */
export interface EventFacts {
  settings: NotificationSettings;
  request: {
    kerelem_id: number;
    user: Types.ObjectId;
    tipus_kod: string;
    statusz_kod: string;
    kezdete: string;
    vege: string;
    munkanapok_szama: number;
    megjegyzes?: string | null | undefined;
    jovahagyoi_megjegyzes?: string | null | undefined;
    varakozo_szerep?: string | null | undefined;
  };
  requester: { nev: string; email: string; blocked?: boolean | null | undefined };
  /** Every not blocked approver (`APPROVERS`); the event picks the holders of its role. */
  approvers: readonly StaffPerson[];
}

const link = (linkBase: string | undefined, path: string | undefined) =>
  linkBase && path ? ['', `Megnyitás: ${linkBase.replace(/\/$/, '')}${path}`] : [];

/** The mails of one event (none when its kind is switched off or nobody is to be told). */
export function requestEventMails(
  event: RequestEvent,
  facts: EventFacts,
  linkBase: string | undefined,
  now = new Date(),
): MailMessage[] {
  const { settings, request: r, requester } = facts;
  const urgent = isUrgent(r.kezdete, budapestToday(now)) ? URGENT_MARK : '';
  // Dates as the screens write them; the requester's note and the approver's comment under the
  // labels the leaders' and HR screens give them.
  const what = `${LEAVE_TYPE_LABELS[r.tipus_kod as LeaveType] ?? r.tipus_kod}, ${formatDate(r.kezdete)} – ${formatDate(r.vege)} (${r.munkanapok_szama} munkanap)`;
  const about = [`Kérelem: #${r.kerelem_id}`, `Kérelmező: ${requester.nev}`, `Típus és időszak: ${what}`];
  if (r.megjegyzes) about.push(`A kérelmező megjegyzése: ${r.megjegyzes}`);
  const mails: MailMessage[] = [];
  // The holders of `role`, leaving out the requester and whoever made the change.
  const skip = event.kind === 'submitted' && event.by ? [r.user, event.by] : [r.user];
  const toApprovers = (kind: NotificationKind, role: Role | null | undefined, subject: string, lead: string) => {
    if (!settings[kind] || !role) return;
    for (const a of facts.approvers) {
      if (!a.szerepkorok.includes(role) || skip.some((id) => id.equals(a._id))) continue;
      mails.push({
        to: a.email,
        subject: `${urgent}${subject}: ${requester.nev}, ${what}`,
        text: [`Kedves ${a.nev}!`, '', lead, '', ...about, ...link(linkBase, APPROVALS_PATH[role])].join('\n'),
      });
    }
  };
  const toRequester = (kind: NotificationKind, subject: string, lines: string[]) => {
    if (!settings[kind] || requester.blocked) return;
    mails.push({
      to: requester.email,
      subject: `${urgent}${subject}: ${what}`,
      text: [`Kedves ${requester.nev}!`, '', ...lines, '', ...about, ...link(linkBase, '/app/tanar/elozmenyek')].join(
        '\n',
      ),
    });
  };

  switch (event.kind) {
    case 'submitted':
      toApprovers(
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
        toApprovers(
          'preliminary',
          r.varakozo_szerep as Role,
          'Előzetesen jóváhagyott kérelem vár döntésre',
          'Egy kérelmet előzetesen jóváhagytak; a végső döntés a tiéd.',
        );
      else if (r.statusz_kod === 'jovahagyva')
        toRequester('decided', 'Kérelmedet jóváhagyták', [
          'A szabadságkérelmedet jóváhagyták.',
          ...(r.jovahagyoi_megjegyzes ? [`A jóváhagyó megjegyzése: ${r.jovahagyoi_megjegyzes}`] : []),
        ]);
      else if (r.statusz_kod === 'elutasitva')
        toRequester('decided', 'Kérelmedet elutasították', [
          'A szabadságkérelmedet elutasították.',
          `Indoklás: ${r.jovahagyoi_megjegyzes ?? '(nincs megadva)'}`,
        ]);
      break;
    case 'withdrawn':
      toApprovers(
        'withdrawn',
        event.waitedFor,
        'Visszavont kérelem',
        'Egy döntésedre váró kérelmet a kérelmező visszavont; nincs vele teendőd.',
      );
      break;
  }
  return mails;
}

/** Queues the mails of a change in its transaction (`session`); a failure aborts the change. */
export async function queueMails(s: NotifyDeps, session: ClientSession, mails: readonly MailMessage[]): Promise<void> {
  if (!s.mailer || mails.length === 0) return;
  await s.mailer.sendMany(mails, { session });
}

/** Reads, in the change's transaction, what the event's mails need and queues them there. */
export async function notifyRequestEvent(s: NotifyDeps, session: ClientSession, event: RequestEvent): Promise<void> {
  if (!s.mailer) return;
  const settings = await getNotificationSettings(s.models, session);
  const request = await s.models.LeaveRequest.findOne({ kerelem_id: event.kerelem_id }).session(session).lean();
  const requester =
    request && (await s.models.User.findById(request.user, { nev: 1, email: 1, blocked: 1 }).session(session).lean());
  if (!request || !requester) return;
  const approvers = await s.models.User.find(APPROVERS.filter, APPROVERS.projection)
    .session(session)
    .lean<StaffPerson[]>();
  await queueMails(s, session, requestEventMails(event, { settings, request, requester, approvers }, s.linkBase));
}
