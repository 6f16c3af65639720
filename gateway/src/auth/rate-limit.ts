// Attempt counters for sign-in and password reset (docs/architecture.md "Sessions and
// sign-in"), per account and per IP, in fixed windows stored in MongoDB so that every instance
// counts together.
import { identityKey } from '@tavollet/contract/domain/identity';
import type { Models } from '../db/models.ts';
import { TooManyAttempts } from '../domain/errors.ts';

interface RateRule {
  max: number;
  windowMs: number;
}

/** Exponential sign-in delay. */
export interface DelayRule {
  /** Failures in a row without a delay. */
  free: number;
  /** Delay after the first failure beyond `free`; doubles with every further one. */
  baseMs: number;
  maxMs: number;
  /** Failures are forgotten this long after the last one. */
  windowMs: number;
}

export interface RateLimits {
  /** Wrong current passwords per person (change-password). */
  loginAccount: RateRule;
  /** Sign-in failures without a trusted device cookie per (account, address). */
  loginAccountIp: RateRule;
  /**
   * Sign-in failures without a trusted device cookie per address, any e-mail (unknown ones too).
   * Beyond it the address is guessing: each account gets one try from it per `loginAccountIp`
   * window (staff), or every attempt from it is refused (admin).
   */
  loginIp: RateRule;
  /** Sign-in failures of one trusted device before its cookie is no longer trusted. */
  loginDevice: RateRule;
  /** Delay of attempts without a trusted device cookie after failures on the account. */
  loginDelay: DelayRule;
  resetAccount: RateRule;
  resetIp: RateRule;
  /** Sign-in link mails per account (further requests send nothing); as long as a link lives. */
  loginLinkAccount: RateRule;
  /** Sign-in link requests per address, any e-mail. */
  loginLinkIp: RateRule;
  /** Issue reports per person, every attempt counted before its body is read (each may carry 20 MB). */
  issueReportUser: RateRule;
  /** Reads of one calendar feed (docs/architecture.md "Calendar feeds"); clients poll every few hours. */
  calendarFeed: RateRule;
  /** Unknown calendar feed tokens per address. */
  calendarFeedMiss: RateRule;
}

const MIN = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginAccount: { max: 5, windowMs: 15 * MIN },
  loginAccountIp: { max: 10, windowMs: 15 * MIN },
  loginIp: { max: 20, windowMs: 15 * MIN },
  loginDevice: { max: 10, windowMs: 60 * MIN },
  loginDelay: { free: 5, baseMs: 1000, maxMs: 5 * MIN, windowMs: 60 * MIN },
  resetAccount: { max: 3, windowMs: 60 * MIN },
  resetIp: { max: 10, windowMs: 60 * MIN },
  loginLinkAccount: { max: 3, windowMs: 15 * MIN },
  loginLinkIp: { max: 30, windowMs: 15 * MIN },
  issueReportUser: { max: 10, windowMs: 60 * MIN },
  calendarFeed: { max: 60, windowMs: 15 * MIN },
  calendarFeedMiss: { max: 20, windowMs: 15 * MIN },
};

/** The account part of a sign-in or reset: the e-mail as stored (its identity key). */
export const accountKey = identityKey;

const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));

export interface Bucket {
  key: string;
  rule: RateRule;
}

export class RateLimiter {
  constructor(private readonly models: Models) {}

  /**
   * Counts this attempt in every bucket FIRST, then refuses with TooManyAttempts (429,
   * Retry-After) when any bucket is over its limit. Counting before the (slow) password check means parallel
   * attempts cannot all pass a check that has not yet seen the others.
   */
  async take(buckets: Bucket[]): Promise<void> {
    const docs = await Promise.all(buckets.map((b) => this.takeOne(b)));
    const full = docs.find((doc, i) => doc.count > buckets[i]!.rule.max);
    if (!full) return;
    // A refused attempt was never tried: give its places back, so only real tries count.
    await this.refund(buckets);
    throw new TooManyAttempts(secondsUntil(full.expiresAt));
  }

  /** Like `take`, but answers false instead of refusing. */
  async tryTake(buckets: Bucket[]): Promise<boolean> {
    try {
      await this.take(buckets);
      return true;
    } catch (err) {
      if (err instanceof TooManyAttempts) return false;
      throw err;
    }
  }

  /** Counts this attempt in `bucket` and never refuses: the caller decides by the count. */
  async add(bucket: Bucket): Promise<{ count: number; retryAfterSeconds: number }> {
    const doc = await this.takeOne(bucket);
    return { count: doc.count, retryAfterSeconds: secondsUntil(doc.expiresAt) };
  }

  /** Gives back one attempt (a successful login is not a failure). */
  async refund(buckets: Bucket[]): Promise<void> {
    await this.models.RateLimit.updateMany(
      { _id: { $in: buckets.map((b) => b.key) }, count: { $gt: 0 } },
      { $inc: { count: -1 } },
    );
  }

  private async takeOne({ key, rule }: Bucket, attempt = 0): Promise<{ count: number; expiresAt: Date }> {
    const now = new Date();
    const fresh = new Date(now.getTime() + rule.windowMs);
    try {
      // The TTL sweep is periodic: an ended window may still be stored, so restart it here.
      await this.models.RateLimit.updateOne(
        { _id: key, expiresAt: { $lte: now } },
        { $set: { count: 0, expiresAt: fresh } },
      );
      const doc = await this.models.RateLimit.findOneAndUpdate(
        { _id: key },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt: fresh } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
      return { count: doc!.count, expiresAt: doc!.expiresAt };
    } catch (err) {
      // Two instances inserting the same new window: the loser retries as an update.
      if ((err as { code?: number }).code === 11000 && attempt === 0) return this.takeOne({ key, rule }, 1);
      throw err;
    }
  }

  /** Milliseconds until `key`'s delay ends (0: none). */
  async waitOf(key: string): Promise<number> {
    const doc = await this.models.RateLimit.findOne({ _id: key }, { notBefore: 1, expiresAt: 1 }).lean();
    const now = Date.now();
    if (!doc?.notBefore || doc.expiresAt.getTime() <= now) return 0;
    return Math.max(0, doc.notBefore.getTime() - now);
  }

  /**
   * Counts one more failure in a row on `key` and sets its delay: none for the first `free` ones,
   * then `baseMs` doubling with each further failure, at most `maxMs`. The failures are forgotten
   * `windowMs` after the last one.
   */
  async failed(key: string, rule: DelayRule): Promise<void> {
    const now = Date.now();
    const expiresAt = new Date(now + rule.windowMs);
    // An ended window that the TTL sweep has not removed yet starts again.
    await this.models.RateLimit.updateOne({ _id: key, expiresAt: { $lte: new Date(now) } }, { $set: { count: 0 } });
    const count = () =>
      this.models.RateLimit.findOneAndUpdate(
        { _id: key },
        { $inc: { count: 1 }, $set: { expiresAt } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
    // Two instances inserting the same new counter: the loser retries as an update.
    const doc = await count().catch((err: unknown) => {
      if ((err as { code?: number }).code === 11000) return count();
      throw err;
    });
    const beyond = doc!.count - rule.free;
    if (beyond <= 0) return;
    const delay = Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(beyond - 1, 30));
    await this.models.RateLimit.updateOne({ _id: key }, { $set: { notBefore: new Date(now + delay) } });
  }

  async reset(keys: string[]): Promise<void> {
    await this.models.RateLimit.deleteMany({ _id: { $in: keys } });
  }
}
