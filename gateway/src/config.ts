// Gateway configuration: read once from the environment and validated with zod, so a typo
// in a deployment fails at start with a readable message instead of misbehaving later.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { MF_MANIFEST_JSON } from '@tavollet/contract/build-output';
import { REMOTES } from '@tavollet/contract/remote-props';
import { PASSWORD_MAX_LENGTH } from '@tavollet/contract/api/auth';
import { passwordProblem } from './auth/password-policy.ts';

/** The first admin's password is set by whoever installs: asked to be longer than a person's. */
const INITIAL_ADMIN_PASSWORD_MIN = 12;

/** The repository root: built apps are served from `<root>/<app>/dist`. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const optionalUrl = z
  .string()
  .trim()
  .min(1)
  .refine((v) => v.startsWith('/') || URL.canParse(v), 'absolute URL or a path starting with /')
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public origin of the app (e.g. https://szabadsag.iskola.hu); used in mails and origin checks. */
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  STATIC_ROOT: z.string().default(REPO_ROOT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MONGODB_URI: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Távollét <noreply@localhost>'),
  /** Where the admin's "Továbbítás fejlesztőnek" sends an issue report; unset (or empty): forwarding is refused. */
  DEVELOPER_EMAIL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().email().optional(),
  ),
  /** The school's name, shown in every mail's footer and in the scheduled summaries. */
  SCHOOL_NAME: z.string().trim().min(1).max(200).default('Iskola'),
  /**
   * Waits before each retry of a mail whose send failed, in ms, comma-separated (docs/architecture.md
   * "Mail"): 1, 5, 15, 30 and 60 minutes, so six tries over almost two hours.
   */
  MAIL_RETRY_DELAYS_MS: z
    .string()
    .default('60000,300000,900000,1800000,3600000')
    .transform((v) => v.split(',').map((x) => Number(x.trim())))
    .refine(
      (xs) => xs.length > 0 && xs.every((x) => Number.isInteger(x) && x > 0),
      'positive integers, comma-separated',
    ),
  /** How often each gateway looks for due jobs (mails, schedules) in ms; new mails of this instance start at once. */
  JOBS_POLL_MS: z.coerce.number().int().min(20).default(2000),
  /**
   * How long a job stays locked to its instance without a renewal, in ms; a running job renews it
   * every third of this, so it is how soon another instance takes over the jobs of one that died
   * (docs/architecture.md "Mail").
   */
  JOBS_LOCK_MS: z.coerce.number().int().min(500).default(30_000),
  /**
   * Mails one instance has at the SMTP server at a time: also how many may go twice when it dies
   * mid-send (accepted by the server, not yet marked sent).
   */
  MAIL_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(20).default(1),
  /** Where the daily backup is written (a folder; none without it). README "Backup and restore". */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  /** How many daily backups are kept in BACKUP_DIR (the oldest are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
  /** When the daily backup runs, Budapest time, HH:MM. */
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM')
    .default('02:30'),
  /** How many days audit entries are kept (0: for ever); docs/operations.md "Data retention". */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(1825),
  /** How many days the admin home's server events are kept; docs/operations.md "Data retention". */
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /**
   * How many days a finished or failed one-off job (a mail given up after its last try) stays in
   * `jobs` after it ended (0: for ever); the failure stays in the audit log. docs/operations.md
   * "Data retention".
   */
  JOBS_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
  /** SMTP connection, greeting and idle-socket limit in ms (kept well under the job lock's lifetime). */
  MAIL_SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Bearer token a Prometheus scrape of /metrics must send (docs/architecture.md "Metrics and
   * health"); unset or empty: there is no /metrics. At least 16 characters, as for any shared secret.
   */
  METRICS_TOKEN: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().min(16).optional(),
  ),
  /** Comma-separated secrets for signing cookies; the first signs, all verify (rotation). */
  SESSION_KEYS: z.string().optional(),
  /** Set when served over HTTPS (directly or behind a TLS-terminating proxy). */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Serve the built Storybook (storybook-static/) at /storybook/ for the designers; off in production. */
  SERVE_STORYBOOK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where the built Storybook is; `<STATIC_ROOT>/storybook-static` by default. */
  STORYBOOK_DIR: z.string().optional(),
  /**
   * The reverse proxies in front of the gateway: comma-separated addresses or CIDR ranges (or
   * `loopback`, `uniquelocal`); `false`: none, clients connect directly. Only a connection from one
   * of them has its X-Forwarded-For, -Proto and -Host believed (http/proxies.ts).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      if (v === 'false' || v === '') return null;
      if (v === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            "name the proxy's addresses instead of true (e.g. TRUST_PROXY=127.0.0.1 for a proxy on this machine, " +
            'or its network such as 10.0.0.0/8): with true any client could write its own X-Forwarded-For',
        });
        return z.NEVER;
      }
      const list = v.split(',').map((x) => x.trim());
      try {
        proxyaddr.compile(list);
      } catch (err) {
        ctx.addIssue({
          code: 'custom',
          message: `addresses or CIDR ranges, comma-separated: ${(err as Error).message}`,
        });
        return z.NEVER;
      }
      return list;
    }),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Whole request, headers and body (the largest is a 20 MB issue report on a slow line). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(90_000),
  /** Until the request's headers are complete. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  /**
   * Open connections one address may hold; 0 = no cap. Default 200 when clients connect directly
   * (a staff room behind one NAT address has ~60 browsers of ~6 connections); off behind a proxy
   * (TRUST_PROXY), where every connection comes from the proxy and it limits clients itself.
   */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  /**
   * Issue-report screenshots one person may upload per Budapest calendar day, in MB (MiB) of the
   * original images: two full 20 MB reports.
   */
  ISSUE_UPLOAD_DAILY_MB_PERSON: z.coerce.number().int().min(1).default(40),
  /** The same for the whole school together (every gateway instance counts in MongoDB). */
  ISSUE_UPLOAD_DAILY_MB_SCHOOL: z.coerce.number().int().min(1).default(500),
  /** Issue reports whose body one gateway instance reads and re-encodes at the same time. */
  ISSUE_UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Demo school on an empty database: 'auto' seeds it only with the embedded database (a real
   * MONGODB_URI never gets demo accounts with a published password unless asked), 'true' always,
   * 'false' never.
   */
  DEMO_SCHOOL: z.enum(['auto', 'true', 'false']).default('auto'),
  /** First admin of a real install: created at start when the admins collection is empty. */
  INITIAL_ADMIN_EMAIL: z.string().email().optional(),
  // At most what the login form accepts, or the first admin could never sign in.
  INITIAL_ADMIN_PASSWORD: z.string().min(INITIAL_ADMIN_PASSWORD_MIN).max(PASSWORD_MAX_LENGTH).optional(),
  REMOTE_TEACHER_URL: optionalUrl,
  REMOTE_LEADERS_URL: optionalUrl,
  REMOTE_HR_URL: optionalUrl,
  REMOTE_ADMIN_URL: optionalUrl,
  /** This instance's region in the admin home's server list (docs/architecture.md "Server statistics"). */
  REGION: z.string().trim().min(1).max(40).default('helyi'),
  /**
   * How often each instance reports its figures to MongoDB, in ms. An instance silent for three
   * intervals is shown as down, so at most 10 s (down within 30 s; admin-area.md §2 "/admin/kezdo").
   */
  STATS_REPORT_INTERVAL_MS: z.coerce.number().int().min(50).max(10_000).default(5000),
  /** One point of the statistics' 24-point history per this many ms (default: the home's 30 s poll). */
  STATS_HISTORY_STEP_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /**
   * This instance's id on the admin home and in the jobs it locks, kept across restarts
   * (monitoring/instance-id.ts); unset: `<host>:<PORT>`.
   */
  INSTANCE_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.:_-]{1,60}$/, 'letters, digits and . : _ -, at most 60')
    .optional(),
});

/** The first admin's password passes the same policy as everyone's (auth/password-policy.ts). */
const CheckedEnvSchema = EnvSchema.superRefine((e, ctx) => {
  if (!e.INITIAL_ADMIN_PASSWORD) return;
  const problem = passwordProblem(e.INITIAL_ADMIN_PASSWORD, { email: e.INITIAL_ADMIN_EMAIL });
  if (problem) ctx.addIssue({ code: 'custom', path: ['INITIAL_ADMIN_PASSWORD'], message: problem });
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Builds the config from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = CheckedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const remotes = REMOTES.map((r) => ({
    name: r.name,
    folder: r.folder,
    // Where the remote's manifest is fetched from: our own /remotes/ by default, or another
    // origin/CDN when the remote is deployed on its own.
    entry: e[r.env] ?? `/remotes/${r.folder}/${MF_MANIFEST_JSON}`,
    // Which directory /remotes/<folder>/ serves: the remote's dist/ unless a deployment (or
    // the independent-deploy e2e) points it elsewhere with REMOTE_DIR_<FOLDER>.
    dir: env[`REMOTE_DIR_${r.folder.toUpperCase().replace(/-/g, '_')}`] ?? path.join(e.STATIC_ROOT, r.folder, 'dist'),
  }));
  const remoteOrigins = remotes
    .map((r) => (URL.canParse(r.entry) ? new URL(r.entry).origin : null))
    .filter((o): o is string => o !== null);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    dataDir: path.resolve(e.DATA_DIR),
    shellDir: path.join(e.STATIC_ROOT, 'shell', 'dist'),
    logLevel: e.LOG_LEVEL,
    mongodbUri: e.MONGODB_URI,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    developerEmail: e.DEVELOPER_EMAIL ?? null,
    schoolName: e.SCHOOL_NAME,
    jobs: {
      pollMs: e.JOBS_POLL_MS,
      lockMs: e.JOBS_LOCK_MS,
      mailConcurrency: e.MAIL_SEND_CONCURRENCY,
      mailRetryDelaysMs: e.MAIL_RETRY_DELAYS_MS,
      smtpTimeoutMs: e.MAIL_SMTP_TIMEOUT_MS,
    },
    backup: e.BACKUP_DIR ? { dir: path.resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP, time: e.BACKUP_TIME } : null,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    retention: { eventsDays: e.EVENTS_RETENTION_DAYS, jobsDays: e.JOBS_RETENTION_DAYS },
    metricsToken: e.METRICS_TOKEN ?? null,
    sessionKeys: e.SESSION_KEYS?.split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    cookieSecure: e.COOKIE_SECURE,
    storybook: { enabled: e.SERVE_STORYBOOK, dir: e.STORYBOOK_DIR ?? path.join(e.STATIC_ROOT, 'storybook-static') },
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    server: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP ?? (e.TRUST_PROXY ? 0 : 200),
    },
    issueUploads: {
      dailyBytesPerPerson: e.ISSUE_UPLOAD_DAILY_MB_PERSON * 1024 * 1024,
      dailyBytesSchool: e.ISSUE_UPLOAD_DAILY_MB_SCHOOL * 1024 * 1024,
      concurrency: e.ISSUE_UPLOAD_CONCURRENCY,
    },
    demoSchool: e.DEMO_SCHOOL,
    initialAdmin:
      e.INITIAL_ADMIN_EMAIL && e.INITIAL_ADMIN_PASSWORD
        ? { email: e.INITIAL_ADMIN_EMAIL, password: e.INITIAL_ADMIN_PASSWORD }
        : undefined,
    stats: {
      region: e.REGION,
      reportIntervalMs: e.STATS_REPORT_INTERVAL_MS,
      // A step shorter than the interval would leave steps without a point.
      historyStepMs: Math.max(e.STATS_HISTORY_STEP_MS, e.STATS_REPORT_INTERVAL_MS),
      instanceId: e.INSTANCE_ID ?? null,
    },
    remotes,
    remoteOrigins: [...new Set(remoteOrigins)],
  };
}
