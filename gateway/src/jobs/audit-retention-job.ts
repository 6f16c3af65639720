// The audit log's daily upkeep (docs/operations.md "Audit log"): one Agenda job, daily at 03:15
// Budapest time, run by one gateway. It deletes the entries older than AUDIT_RETENTION_DAYS (0:
// none are deleted) and fills in `day` on entries written before that field existed (the log's
// pages read by day, services/admin/audit/audit-pages.ts). A job rather than a TTL index: the
// setting can change without rebuilding an index, and a deletion is logged with its count.
import type { Services } from '../services/deps.ts';
import { fillMissingDays } from '../services/admin/audit/audit-pages.ts';

const AUDIT_RETENTION_JOB = 'audit.retention';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the entries older than `days` days before `now`; answers how many. */
export async function pruneAuditLog(s: Pick<Services, 'models'>, days: number, now = new Date()): Promise<number> {
  const res = await s.models.AuditLog.deleteMany({ at: { $lt: new Date(now.getTime() - days * DAY_MS) } });
  return res.deletedCount;
}

/** Defines the job (before the runner starts); `schedule()` then stores its daily time. */
export function defineAuditRetentionJob(s: Services): { schedule(): Promise<void> } {
  const days = s.config.auditRetentionDays;
  s.jobs.agenda.define(AUDIT_RETENTION_JOB, async () => {
    try {
      const removed = days > 0 ? await pruneAuditLog(s, days) : 0;
      const filled = await fillMissingDays(s);
      if (removed + filled > 0) s.log.info({ removed, filled, days }, 'audit log upkeep');
    } catch (err) {
      s.log.error({ err }, 'Sikertelen naplókarbantartás');
    }
  });
  return {
    // `every` keeps one job of this name, so every gateway may store it.
    schedule: async () => {
      await s.jobs.agenda.every('15 3 * * *', AUDIT_RETENTION_JOB, undefined, {
        timezone: 'Europe/Budapest',
        skipImmediate: true,
      });
    },
  };
}
