// GET /api/leaders/stats/quota-usage: every not blocked teacher's regular leave
// (`rendes_szabadsag`) in a quota year: keret and felhasznalt as stored, fuggo = working days of
// their requests awaiting either approval, maradek = keret − felhasznalt − fuggo
// (docs/architecture.md "Dates, working days and quotas"; services/leave/quota.ts).
import type { QuotaUsageAnswer, QuotaUsageRow } from '@tavollet/contract/api/leaders-statistics';
import type { Types } from 'mongoose';
import type { Models } from '../../db/models.ts';
import { PENDING_STATUSES } from '../leave/request-rules.ts';

const TYPE = 'rendes_szabadsag';

export async function quotaUsage(models: Models, input: { today: string; ev?: number }): Promise<QuotaUsageAnswer> {
  const ev = input.ev ?? Number(input.today.slice(0, 4));
  const teachers = await models.User.find(
    { szerepkorok: 'tanar', blocked: { $ne: true } },
    { nev: 1, user_id: 1 },
  ).lean();
  const quotas = (await models.Quota.find({ ev }).lean()) as unknown as ({ user: Types.ObjectId } & Record<
    string,
    unknown
  >)[];
  const pending = await models.LeaveRequest.aggregate<{ _id: Types.ObjectId; days: number }>([
    { $match: { ev, tipus_kod: TYPE, statusz_kod: { $in: [...PENDING_STATUSES] } } },
    { $group: { _id: '$user', days: { $sum: '$munkanapok_szama' } } },
  ]);
  const quotaOf = new Map(quotas.map((q) => [String(q.user), q]));
  const pendingOf = new Map(pending.map((p) => [String(p._id), p.days]));
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const items = teachers.map((t): QuotaUsageRow => {
    const q = quotaOf.get(String(t._id));
    const keret = num(q?.[`${TYPE}_keret`]);
    const felhasznalt = num(q?.[`${TYPE}_felhasznalt`]);
    const fuggo = pendingOf.get(String(t._id)) ?? 0;
    return { user_id: t.user_id, nev: t.nev, keret, felhasznalt, fuggo, maradek: keret - felhasznalt - fuggo };
  });
  items.sort((a, b) => a.nev.localeCompare(b.nev, 'hu') || a.user_id - b.user_id);
  return { ok: true, ev, items };
}
