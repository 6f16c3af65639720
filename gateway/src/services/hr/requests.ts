// GET /api/hr/requests: one page of every request of the school except drafts, filtered and
// sorted by the server, with the total for the filter (staff-area.md §2 "/app/hr", §6 "hr").
import type { HrListAnswer, HrListQuery } from '@tavollet/contract/api/hr';
import type { Services } from '../deps.ts';
import type { Actor } from '../../domain/actor.ts';
import { loadDirectory } from './directory.ts';
import { hrMatch, hrOrder, orderStages, ROW_FIELDS } from './query.ts';
import { toHrRow, type StoredRow } from './rows.ts';

/**
 * The `count` command: a filtered count without the aggregation `countDocuments` runs, which
 * MongoDB answers from an index and the embedded server without copying every document.
 */
async function countMatching(s: Services, match: Record<string, unknown>): Promise<number> {
  const model = s.models.LeaveRequest;
  const answer = await model.db.db!.command({ count: model.collection.collectionName, query: match });
  return Number(answer.n);
}

export async function hrRequests(s: Services, _actor: Actor, q: HrListQuery): Promise<HrListAnswer> {
  const dir = await loadDirectory(s.models);
  const match = hrMatch(q, dir);
  const page = { oldal: q.oldal, meret: q.meret };
  if (!match) return { ok: true, items: [], total: 0, ...page, oldalak: 0 };
  const skip = (q.oldal - 1) * q.meret;
  const order = hrOrder(q, dir);
  const LeaveRequest = s.models.LeaveRequest;
  // The page and the total are independent reads: asked together, they share one wait.
  const [total, rows] = await Promise.all([
    countMatching(s, match),
    order.addFields
      ? LeaveRequest.aggregate<StoredRow>([
          { $match: match },
          ...orderStages(order),
          { $skip: skip },
          { $limit: q.meret },
          { $project: ROW_FIELDS },
        ])
      : LeaveRequest.find(match, ROW_FIELDS).sort(order.sort).skip(skip).limit(q.meret).lean<StoredRow[]>(),
  ]);
  return { ok: true, items: rows.map((r) => toHrRow(r, dir)), total, ...page, oldalak: Math.ceil(total / q.meret) };
}
