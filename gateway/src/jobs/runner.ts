// The gateway's job runner (docs/architecture.md "Mail"): one Agenda 6 per gateway instance on
// the gateway's own MongoDB database (collection `jobs`, @agendajs/mongo-backend). Every instance
// polls the same collection and locks a due job with one atomic findOneAndUpdate, so with N
// gateways each job runs on exactly one of them. Jobs this instance inserts start at once (an
// in-process notification channel); others find them at their next poll (JOBS_POLL_MS). A lock
// lives JOBS_LOCK_MS and a running job renews it (`job.touch()`) every third of that, so the jobs
// of an instance that died are taken over by another within about that time.
import { Agenda, InMemoryNotificationChannel, toJobId, type Job } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import { ObjectId, type ClientSession as DriverSession, type Collection, type Db, type Document } from 'mongodb';
import type { ClientSession } from 'mongoose';
import type { Logger } from '../logger.ts';

const JOBS_COLLECTION = 'jobs';

/** agenda.define's options but the lock lifetime, which is the runner's (JOBS_LOCK_MS). */
type JobOptions = Omit<NonNullable<Parameters<Agenda['define']>[2]>, 'lockLifetime'>;

export interface JobRunner {
  readonly agenda: Agenda;
  readonly collection: Collection<Document>;
  /** This instance's name in the jobs it locks (`lastModifiedBy`): its monitoring id. */
  readonly name: string;
  /** agenda.define with the lock renewed while the handler runs; the lock lifetime is the runner's. */
  define<T>(jobName: string, handler: (job: Job<T>) => Promise<void>, options?: JobOptions): void;
  /**
   * Inserts one due job per data item with a single insertMany; answers their ids. `held` jobs are
   * inserted disabled (Agenda runs none) until `release`d. With `session` they are inserted in its
   * transaction, so they exist exactly when the change they belong to commits; this instance looks
   * for them when the session ends (after the commit), the others at their next poll.
   */
  insertNow(
    jobName: string,
    data: readonly unknown[],
    opts?: { held?: boolean; session?: ClientSession | undefined },
  ): Promise<string[]>;
  /** Enables the held jobs of `jobName` matching `filter` (e.g. `{ 'data.run': key }`) and looks for them now. */
  release(jobName: string, filter: Document): Promise<void>;
  /**
   * Asks this instance to look for due jobs of `jobName` now rather than at its next poll (at most
   * one look at a time); the mail job calls it as each mail finishes, so a long queue is worked
   * through at the mail server's pace.
   */
  nudge(jobName: string): void;
  /** Creates the indexes and starts polling (after every job is defined). */
  start(): Promise<void>;
  /**
   * Stops polling, hands this instance's locked but not started jobs back to the others, and waits
   * up to `timeoutMs` for the running ones to finish (their state is saved before the database
   * closes).
   */
  stop(timeoutMs: number): Promise<void>;
}

export interface RunnerOptions {
  db: Db;
  log: Logger;
  /** The instance's id (monitoring/instance-id.ts). */
  name: string;
  pollMs: number;
  /** JOBS_LOCK_MS. */
  lockMs: number;
}

/** The job document Agenda's MongoDB backend writes for a new one-time job due now (`saveJob`). */
export function dueJobDocument(name: string, data: unknown, now: Date, by: string): Document {
  return {
    _id: new ObjectId(),
    name,
    data,
    type: 'normal',
    priority: 0,
    nextRunAt: now,
    lockedAt: null,
    lastFinishedAt: null,
    failedAt: null,
    failCount: null,
    failReason: null,
    repeatTimezone: null,
    lastRunAt: null,
    repeatInterval: null,
    repeatAt: null,
    disabled: null,
    progress: null,
    debounceStartedAt: null,
    fork: null,
    startDate: null,
    endDate: null,
    skipDays: null,
    lastModifiedBy: by,
  };
}

export function createJobRunner(opts: RunnerOptions): JobRunner {
  const { name, lockMs } = opts;
  const channel = new InMemoryNotificationChannel();
  const agenda = new Agenda({
    name,
    // Indexes are created in start(), where a failure is an error of the start, not an
    // unhandled rejection of the constructor.
    backend: new MongoBackend({ mongo: opts.db, collection: JOBS_COLLECTION, ensureIndex: false }),
    notificationChannel: channel,
    processEvery: opts.pollMs,
    maxConcurrency: 20,
    defaultLockLifetime: lockMs,
  });
  const collection = opts.db.collection(JOBS_COLLECTION);
  let running = 0;
  let started = false;
  agenda.on('start', (_job: unknown, remote?: boolean) => {
    if (remote !== true) running += 1;
  });
  agenda.on('complete', (_job: unknown, remote?: boolean) => {
    if (remote !== true) running -= 1;
  });
  agenda.on('error', (err: Error) => opts.log.error({ err }, 'job runner error'));
  // Agenda hands back a lock it will not use without awaiting the write (JobProcessor: a job found
  // by its run-out lock whose run time is still ahead, one over the lock limit). With the database
  // away that rejection was unhandled and ended the process; the lock simply runs out instead.
  const repository = agenda.db;
  const unlockJob = repository.unlockJob.bind(repository);
  repository.unlockJob = (job) =>
    unlockJob(job).catch((err: unknown) =>
      opts.log.warn({ err, job: String(job._id), jobName: job.name }, 'job lock not handed back; it runs out'),
    );

  const looking = new Set<string>();
  /** Tells this instance's processor that `jobName` has due jobs (bulk inserts bypass Agenda). */
  const nudge = (jobName: string, jobId: ObjectId = new ObjectId()): void => {
    if (!started || channel.state !== 'connected' || looking.has(jobName)) return;
    looking.add(jobName);
    const now = new Date();
    // Not awaited by the caller: filling the queue locks the due jobs one by one.
    void channel
      .publish({
        jobId: toJobId(jobId.toHexString()),
        jobName,
        nextRunAt: now,
        priority: 0,
        timestamp: now,
        source: name,
      })
      .catch((err: unknown) => opts.log.warn({ err }, 'job notification failed'))
      .finally(() => looking.delete(jobName));
  };

  return {
    agenda,
    collection,
    name,
    nudge: (jobName) => nudge(jobName),
    define(jobName, handler, options) {
      agenda.define(
        jobName,
        async (job: Job<unknown>) => {
          const renew = setInterval(() => {
            job.touch().catch((err: unknown) => opts.log.warn({ err, job: jobName }, 'job lock not renewed'));
          }, lockMs / 3);
          try {
            await handler(job as Job<never>);
          } finally {
            clearInterval(renew);
          }
        },
        { ...options, lockLifetime: lockMs },
      );
    },
    async insertNow(jobName, data, { held = false, session } = {}) {
      if (data.length === 0) return [];
      const now = new Date();
      const docs: Document[] = data.map((d) => ({ ...dueJobDocument(jobName, d, now, name), disabled: held || null }));
      // The runner works on the models' own client (services/create.ts), whose sessions mongoose
      // types with its own copy of the driver.
      const inSession = session ? { session: session as unknown as DriverSession } : {};
      await collection.insertMany(docs, { ordered: true, ...inSession });
      const first = docs[0]!._id as ObjectId;
      // Inside a transaction nobody sees them before the commit: look once the session ends.
      if (session && !held) session.once('ended', () => nudge(jobName, first));
      else if (!held) nudge(jobName, first);
      return docs.map((d) => (d._id as ObjectId).toHexString());
    },
    async release(jobName, filter) {
      await collection.updateMany({ ...filter, name: jobName, disabled: true }, { $set: { disabled: null } });
      nudge(jobName);
    },
    async start() {
      if (started) return;
      // Agenda's own lookup index (what MongoBackend creates with ensureIndex) and the
      // scheduled mails' lookup by email_id.
      await collection.createIndex(
        { name: 1, nextRunAt: 1, priority: -1, lockedAt: 1, disabled: 1 },
        { name: 'findAndLockNextJobIndex' },
      );
      await collection.createIndex({ name: 1, 'data.email_id': 1 }, { name: 'scheduleByEmailId' });
      await agenda.start();
      started = true;
    },
    async stop(timeoutMs) {
      if (!started) return;
      started = false;
      await agenda.stop(false);
      const until = Date.now() + timeoutMs;
      while (running > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      if (running > 0) opts.log.warn({ running }, 'jobs still running at shutdown; their locks expire');
    },
  };
}
