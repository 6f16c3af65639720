// Starts this instance's jobs (docs/architecture.md "Mail"): the mail sender and the scheduled
// e-mails (the function catalogue written, a job for every active schedule), then polling.
// Called by gateway.ts before the server listens; stopped by its close().
import type { Services } from '../services/deps.ts';
import { defineMailJob } from './mail-job.ts';
import { recordMailGivenUp } from './mail-failures.ts';
import { MAIL_JOB } from '../mail/job-names.ts';
import { defineScheduleJob } from './schedule-job.ts';
import { ensureMailFunctions } from '../services/mail/functions.ts';
import { reconcileScheduleJobs } from '../services/mail/schedule-jobs.ts';
import { defineBackupJob } from './backup-job.ts';
import { defineAuditRetentionJob } from './audit-retention-job.ts';

export async function startJobs(s: Services): Promise<void> {
  defineMailJob(s.jobs, {
    concurrency: s.config.jobs.mailConcurrency,
    transport: s.mailTransport,
    attachments: s.mailAttachments,
    retryDelaysMs: s.config.jobs.mailRetryDelaysMs,
    log: s.log,
    nudge: () => s.jobs.nudge(MAIL_JOB),
    onGaveUp: (info) => recordMailGivenUp(s, info),
  });
  defineScheduleJob(s);
  await s.mailAttachments.ensureIndexes();
  await ensureMailFunctions(s);
  await reconcileScheduleJobs(s);
  const backups = defineBackupJob(s);
  const auditRetention = defineAuditRetentionJob(s);
  await s.jobs.start();
  await backups?.schedule();
  await auditRetention.schedule();
}

/** Stops polling and lets running sends finish (within `timeoutMs`), then closes SMTP connections. */
export async function stopJobs(s: Services, timeoutMs: number): Promise<void> {
  await s.jobs.stop(timeoutMs);
  s.mailTransport.close();
}
