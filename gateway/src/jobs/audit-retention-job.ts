// How long the audit log is kept (docs/operations.md "Audit log"): one Agenda job, daily at 03:15
// Budapest time, run by one gateway, deletes the entries older than AUDIT_RETENTION_DAYS (0: none
// are deleted and no job is stored). A job rather than a TTL index: the setting can change without
// rebuilding an index, and a deletion is logged with its count.
import type { Services } from '../services/deps.ts';

export const AUDIT_RETENTION_JOB = 'audit.retention';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the entries older than `days` days before `now`; answers how many. */
export async function pruneAuditLog(s: Pick<Services, 'models'>, days: number, now = new Date()): Promise<number> {
  const res = await s.models.AuditLog.deleteMany({ at: { $lt: new Date(now.getTime() - days * DAY_MS) } });
  return res.deletedCount;
}

/** Defines the job (before the runner starts); `schedule()` then stores its daily time. */
export function defineAuditRetentionJob(s: Services): { schedule(): Promise<void> } {
  const days = s.config.auditRetentionDays;
  if (days > 0) {
    s.jobs.agenda.define(AUDIT_RETENTION_JOB, async () => {
      try {
        const removed = await pruneAuditLog(s, days);
        if (removed > 0) s.log.info({ removed, days }, 'old audit entries removed');
      } catch (err) {
        s.log.error({ err }, 'Sikertelen naplótisztítás');
      }
    });
  }
  return {
    schedule: async () => {
      if (days === 0) {
        // Kept for ever: a job stored by an earlier setting stops.
        await s.jobs.agenda.cancel({ name: AUDIT_RETENTION_JOB });
        return;
      }
      // `every` keeps one job of this name, so every gateway may store it.
      await s.jobs.agenda.every('15 3 * * *', AUDIT_RETENTION_JOB, undefined, {
        timezone: 'Europe/Budapest',
        skipImmediate: true,
      });
    },
  };
}
