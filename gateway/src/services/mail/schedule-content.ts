// What one run of a scheduled e-mail sends (admin-area.md §3 "Function"): one mail per recipient,
// built by the schedule's function, or the subject and text as written when it has none. A function
// with nothing to say to someone sends them nothing that day (and nobody anything when it has
// nothing at all).
import { HrFilterQuery } from '@tavollet/contract/api/hr';
import { addDaysIso, isoWeekday } from '@tavollet/contract/domain/dates';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { isUrgent } from '@tavollet/contract/domain/urgent';
import { HUNGARIAN_MONTHS } from '@tavollet/contract/domain/schedule-summary';
import { formatDate } from '@tavollet/contract/domain/format-date';
import { LEAVE_TYPE_LABELS, STATUS_LABELS } from '@tavollet/contract/domain/labels';
import type { LeaveType, Role, Status } from '@tavollet/contract/codes';
import type { Types } from 'mongoose';
import type { Services } from '../deps.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { PENDING_STATUSES } from '../leave/request-rules.ts';
import { SYSTEM } from '../../domain/actor.ts';
import { hrExport } from '../hr/export.ts';
import type { MailFunctionCode } from './functions.ts';
import type { Recipient } from './recipients.ts';

export interface RunInput {
  targy: string;
  szoveg: string;
  recipients: readonly Recipient[];
  now: Date;
}

type Deps = Pick<Services, 'models' | 'log'>;
const LEADER_ROLES: readonly Role[] = ['igazgato', 'igazgatohelyettes'];
const isLeader = (r: Recipient) => r.roles.some((x) => LEADER_ROLES.includes(x));
const intro = (szoveg: string) => (szoveg.trim() ? [szoveg.trim(), ''] : []);
const typeLabel = (t: string) => LEAVE_TYPE_LABELS[t as LeaveType] ?? t;

/** `{nev}` → the recipient's name (the free-text function). */
const personalise = (text: string, nev: string): string => text.replaceAll('{nev}', nev);

async function namesOf(s: Deps, ids: readonly Types.ObjectId[]): Promise<Map<string, string>> {
  const users = await s.models.User.find({ _id: { $in: ids } }, { nev: 1 }).lean();
  return new Map(users.map((u) => [u._id.toHexString(), u.nev]));
}

/** fuggo_kerelmek: each leader their own list (the requests waiting for a role they hold), urgent first. */
async function pendingPerApprover(s: Deps, run: RunInput): Promise<MailMessage[]> {
  const today = budapestToday(run.now);
  const leaders = run.recipients.filter(isLeader);
  if (leaders.length === 0) return [];
  const docs = await s.models.LeaveRequest.find(
    { varakozo_szerep: { $in: [...LEADER_ROLES] }, statusz_kod: { $in: [...PENDING_STATUSES] } },
    {
      kerelem_id: 1,
      user: 1,
      tipus_kod: 1,
      kezdete: 1,
      vege: 1,
      munkanapok_szama: 1,
      varakozo_szerep: 1,
      letrehozva: 1,
    },
  )
    .sort({ letrehozva: 1 })
    .lean();
  const names = await namesOf(
    s,
    docs.map((d) => d.user),
  );
  const out: MailMessage[] = [];
  for (const leader of leaders) {
    const mine = docs
      .filter((d) => leader.roles.includes(d.varakozo_szerep as Role) && !d.user.equals(leader.user))
      .map((d) => ({ ...d, urgent: isUrgent(d.kezdete, today) }))
      .sort((a, b) => Number(b.urgent) - Number(a.urgent) || a.letrehozva.getTime() - b.letrehozva.getTime());
    if (mine.length === 0) continue;
    const urgent = mine.filter((d) => d.urgent).length;
    const lines = mine.map(
      (d) =>
        `${d.urgent ? '[SÜRGŐS] ' : ''}#${d.kerelem_id} ${names.get(d.user.toHexString()) ?? ''}: ${typeLabel(d.tipus_kod)}, ${formatDate(d.kezdete)} – ${formatDate(d.vege)} (${d.munkanapok_szama} munkanap)`,
    );
    out.push({
      to: leader.email,
      subject: `${urgent ? '[SÜRGŐS] ' : ''}${run.targy} (${mine.length})`,
      text: [
        `Kedves ${leader.nev}!`,
        '',
        ...intro(run.szoveg),
        `Döntésedre vár ${mine.length} kérelem${urgent ? `, ebből ${urgent} sürgős` : ''}:`,
        '',
        ...lines,
      ].join('\n'),
    });
  }
  return out;
}

/** The Monday–Sunday week after the one containing `today`. */
export function nextWeek(today: string): { from: string; to: string } {
  const from = addDaysIso(today, 8 - isoWeekday(today));
  return { from, to: addDaysIso(from, 6) };
}

/** heti_tavollevok: "Ki lesz távol jövő héten?" for the leaders among the recipients. */
async function nextWeekAbsences(s: Deps, run: RunInput): Promise<MailMessage[]> {
  const leaders = run.recipients.filter(isLeader);
  if (leaders.length === 0) return [];
  const week = nextWeek(budapestToday(run.now));
  const docs = await s.models.LeaveRequest.find(
    { statusz_kod: 'jovahagyva', kezdete: { $lte: week.to }, vege: { $gte: week.from } },
    { user: 1, tipus_kod: 1, kezdete: 1, vege: 1 },
  )
    .sort({ kezdete: 1 })
    .lean();
  if (docs.length === 0) return [];
  const names = await namesOf(
    s,
    docs.map((d) => d.user),
  );
  const lines = docs
    .map((d) => ({ nev: names.get(d.user.toHexString()) ?? '', d }))
    .sort((a, b) => a.d.kezdete.localeCompare(b.d.kezdete) || a.nev.localeCompare(b.nev, 'hu'))
    .map(({ nev, d }) => `${nev}: ${formatDate(d.kezdete)} – ${formatDate(d.vege)} (${typeLabel(d.tipus_kod)})`);
  return leaders.map((leader) => ({
    to: leader.email,
    subject: run.targy,
    text: [
      `Kedves ${leader.nev}!`,
      '',
      ...intro(run.szoveg),
      `Ki lesz távol jövő héten? (${formatDate(week.from)} – ${formatDate(week.to)})`,
      '',
      ...lines,
    ].join('\n'),
  }));
}

/** The calendar month before the one containing `today`. */
export function previousMonth(today: string): { from: string; to: string; year: number; month: number } {
  const firstOfThis = `${today.slice(0, 7)}-01`;
  const to = addDaysIso(firstOfThis, -1);
  return { from: `${to.slice(0, 7)}-01`, to, year: Number(to.slice(0, 4)), month: Number(to.slice(5, 7)) };
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks);
}

/** havi_hr_osszesito: last month's requests counted by status and type, with the HR CSV of them. */
async function monthlyHrSummary(s: Deps & Services, run: RunInput): Promise<MailMessage[]> {
  const hr = run.recipients.filter((r) => r.roles.includes('hr'));
  if (hr.length === 0) return [];
  const month = previousMonth(budapestToday(run.now));
  const match = { statusz_kod: { $ne: 'piszkozat' as const }, kezdete: { $lte: month.to }, vege: { $gte: month.from } };
  const docs = await s.models.LeaveRequest.find(match, { statusz_kod: 1, tipus_kod: 1, munkanapok_szama: 1 }).lean();
  if (docs.length === 0) return [];
  const count = <K extends string>(key: (d: (typeof docs)[number]) => K) => {
    const m = new Map<K, { n: number; days: number }>();
    for (const d of docs) {
      const e = m.get(key(d)) ?? { n: 0, days: 0 };
      m.set(key(d), { n: e.n + 1, days: e.days + d.munkanapok_szama });
    }
    return [...m.entries()];
  };
  const monthLabel = `${month.year}. ${HUNGARIAN_MONTHS[month.month - 1]}`;
  const { stream } = await hrExport(
    s,
    SYSTEM,
    HrFilterQuery.parse({ kezdete_ig: month.to, vege_tol: month.from }),
    run.now,
  );
  const csv = await streamToBuffer(stream);
  const attachment = {
    filename: `szabadsagok_${month.from.slice(0, 7)}.csv`,
    content: csv,
    contentType: 'text/csv; charset=utf-8',
  };
  const body = [
    ...intro(run.szoveg),
    `${monthLabel} kérelmei: ${docs.length} db, ${docs.reduce((n, d) => n + d.munkanapok_szama, 0)} munkanap.`,
    '',
    'Állapot szerint:',
    ...count((d) => d.statusz_kod as Status).map(
      ([k, v]) => `- ${STATUS_LABELS[k] ?? k}: ${v.n} db, ${v.days} munkanap`,
    ),
    '',
    'Típus szerint:',
    ...count((d) => d.tipus_kod).map(([k, v]) => `- ${typeLabel(k)}: ${v.n} db, ${v.days} munkanap`),
    '',
    'A hónap kérelmei a csatolt CSV fájlban.',
  ];
  return hr.map((r) => ({
    to: r.email,
    subject: `${run.targy} – ${monthLabel}`,
    text: [`Kedves ${r.nev}!`, '', ...body].join('\n'),
    attachments: [attachment],
  }));
}

/** The mails of one run; `fn` null: the subject and text as written to everyone. */
export async function buildRunMails(s: Services, fn: MailFunctionCode | null, run: RunInput): Promise<MailMessage[]> {
  switch (fn) {
    case 'fuggo_kerelmek':
      return pendingPerApprover(s, run);
    case 'heti_tavollevok':
      return nextWeekAbsences(s, run);
    case 'havi_hr_osszesito':
      return monthlyHrSummary(s, run);
    case 'szabad_szoveg':
      return run.recipients.map((r) => ({
        to: r.email,
        subject: personalise(run.targy, r.nev),
        text: personalise(run.szoveg, r.nev),
      }));
    case null:
      return run.recipients.map((r) => ({ to: r.email, subject: run.targy, text: run.szoveg }));
  }
}
