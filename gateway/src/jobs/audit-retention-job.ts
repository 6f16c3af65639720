// The daily upkeep of data that would otherwise grow for ever (docs/operations.md "Data
// retention"): one Agenda job, daily at 03:15 Budapest time, run by one gateway. It deletes the
// audit entries older than AUDIT_RETENTION_DAYS and the one-off jobs (mails given up, finished
// runs Agenda did not remove) that ended more than JOBS_RETENTION_DAYS ago (0: none of either),
// and fills in `day` on audit entries written before that field existed (the log's pages read by
// day, services/admin/audit/audit-pages.ts). A job rather than TTL indexes: the settings can change
// without rebuilding an index, and a deletion is logged with its count.
import type { Collection, Document } from 'mongodb';
import type { Services } from '../services/deps.ts';
import { fillMissingDays } from '../services/admin/audit/audit-pages.ts';

const AUDIT_RETENTION_JOB = 'audit.retention';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the entries older than `days` days before `now`; answers how many. */
export async function pruneAuditLog(s: Pick<Services, 'models'>, days: number, now = new Date()): Promise<number> {
  const res = await s.models.AuditLog.deleteMany({ at: { $lt: new Date(now.getTime() - days * DAY_MS) } });
  return res.deletedCount;
}

/**
 * Deletes the one-off jobs that ended (finished or failed for good) more than `days` days before
 * `now`; answers how many. Due, retried, held, running and recurring jobs all have a `nextRunAt`
 * or a lock, so they stay.
 */
export async function pruneEndedJobs(jobs: Collection<Document>, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS);
  const res = await jobs.deleteMany({
    nextRunAt: null,
    lockedAt: null,
    repeatInterval: null,
    repeatAt: null,
    $or: [{ lastFinishedAt: { $lt: before } }, { failedAt: { $lt: before } }],
  });
  return res.deletedCount;
}

/** Defines the job (before the runner starts); `schedule()` then stores its daily time. */
export function defineAuditRetentionJob(s: Services): { schedule(): Promise<void> } {
  const days = s.config.auditRetentionDays;
  const jobDays = s.config.retention.jobsDays;
  s.jobs.agenda.define(AUDIT_RETENTION_JOB, async () => {
    try {
      const removed = days > 0 ? await pruneAuditLog(s, days) : 0;
      const filled = await fillMissingDays(s);
      const jobs = jobDays > 0 ? await pruneEndedJobs(s.jobs.collection, jobDays) : 0;
      if (removed + filled + jobs > 0) s.log.info({ removed, filled, days, jobs, jobDays }, 'data upkeep');
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
