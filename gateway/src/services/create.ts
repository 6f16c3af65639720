// Builds one gateway instance's services on an open database.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Models } from '../db/models.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { SessionStore } from '../auth/session-store.ts';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from '../auth/rate-limit.ts';
import type { Services } from './deps.ts';

/** Session lifetimes (gateway/DECISIONS.md): 8 h rolling for staff, 2 h rolling for admins. */
export const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;
export const ADMIN_SESSION_MS = 2 * 60 * 60 * 1000;
export const STAFF_COOKIE = 'tavollet.sid';
export const ADMIN_COOKIE = 'tavollet.admin';

export interface ServiceOptions {
  /** Tests lower these to reach the limits quickly. */
  limits?: Partial<RateLimits>;
  mailer?: Mailer;
}

export function createServices(config: Config, log: Logger, models: Models, opts: ServiceOptions = {}): Services {
  return {
    config,
    log,
    models,
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    staffSessions: new SessionStore(models, {
      kind: 'staff',
      cookie: STAFF_COOKIE,
      maxAgeMs: STAFF_SESSION_MS,
      secure: config.cookieSecure,
    }),
    adminSessions: new SessionStore(models, {
      kind: 'admin',
      cookie: ADMIN_COOKIE,
      maxAgeMs: ADMIN_SESSION_MS,
      secure: config.cookieSecure,
    }),
    limiter: new RateLimiter(models),
    limits: { ...DEFAULT_RATE_LIMITS, ...opts.limits },
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
