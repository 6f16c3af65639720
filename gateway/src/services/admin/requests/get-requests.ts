// GET /api/admin/getrequests: one page of every leave request of the school, drafts included,
// filtered and sorted by the server, with the total for the filter (admin-area.md §2
// "/admin/szabadsag-kerelmek", §7 "Leave requests"). Built like the HR list (docs/architecture.md
// "HR list and export"): a search resolves to user ids first; each order's page is read as
// list-pages.ts says; the total is the `count` command.
import type { AdminRequestsAnswer, AdminRequestsQuery } from '@tavollet/contract/api/admin-requests';
import type { Services } from '../../deps.ts';
import type { AdminActor } from '../../../domain/actor.ts';
import { createdDayRange } from '../../hr/query.ts';
import { countMatching, readPage } from './list-pages.ts';
import { loadPeople, searchPeople, type People } from './people.ts';
import { toAdminRow } from './rows.ts';

type Match = Record<string, unknown>;

/** The match of a filter, or null when nothing can match (a search nobody fits). */
function adminRequestsMatch(q: AdminRequestsQuery, people: People): Match | null {
  const match: Match = {};
  if (q.statusz) match.statusz_kod = q.statusz;
  if (q.kereses) {
    const ids = searchPeople(people, q.kereses);
    if (ids.length === 0) return null;
    match.user = { $in: ids };
  }
  const created = createdDayRange(q.letrehozva_tol, q.letrehozva_ig);
  if (created) match.letrehozva = created;
  return match;
}

export async function getRequests(
  s: Services,
  _actor: AdminActor,
  q: AdminRequestsQuery,
): Promise<AdminRequestsAnswer> {
  const people = await loadPeople(s.models);
  const match = adminRequestsMatch(q, people);
  const page = { oldal: q.oldal, meret: q.meret };
  if (!match) return { ok: true, requestList: [], total: 0, ...page, oldalak: 0 };
  // The page and the total are independent reads: asked together, they share one wait.
  const [total, rows] = await Promise.all([countMatching(s, match), readPage(s, q, match, people)]);
  return {
    ok: true,
    requestList: rows.map((r) => toAdminRow(r, people)),
    total,
    ...page,
    oldalak: Math.ceil(total / q.meret),
  };
}
