// Builds one gateway instance's services on an open database.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Models } from '../db/models.ts';
import { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from 'mongodb';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createTransport } from '../mail/transport.ts';
import { attachmentStore } from '../mail/attachments.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { AreaSessions } from '../auth/sessions.ts';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from '../auth/rate-limit.ts';
import { createMonitor } from '../monitoring/monitor.ts';
import { GatewayMetrics } from '../monitoring/metrics.ts';
import type { Services } from './deps.ts';
import { currentMailSender } from './admin/email/mail-sender.ts';

export interface ServiceOptions {
  /** Tests lower these to reach the limits quickly. */
  limits?: Partial<RateLimits>;
  mailer?: Mailer;
  /** false: the change feed stays closed, so every request reads (the benchmark's comparison). */
  readCaches?: boolean;
  /**
   * How long a request waits for the change feed before reading the database (ChangeFeed). Tests
   * that count reads raise it, so a busy machine cannot turn a kept read into a read.
   */
  catchUpMs?: number;
}

export function createServices(
  config: Config,
  processLog: Logger,
  models: Models,
  opts: ServiceOptions = {},
): Services {
  // The instance's own logger: its warnings and errors are also server events (docs/architecture.md
  // "Server statistics"); everything below logs through it.
  const monitor = createMonitor(config, processLog, models);
  const log = monitor.log;
  // Jobs and attachments live in the gateway's own database (docs/architecture.md "Mail").
  const db = models.Setting.db.db as unknown as Db;
  const jobs = createJobRunner({ db, log, name: monitor.id, pollMs: config.jobs.pollMs, lockMs: config.jobs.lockMs });
  const mailAttachments = attachmentStore(db);
  const mailTransport = createTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    timeoutMs: config.jobs.smtpTimeoutMs,
    connections: config.jobs.mailConcurrency,
    log,
  });
  return {
    config,
    log,
    models,
    jobs,
    mailAttachments,
    mailTransport,
    mailer:
      opts.mailer ??
      createMailer({
        jobs,
        attachments: mailAttachments,
        sender: () => currentMailSender(models, { schoolName: config.schoolName, from: config.mailFrom }),
        outboxDir: mailTransport.outboxDir,
        log,
      }),
    // Cookies and lifetimes (8 h / 2 h rolling) in auth/sessions.ts SESSION_AREAS.
    staffSessions: new AreaSessions(models, 'staff'),
    adminSessions: new AreaSessions(models, 'admin'),
    limiter: new RateLimiter(models),
    limits: { ...DEFAULT_RATE_LIMITS, ...opts.limits },
    monitor,
    metrics: config.metricsToken
      ? new GatewayMetrics({
          instanceId: monitor.id,
          region: monitor.region,
          connection: models.Setting.db,
          agenda: jobs.agenda,
          jobs: jobs.collection,
          log,
        })
      : null,
    linkBase: config.publicUrl ?? `http://localhost:${config.port}`,
    changeFeed: new ChangeFeed(db, log, opts.catchUpMs),
  };
}

/**
 * Cookie signing keys: SESSION_KEYS when set; otherwise generated once and kept in the
 * `settings` collection, so every instance on the database signs and verifies alike.
 */
export async function loadSessionKeys(config: Config, models: Models): Promise<string[]> {
  if (config.sessionKeys?.length) return config.sessionKeys;
  const doc = await models.Setting.findOneAndUpdate(
    { _id: 'session_keys' },
    { $setOnInsert: { value: [randomBytes(32).toString('base64url')] } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  const keys = doc?.value as unknown;
  if (!Array.isArray(keys) || keys.length === 0) throw new Error('session keys missing from settings');
  return keys as string[];
}
