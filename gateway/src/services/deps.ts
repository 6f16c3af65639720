// Everything a route or service needs, built once per gateway instance (no module state).
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Models } from '../db/models.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { AttachmentStore } from '../mail/attachments.ts';
import type { JobRunner } from '../jobs/runner.ts';
import type { AreaSessions } from '../auth/sessions.ts';
import type { RateLimiter, RateLimits } from '../auth/rate-limit.ts';
import type { Monitor } from '../monitoring/monitor.ts';
import type { GatewayMetrics } from '../monitoring/metrics.ts';

export interface Services {
  config: Config;
  log: Logger;
  models: Models;
  /** Queues mails as jobs (docs/architecture.md "Mail"); the job sends through `mailTransport`. */
  mailer: Mailer;
  mailTransport: MailTransport;
  mailAttachments: AttachmentStore;
  /** This instance's Agenda (mails, scheduled e-mails); started by gateway.ts. */
  jobs: JobRunner;
  /** Staff sessions (`tavollet.sid`) and admin sessions (`tavollet.admin`), auth/sessions.ts. */
  staffSessions: AreaSessions;
  adminSessions: AreaSessions;
  limiter: RateLimiter;
  /**
   * This instance's statistics: request counter, event log (`recordEvent` in monitoring/events.ts),
   * reporter (docs/architecture.md "Server statistics"). `log` is its logger.
   */
  monitor: Monitor;
  /** The instance's Prometheus metrics, served at /metrics; null without METRICS_TOKEN. */
  metrics: GatewayMetrics | null;
  limits: RateLimits;
  /**
   * Origin for links in e-mails: PUBLIC_URL, else the address this gateway listens on (set by
   * gateway.ts once listening). Never the request's Host header: an attacker could make a reset
   * mail point to their own site and collect the token.
   */
  linkBase: string;
  /**
   * This instance's change feed (db/change-feed.ts): the session reads and teachers' data are
   * kept while its stamps stay equal.
   */
  changeFeed: ChangeFeed;
}
