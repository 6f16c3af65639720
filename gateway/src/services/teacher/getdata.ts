// GET /api/user/teacher/getdata (staff-area.md §3 "Teacher data"): the quota year's quotas, the
// drafts and the numbers of the submit confirmation (staff-area.md §8). The answer is kept per
// person and quota year while the change feed's stamps of that person's quota and request
// documents stay equal (db/change-feed.ts): any write to them committed before a call, by any
// client, makes that call read again.
import { LEAVE_TYPES, QUOTA_TYPES, type LeaveType } from '@tavollet/contract/codes';
import type { Draft, TeacherData } from '@tavollet/contract/api/teacher';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import type { Models } from '../../db/models.ts';
import { namespaceOf, StampedReadCache, type WriteStamps } from '../../db/stamped-read-cache.ts';
import type { UserRecord } from '../../domain/actor.ts';
import { LIVE_STATUSES, yearOf } from '../leave/request-rules.ts';
import { pendingDaysOf, quotaAmountsOf } from '../leave/quota.ts';

const DRAFT = 'piszkozat';
const ROW_FIELDS = {
  _id: 0,
  kerelem_id: 1,
  tipus_kod: 1,
  statusz_kod: 1,
  kezdete: 1,
  vege: 1,
  megjegyzes: 1,
  munkanapok_szama: 1,
} as const;

/** The stored fields a draft row and the counts need. */
interface StoredRow {
  kerelem_id: number;
  tipus_kod: string;
  statusz_kod: string;
  kezdete: string;
  vege: string;
  megjegyzes?: string | null;
  munkanapok_szama: number;
}

/** Answers kept at most: a school's teachers, twice over (a new quota year's first days). */
const MAX_KEPT = 5_000;

/** Kept answers of `getData`, keyed by person and quota year (see the head of this file). */
export class TeacherDataCache {
  private readonly reads: StampedReadCache<TeacherData>;
  private readonly ns: { quotas: string; requests: string };

  constructor(models: Models, stamps: WriteStamps) {
    this.reads = new StampedReadCache(stamps, MAX_KEPT);
    this.ns = { quotas: namespaceOf(models.Quota), requests: namespaceOf(models.LeaveRequest) };
  }

  /** The answer, if kept; otherwise `read`'s, kept when nothing it depends on moved meanwhile. */
  through(user: UserRecord, ev: number, read: () => Promise<TeacherData>): Promise<TeacherData> {
    const { stamps } = this.reads;
    const slots = [
      stamps.ownerSlot(this.ns.quotas, user._id),
      stamps.ownerSlot(this.ns.requests, user._id),
      stamps.disownSlot(this.ns.quotas),
      stamps.disownSlot(this.ns.requests),
    ];
    return this.reads.through(`${user._id.toHexString()}|${ev}`, slots, read);
  }
}

export async function getData(
  models: Models,
  user: UserRecord,
  today: string = budapestToday(),
  cache?: TeacherDataCache,
): Promise<TeacherData> {
  const ev = yearOf(today);
  return cache ? cache.through(user, ev, () => readTeacherData(models, user, ev)) : readTeacherData(models, user, ev);
}

async function readTeacherData(models: Models, user: UserRecord, ev: number): Promise<TeacherData> {
  // One read for both: the year's quota document, then with `$unionWith` the year's live requests
  // and every draft (only the fields used), through the driver's own aggregate: plain data in and
  // out, so mongoose's query layer would only add work on a call every page load makes.
  const found = await models.Quota.collection
    .aggregate<StoredRow | Record<string, unknown>>([
      { $match: { user: user._id, ev } },
      {
        $unionWith: {
          coll: models.LeaveRequest.collection.collectionName,
          pipeline: [
            {
              $match: {
                user: user._id,
                $or: [{ ev, statusz_kod: { $in: [...LIVE_STATUSES] } }, { statusz_kod: DRAFT }],
              },
            },
            { $sort: { kerelem_id: -1 } },
            { $project: ROW_FIELDS },
          ],
        },
      },
    ])
    .toArray();
  const isRow = (d: StoredRow | Record<string, unknown>): d is StoredRow => typeof d.kerelem_id === 'number';
  const rows = found.filter(isRow);
  const quota = quotaAmountsOf((found.find((d) => !isRow(d)) as Record<string, unknown> | undefined) ?? null);
  const live = rows.filter((r) => r.statusz_kod !== DRAFT);
  const drafts = rows.filter((r) => r.statusz_kod === DRAFT);

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
    drafts: drafts.map((d): Draft => ({
      kerelem_id: d.kerelem_id,
      tipus_kod: d.tipus_kod as LeaveType,
      kezdete: d.kezdete,
      vege: d.vege,
      megjegyzes: d.megjegyzes ?? null,
      munkanapok_szama: d.munkanapok_szama,
    })),
    // "How many times this year … how many working days are approved or pending" (§8): the
    // year's requests that still hold their days (pending or approved), by their quota year.
    frequency: {
      alkalmak: live.length,
      kerelmezett_munkanapok_szama: live.reduce((n, r) => n + r.munkanapok_szama, 0),
    },
  };
}
