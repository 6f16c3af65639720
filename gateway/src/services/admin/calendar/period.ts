// The active period and the configured days (admin-area.md §3 "Active period", §4, §5 "Active
// period", §7 "School-year calendar"). The period is one document (`_id` 'active'); saving replaces it and
// deleting removes it, each with its audit entry in one transaction.
import type { ActivePeriod } from '@tavollet/contract/api/admin-calendar';
import { ACTIVE_PERIOD_ID } from '../../../models/active-period.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { audit, changes } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';

/** The stored period, or null when none is set. */
export async function getActivePeriod(s: Services, _actor: AdminActor): Promise<ActivePeriod | null> {
  const p = await s.models.ActivePeriod.findById(ACTIVE_PERIOD_ID, { megnyitva_tol: 1, megnyitva_ig: 1 }).lean();
  return p ? { megnyitva_tol: p.megnyitva_tol, megnyitva_ig: p.megnyitva_ig } : null;
}

/**
 * getconfigureddays, "read like a period": the first and the last date that has a stored type,
 * or null when the calendar is empty. Two index reads.
 */
export async function getConfiguredDays(s: Services, _actor: AdminActor): Promise<ActivePeriod | null> {
  const first = await s.models.CalendarDay.findOne({}, { datum: 1, _id: 0 }).sort({ datum: 1 }).lean();
  if (!first) return null;
  const last = await s.models.CalendarDay.findOne({}, { datum: 1, _id: 0 }).sort({ datum: -1 }).lean();
  return { megnyitva_tol: first.datum, megnyitva_ig: (last ?? first).datum };
}

/** Sets the period (the body's schema already checked both dates and their order). */
export async function updateActivePeriod(s: Services, actor: AdminActor, period: ActivePeriod): Promise<ActivePeriod> {
  return inTransaction(s.models, async (session) => {
    const before = await s.models.ActivePeriod.findById(ACTIVE_PERIOD_ID).session(session).lean();
    await s.models.ActivePeriod.updateOne(
      { _id: ACTIVE_PERIOD_ID },
      { $set: { megnyitva_tol: period.megnyitva_tol, megnyitva_ig: period.megnyitva_ig } },
      { upsert: true, session },
    );
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.active_period_saved',
        details: changes(before ? { megnyitva_tol: before.megnyitva_tol, megnyitva_ig: before.megnyitva_ig } : null, {
          megnyitva_tol: period.megnyitva_tol,
          megnyitva_ig: period.megnyitva_ig,
        }),
      },
      session,
    );
    return { megnyitva_tol: period.megnyitva_tol, megnyitva_ig: period.megnyitva_ig };
  });
}

/** Removes the period; answers whether there was one (deleting none is not an error). */
export async function deleteActivePeriod(s: Services, actor: AdminActor): Promise<boolean> {
  return inTransaction(s.models, async (session) => {
    const before = await s.models.ActivePeriod.findById(ACTIVE_PERIOD_ID).session(session).lean();
    if (!before) return false;
    await s.models.ActivePeriod.deleteOne({ _id: ACTIVE_PERIOD_ID }, { session });
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.active_period_deleted',
        details: { elotte: { megnyitva_tol: before.megnyitva_tol, megnyitva_ig: before.megnyitva_ig } },
      },
      session,
    );
    return true;
  });
}
