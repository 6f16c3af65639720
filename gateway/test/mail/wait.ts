// Waiting for mail jobs in tests: a mail is sent by a job after `send` returns, so a test that
// reads the outbox or the test SMTP server waits until no mail job is due or running.
import type { Services } from '../../src/services/deps.ts';
import { MAIL_JOB } from '../../src/mail/job-names.ts';

/** Mail jobs still to run: due or waiting for a retry (`nextRunAt`), or running (`lockedAt`). */
export async function pendingMailJobs(s: Services): Promise<number> {
  return s.jobs.collection.countDocuments({
    name: MAIL_JOB,
    $or: [{ nextRunAt: { $ne: null } }, { lockedAt: { $ne: null } }],
  });
}

export async function waitFor(cond: () => boolean | Promise<boolean>, ms = 20_000, what = 'condition'): Promise<void> {
  const until = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`${what} not reached in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves once every queued mail of the database was sent or given up. */
export async function mailIdle(s: Services, ms = 20_000): Promise<void> {
  await waitFor(async () => (await pendingMailJobs(s)) === 0, ms, 'mail queue empty');
}
