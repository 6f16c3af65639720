// GET /api/hr/requests: one page of every request of the school except drafts, filtered and
// sorted by the server, with the total for the filter (staff-area.md §2 "/app/hr", §6 "hr").
import type { HrListAnswer, HrListQuery } from '@tavollet/contract/api/hr';
import type { Services } from '../deps.ts';
import type { Actor } from '../../domain/actor.ts';
import { loadDirectory } from './directory.ts';
import {
  bucketPage,
  countMatching,
  hrMatch,
  hrOrder,
  orderStages,
  ROW_FIELDS,
  type HrOrder,
  type Match,
} from './query.ts';
import { toHrRow, type StoredRow } from './rows.ts';

/** The page's rows in the order's way: buckets in turn, a computed rank, or a plain sorted `find`. */
function readPage(s: Services, match: Match, order: HrOrder, skip: number, limit: number): Promise<StoredRow[]> {
  const LeaveRequest = s.models.LeaveRequest;
  if (order.buckets) return bucketPage(LeaveRequest, match, order.buckets, order.sort, skip, limit);
  if (order.addFields)
    return LeaveRequest.aggregate<StoredRow>([
      { $match: match },
      ...orderStages(order),
      { $skip: skip },
      { $limit: limit },
      { $project: ROW_FIELDS },
    ]).exec();
  return LeaveRequest.find(match, ROW_FIELDS).sort(order.sort).skip(skip).limit(limit).lean<StoredRow[]>().exec();
}

export async function hrRequests(s: Services, _actor: Actor, q: HrListQuery): Promise<HrListAnswer> {
  const dir = await loadDirectory(s.models);
  const match = hrMatch(q, dir);
  const page = { oldal: q.oldal, meret: q.meret };
  if (!match) return { ok: true, items: [], total: 0, ...page, oldalak: 0 };
  const skip = (q.oldal - 1) * q.meret;
  const order = hrOrder(q, dir);
  // The page and the total are independent reads: asked together, they share one wait.
  const [total, rows] = await Promise.all([
    countMatching(s.models.LeaveRequest, match),
    readPage(s, match, order, skip, q.meret),
  ]);
  return { ok: true, items: rows.map((r) => toHrRow(r, dir)), total, ...page, oldalak: Math.ceil(total / q.meret) };
}
