// GET /api/user/teacher/getdata (staff-area.md §3 "Teacher data"): the quota year's quotas, the
// drafts and the numbers of the submit confirmation (staff-area.md §8).
import { LEAVE_TYPES, QUOTA_TYPES, type LeaveType, type QuotaType } from '@tavollet/contract/codes';
import type { Draft, TeacherData } from '@tavollet/contract/api/teacher';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import type { Types } from 'mongoose';
import type { Models } from '../../db/models.ts';
import type { UserDoc } from '../../models/user.ts';
import { LIVE_STATUSES, PENDING_STATUSES, isPending, isQuotaType, yearOf } from './rules.ts';

/** Working days of the pending ones among `rows`, per quota type (`_kerelmezett`). */
function pendingDaysOf(rows: readonly { tipus_kod: string; statusz_kod: string; munkanapok_szama: number }[]): Record<QuotaType, number> {
  const out = Object.fromEntries(QUOTA_TYPES.map((t) => [t, 0])) as Record<QuotaType, number>;
  for (const r of rows) if (isPending(r.statusz_kod) && isQuotaType(r.tipus_kod)) out[r.tipus_kod] += r.munkanapok_szama;
  return out;
}

/** Working days of a person's pending requests per quota type in one year (`_kerelmezett`). */
export async function pendingDaysByType(
  models: Models,
  user: Types.ObjectId,
  ev: number,
): Promise<Record<QuotaType, number>> {
  const filter = { user, ev, statusz_kod: { $in: [...PENDING_STATUSES] } };
  return pendingDaysOf(await models.LeaveRequest.find(filter, { tipus_kod: 1, statusz_kod: 1, munkanapok_szama: 1, _id: 0 }).lean());
}

/** The stored quota of (user, year) per type; zeros when none is stored. */
export async function quotaOf(models: Models, user: Types.ObjectId, ev: number) {
  const doc = (await models.Quota.findOne({ user, ev }).lean()) as Record<string, unknown> | null;
  const num = (k: string) => (typeof doc?.[k] === 'number' ? (doc[k] as number) : 0);
  return Object.fromEntries(QUOTA_TYPES.map((t) => [t, { keret: num(`${t}_keret`), felhasznalt: num(`${t}_felhasznalt`) }])) as Record<
    QuotaType,
    { keret: number; felhasznalt: number }
  >;
}

export async function teacherData(models: Models, user: UserDoc, today: string = budapestToday()): Promise<TeacherData> {
  const ev = yearOf(today);
  const [quota, live, drafts] = await Promise.all([
    quotaOf(models, user._id, ev),
    models.LeaveRequest.find({ user: user._id, ev, statusz_kod: { $in: [...LIVE_STATUSES] } }, { tipus_kod: 1, statusz_kod: 1, munkanapok_szama: 1, _id: 0 }).lean(),
    models.LeaveRequest.find({ user: user._id, statusz_kod: 'piszkozat' }).sort({ kerelem_id: -1 }).lean(),
  ]);

  const pending = pendingDaysOf(live);
  const szabadsagKeretek = Object.fromEntries(
    QUOTA_TYPES.flatMap((t) => [
      [`${t}_keret`, quota[t].keret],
      [`${t}_felhasznalt`, quota[t].felhasznalt],
      [`${t}_kerelmezett`, pending[t]],
    ]),
  ) as TeacherData['szabadsagKeretek'];

  return {
    ev,
    szabadsagTipusok: [...LEAVE_TYPES],
    szabadsagKeretek,
    drafts: drafts.map(
      (d): Draft => ({
        kerelem_id: d.kerelem_id,
        tipus_kod: d.tipus_kod as LeaveType,
        kezdete: d.kezdete,
        vege: d.vege,
        megjegyzes: d.megjegyzes ?? null,
        munkanapok_szama: d.munkanapok_szama,
      }),
    ),
    // "How many times this year … how many working days are approved or pending" (§8): the
    // year's requests that still hold their days (pending or approved), by their quota year.
    frequency: { alkalmak: live.length, kerelmezett_munkanapok_szama: live.reduce((n, r) => n + r.munkanapok_szama, 0) },
  };
}
