// What crash-series.ts checks once the load has stopped, from the database and the SMTP sink:
// acknowledged changes lost, changes half-applied, and the mails each committed change should have
// sent (the rules of services/mail/notifications.ts: submit → the approvers of its stage,
// preliminary yes → the final approvers, approve or reject → the requester, withdraw → the
// approvers it waited for; never the requester).
import type { Types } from 'mongoose';
import type { Models } from '../src/db/models.ts';
import type { TestSmtp } from '../test/mail/smtp.ts';
import type { Ack } from './crash-series-clients.ts';

const PENDING = ['elozetes_jovahagyasra_var', 'jovahagyasra_var'];

/**
 * Quota used days minus the approved requests' working days, per person, year and type
 * (`user ev tipus`). The seed leaves some apart (days taken before September); a run must not
 * move any of them.
 */
export async function quotaGaps(models: Models): Promise<Map<string, number>> {
  const gaps = new Map<string, number>();
  for (const q of await models.Quota.find().lean<Record<string, unknown>[]>()) {
    for (const [k, v] of Object.entries(q))
      if (k.endsWith('_felhasznalt')) gaps.set(`${String(q.user)} ${String(q.ev)} ${k.slice(0, -12)}`, v as number);
  }
  const approved = await models.LeaveRequest.aggregate<{
    _id: { user: Types.ObjectId; ev: number; tipus_kod: string };
    days: number;
  }>([
    { $match: { statusz_kod: 'jovahagyva' } },
    { $group: { _id: { user: '$user', ev: '$ev', tipus_kod: '$tipus_kod' }, days: { $sum: '$munkanapok_szama' } } },
  ]);
  for (const { _id, days } of approved) {
    const key = `${String(_id.user)} ${_id.ev} ${_id.tipus_kod}`;
    if (gaps.has(key)) gaps.set(key, gaps.get(key)! - days);
  }
  return gaps;
}

interface Req {
  kerelem_id: number;
  user: Types.ObjectId;
  statusz_kod: string;
  jovahagyo_szerep: string;
  elozetes_jovahagyo_szerep: string | null;
  history: { statusz_kod: string; at: Date }[];
}

/** The audit action of a history step. */
function actionOf(prev: string | undefined, next: string): string {
  if (prev === undefined) return 'leave_request.submitted';
  if (prev === 'elozetes_jovahagyasra_var' && next === 'jovahagyasra_var') return 'leave_request.preliminary_approved';
  return (
    { jovahagyva: 'leave_request.approved', elutasitva: 'leave_request.rejected' }[next] ?? 'leave_request.withdrawn'
  );
}

/**
 * Reads every request changed since `since` and checks the acknowledged changes against them:
 * lost ones, half-applied ones, and the mails expected (`recipient kind #kerelem_id`, marked when
 * the change was acknowledged).
 */
export async function checkDatabase(
  models: Models,
  acks: readonly Ack[],
  since: Date,
  gapsBefore: Map<string, number>,
) {
  const touched = await models.LeaveRequest.find({ 'history.at': { $gte: since } }).lean<Req[]>();
  const byId = new Map(touched.map((r) => [r.kerelem_id, r]));
  const people = await models.User.find({}, { email: 1, szerepkorok: 1, blocked: 1 }).lean();
  const emailOf = new Map(people.map((p) => [String(p._id), p.email]));
  const holders = (role: string | null) =>
    people.filter((p) => role && !p.blocked && p.szerepkorok.includes(role as never)).map((p) => p.email);

  // Lost: an acknowledged change whose status is not in its request's history.
  const lost = acks.filter((a) => {
    const history = byId.get(a.kerelem_id)?.history.map((h) => h.statusz_kod) ?? [];
    return a.kind === 'submit' ? !PENDING.includes(history[0] ?? '') : !history.includes(a.statusz_kod);
  });

  // Half-applied: the status not where its history ended, quota used days moved apart from the
  // approved requests' days, a change without its audit entry.
  const statusVsHistory = touched.filter((r) => r.history.at(-1)?.statusz_kod !== r.statusz_kod);
  const quotaMoved = [...(await quotaGaps(models))].filter(([k, v]) => v !== (gapsBefore.get(k) ?? v));
  const audits = await models.AuditLog.find(
    { at: { $gte: since }, action: /^leave_request\./ },
    { action: 1, target: 1 },
  );
  const audited = new Set(audits.map((a) => `${a.action} ${a.target}`));
  const unaudited: string[] = [];
  let changes = 0;

  const ackedChange = new Set(acks.map((a) => `${a.kerelem_id} ${a.kind === 'submit' ? 'submitted' : a.statusz_kod}`));
  const expected = new Map<string, { acked: boolean }>();
  for (const r of touched) {
    const requester = emailOf.get(String(r.user))!;
    const others = (role: string | null) => holders(role).filter((e) => e !== requester);
    const waitedFor = (s: string | undefined) =>
      s === 'elozetes_jovahagyasra_var'
        ? r.elozetes_jovahagyo_szerep
        : s === 'jovahagyasra_var'
          ? r.jovahagyo_szerep
          : null;
    for (const [i, h] of r.history.entries()) {
      if (h.at < since) continue;
      changes++;
      const prev = r.history[i - 1]?.statusz_kod;
      const action = actionOf(prev, h.statusz_kod);
      if (!audited.has(`${action} ${r.kerelem_id}`)) unaudited.push(`${action} #${r.kerelem_id}`);
      const acked = ackedChange.has(`${r.kerelem_id} ${prev === undefined ? 'submitted' : h.statusz_kod}`);
      const mail = (to: string[], kind: string) => {
        for (const email of to) expected.set(`${email} ${kind} #${r.kerelem_id}`, { acked });
      };
      if (prev === undefined) mail(others(waitedFor(h.statusz_kod)), 'submitted');
      else if (h.statusz_kod === 'jovahagyasra_var') mail(others(r.jovahagyo_szerep), 'preliminary');
      else if (h.statusz_kod === 'jovahagyva') mail([requester], 'approved');
      else if (h.statusz_kod === 'elutasitva') mail([requester], 'rejected');
      else if (h.statusz_kod === 'torolve') mail(others(waitedFor(prev)), 'withdrawn');
    }
  }
  return { lost, statusVsHistory, quotaMoved, unaudited, changes, expected };
}

const SUBJECTS: [string, string][] = [
  ['Új kérelem vár döntésre', 'submitted'],
  ['Előzetesen jóváhagyott kérelem vár döntésre', 'preliminary'],
  ['Kérelmedet jóváhagyták', 'approved'],
  ['Kérelmedet elutasították', 'rejected'],
  ['Visszavont kérelem', 'withdrawn'],
];

/** The sink's mails as `recipient kind #kerelem_id`, with how many times each came. */
function receivedMails(smtp: TestSmtp): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of smtp.received) {
    const subject = m.subject.replace(/^\[SÜRGŐS\] /, '');
    const kind = SUBJECTS.find(([s]) => subject.startsWith(s))?.[1] ?? `other: ${subject}`;
    // The body is quoted-printable: "K=C3=A9relem: #12" keeps "relem: #12".
    const id = /relem: #(\d+)/.exec(m.raw.replace(/=\r?\n/g, ''))?.[1] ?? '?';
    for (const to of m.to) counts.set(`${to} ${kind} #${id}`, (counts.get(`${to} ${kind} #${id}`) ?? 0) + 1);
  }
  return counts;
}

/**
 * Waits until every expected mail has come (or `ms` have passed), then a few seconds more so a
 * duplicate sent after the last expected one is counted too; answers the mails received.
 */
export async function drainMails(smtp: TestSmtp, expected: Map<string, unknown>, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until && [...expected.keys()].some((k) => !receivedMails(smtp).has(k)))
    await new Promise((r) => setTimeout(r, 1000));
  await new Promise((r) => setTimeout(r, 5000));
  return receivedMails(smtp);
}
