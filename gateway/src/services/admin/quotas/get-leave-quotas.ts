// The quota rows of the admin's quotas screen (admin-area.md §3 "Quota row", §7 "Quotas"
// getleavequotas): every person not deleted, blocked people included, with the stored totals and
// used days of the year (zeros when none is stored) and `kerelmezett` from their pending requests.
// Three reads whatever the number of people: the users, the year's quota documents, the year's
// pending requests (the arithmetic is the quota module's, services/leave/quota.ts).
import type { ClientSession, Types } from 'mongoose';
import { QUOTA_TYPES } from '@tavollet/contract/codes';
import type { QuotaRow } from '@tavollet/contract/api/admin-quotas';
import type { Services } from '../../deps.ts';
import { pendingDaysOf, quotaAmountsOf } from '../../leave/quota.ts';
import { PENDING_STATUSES } from '../../leave/request-rules.ts';

const HUNGARIAN = new Intl.Collator('hu', { sensitivity: 'base', numeric: true });

interface Person {
  _id: Types.ObjectId;
  user_id: number;
  nev: string;
  oktatasi_azonosito?: string | null;
  blocked?: boolean | null;
}

interface PendingRow {
  user: Types.ObjectId;
  tipus_kod: string;
  statusz_kod: string;
  munkanapok_szama: number;
}

/** The rows of `ev` for the people matching `userFilter` (every person not deleted by default), by name. */
export async function getLeaveQuotas(
  s: Services,
  ev: number,
  userFilter: Record<string, unknown> = {},
  session: ClientSession | null = null,
): Promise<QuotaRow[]> {
  const people = await s.models.User.find(
    { ...userFilter, deletedAt: null },
    { user_id: 1, nev: 1, oktatasi_azonosito: 1, blocked: 1 },
  )
    .session(session)
    .lean<Person[]>();
  if (people.length === 0) return [];
  const only = Object.keys(userFilter).length ? { user: { $in: people.map((p) => p._id) } } : {};
  const quotas = await s.models.Quota.find({ ev, ...only })
    .session(session)
    .lean<(Record<string, unknown> & { user: Types.ObjectId })[]>();
  const pending = await s.models.LeaveRequest.find(
    { ev, statusz_kod: { $in: [...PENDING_STATUSES] }, ...only },
    { user: 1, tipus_kod: 1, statusz_kod: 1, munkanapok_szama: 1, _id: 0 },
  )
    .session(session)
    .lean<PendingRow[]>();

  const quotaOf = new Map(quotas.map((q) => [String(q.user), q]));
  const pendingOf = new Map<string, PendingRow[]>();
  for (const r of pending) {
    const key = String(r.user);
    const list = pendingOf.get(key);
    if (list) list.push(r);
    else pendingOf.set(key, [r]);
  }
  return people
    .map((p): QuotaRow => {
      const amounts = quotaAmountsOf(quotaOf.get(String(p._id)));
      const days = pendingDaysOf(pendingOf.get(String(p._id)) ?? []);
      const row: Record<string, unknown> = {
        user_id: p.user_id,
        oktatasi_azonosito: p.oktatasi_azonosito ?? null,
        nev: p.nev,
        ev,
        blocked: Boolean(p.blocked),
      };
      for (const t of QUOTA_TYPES) {
        row[`${t}_keret`] = amounts[t].keret;
        row[`${t}_felhasznalt`] = amounts[t].felhasznalt;
        row[`${t}_kerelmezett`] = days[t];
      }
      return row as QuotaRow;
    })
    .sort((a, b) => HUNGARIAN.compare(a.nev, b.nev) || a.user_id - b.user_id);
}
