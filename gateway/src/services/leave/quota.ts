// Yearly leave quotas of a person (docs/architecture.md "Dates, working days and quotas";
// admin-area.md §3 "Quota row"): the stored `<type>_keret` and `<type>_felhasznalt` of (user,
// year), the computed `kerelmezett` (working days of pending requests), what remains, the
// submit's quota refusal, and the move of `felhasznalt` when a request is approved (or an
// approved one is withdrawn). Every function takes an optional ClientSession so it can run
// inside a transaction.
import { QUOTA_TYPES, type QuotaType } from '@tavollet/contract/codes';
import { TEACHER_MESSAGES as M, type QuotaDetails } from '@tavollet/contract/api/teacher';
import type { ClientSession, Types } from 'mongoose';
import type { Models } from '../../db/models.ts';
import { Conflict } from '../../domain/errors.ts';
import { PENDING_STATUSES, isPending, isQuotaType } from './request-rules.ts';

export type QuotaAmounts = Record<QuotaType, { keret: number; felhasznalt: number }>;
export type DaysByType = Record<QuotaType, number>;

type Session = ClientSession | null | undefined;

const inSession = (session: Session) => (session ? { session } : {});

const keretField = (t: QuotaType) => `${t}_keret` as const;
const usedField = (t: QuotaType) => `${t}_felhasznalt` as const;

/** The amounts of a stored quota document (or of none: zeros), per type. */
export function quotaAmountsOf(doc: Record<string, unknown> | null | undefined): QuotaAmounts {
  const num = (k: string) => (typeof doc?.[k] === 'number' ? (doc[k] as number) : 0);
  return Object.fromEntries(
    QUOTA_TYPES.map((t) => [t, { keret: num(keretField(t)), felhasznalt: num(usedField(t)) }]),
  ) as QuotaAmounts;
}

/** The stored quota of (user, year) per type; zeros when none is stored. */
export async function quotaOf(
  models: Models,
  user: Types.ObjectId,
  ev: number,
  session?: Session,
): Promise<QuotaAmounts> {
  const doc = (await models.Quota.findOne({ user, ev })
    .session(session ?? null)
    .lean()) as Record<string, unknown> | null;
  return quotaAmountsOf(doc);
}

/** Working days of the pending ones among `rows`, per quota type (`_kerelmezett`). */
export function pendingDaysOf(
  rows: readonly { tipus_kod: string; statusz_kod: string; munkanapok_szama: number }[],
): DaysByType {
  const out = Object.fromEntries(QUOTA_TYPES.map((t) => [t, 0])) as DaysByType;
  for (const r of rows)
    if (isPending(r.statusz_kod) && isQuotaType(r.tipus_kod)) out[r.tipus_kod] += r.munkanapok_szama;
  return out;
}

/** Working days of a person's pending requests per quota type in one year (`_kerelmezett`). */
export async function pendingDaysByType(
  models: Models,
  user: Types.ObjectId,
  ev: number,
  session?: Session,
): Promise<DaysByType> {
  const filter = { user, ev, statusz_kod: { $in: [...PENDING_STATUSES] } };
  const rows = await models.LeaveRequest.find(filter, { tipus_kod: 1, statusz_kod: 1, munkanapok_szama: 1, _id: 0 })
    .session(session ?? null)
    .lean();
  return pendingDaysOf(rows);
}

/** keret − felhasznalt − pending: may be negative when an admin's correction pushed felhasznalt up. */
export const remainingOf = (quota: QuotaAmounts, pending: DaysByType, tipus: QuotaType): number =>
  quota[tipus].keret - quota[tipus].felhasznalt - pending[tipus];

/** What is left of every quota type of (user, year). */
export async function remainingDays(
  models: Models,
  user: Types.ObjectId,
  ev: number,
  session?: Session,
): Promise<DaysByType> {
  // One after the other: a transaction's session takes one operation at a time.
  const quota = await quotaOf(models, user, ev, session);
  const pending = await pendingDaysByType(models, user, ev, session);
  return Object.fromEntries(QUOTA_TYPES.map((t) => [t, remainingOf(quota, pending, t)])) as DaysByType;
}

/**
 * Refuses a quota-tracked request costing more than what remains of its type in its year, given
 * the stored quota and the pending days read by the caller (Conflict with QuotaDetails;
 * `remaining` never below 0). Other types pass.
 */
export function assertQuotaLeft(
  quota: QuotaAmounts,
  pending: DaysByType,
  request: { tipus_kod: string; munkanapok_szama: number },
): void {
  const { tipus_kod, munkanapok_szama: requested } = request;
  if (!isQuotaType(tipus_kod)) return;
  const remaining = remainingOf(quota, pending, tipus_kod);
  if (remaining >= requested) return;
  throw new Conflict<QuotaDetails>(M.quotaExceeded, { remaining: Math.max(0, remaining), requested });
}

/**
 * Moves `<type>_felhasznalt` of the request's (user, year) by its working days: `+1` when it is
 * approved, `-1` when an approved one is withdrawn or deleted. Creates the quota document (zero
 * keret) when there is none; never leaves `felhasznalt` below 0. Answers the new `felhasznalt`,
 * or null for a type without a quota (nothing to move).
 */
export async function moveUsedDays(
  models: Models,
  request: { user: Types.ObjectId; tipus_kod: string; ev: number; munkanapok_szama: number },
  direction: 1 | -1,
  session?: Session,
): Promise<number | null> {
  if (!isQuotaType(request.tipus_kod)) return null;
  const field = usedField(request.tipus_kod);
  const key = { user: request.user, ev: request.ev };
  const doc = (await models.Quota.findOneAndUpdate(
    key,
    { $inc: { [field]: direction * request.munkanapok_szama } },
    { upsert: true, returnDocument: 'after', ...inSession(session) },
  ).lean()) as Record<string, unknown> | null;
  const used = typeof doc?.[field] === 'number' ? (doc[field] as number) : 0;
  if (used >= 0) return used;
  await models.Quota.updateOne({ ...key, [field]: { $lt: 0 } }, { $set: { [field]: 0 } }, inSession(session));
  return 0;
}
