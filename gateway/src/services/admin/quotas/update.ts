// PATCH /api/admin/updateleavequotas (admin-area.md §4 "Quota edit", §7 "Quotas"): sets the given
// totals and used days of (person, year), the other types kept; the amounts arrive already
// truncated (negatives and non-numbers 0) by the contract's schema. Upserts the quota document; the
// person's serial document is claimed first so a submit of the same person waits for the edit
// (docs/architecture.md "Transactions and concurrency"). The audit entry holds the amounts before
// and after of the changed amounts.
import { QUOTA_TYPES } from '@tavollet/contract/codes';
import {
  ADMIN_QUOTA_MESSAGES as M,
  type QuotaRow,
  type UpdateLeaveQuotasInput,
} from '@tavollet/contract/api/admin-quotas';
import type { Types } from 'mongoose';
import { inTransaction } from '../../../db/transaction.ts';
import { audit, changes } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { NotFound } from '../../../domain/errors.ts';
import { claimPerson } from '../../leave/person-serial.ts';
import { getLeaveQuotas } from './get-leave-quotas.ts';

export async function updateLeaveQuota(
  s: Services,
  actor: AdminActor,
  input: UpdateLeaveQuotasInput,
): Promise<QuotaRow> {
  const { ev, oktatasi_azonosito, totals, used } = input;
  return inTransaction(s.models, async (session) => {
    const person = await s.models.User.findOne({ oktatasi_azonosito, deletedAt: null }, { _id: 1, user_id: 1 })
      .session(session)
      .lean<{ _id: Types.ObjectId; user_id: number }>();
    if (!person) throw new NotFound(M.notFound);
    await claimPerson(s.models, person._id, session);
    const stored = await s.models.Quota.findOne({ user: person._id, ev })
      .session(session)
      .lean<Record<string, unknown>>();
    const set: Record<string, number> = {};
    for (const t of QUOTA_TYPES) {
      if (totals[t] !== undefined) set[`${t}_keret`] = totals[t];
      if (used[t] !== undefined) set[`${t}_felhasznalt`] = used[t];
    }
    await s.models.Quota.updateOne(
      { user: person._id, ev },
      { $set: set, $setOnInsert: { user: person._id, ev } },
      { upsert: true, session },
    );
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.quota_updated',
        target: String(person.user_id),
        details: {
          ev,
          oktatasi_azonosito,
          // A quota not stored yet reads as zeros (as the quota list shows it).
          ...changes(Object.fromEntries(Object.keys(set).map((k) => [k, stored?.[k] ?? 0])), set),
        },
      },
      session,
    );
    const [row] = await getLeaveQuotas(s, ev, { _id: person._id }, session);
    return row!;
  });
}
