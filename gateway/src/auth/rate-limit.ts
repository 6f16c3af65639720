// Attempt counters for sign-in and password reset (docs/architecture.md "Sessions and
// sign-in"), per account and per IP, in fixed windows stored in MongoDB so that every instance
// counts together.
import type { Models } from '../db/models.ts';
import { TooManyAttempts } from '../services/errors.ts';

export interface RateRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  loginAccount: RateRule;
  loginIp: RateRule;
  resetAccount: RateRule;
  resetIp: RateRule;
  /** Issue reports per person (each may carry 20 MB of screenshots). */
  issueReportUser: RateRule;
}

const MIN = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginAccount: { max: 5, windowMs: 15 * MIN },
  loginIp: { max: 20, windowMs: 15 * MIN },
  resetAccount: { max: 3, windowMs: 60 * MIN },
  resetIp: { max: 10, windowMs: 60 * MIN },
  issueReportUser: { max: 10, windowMs: 60 * MIN },
};

/** The account part of a sign-in or reset: the e-mail as stored (trimmed, lower case). */
export const accountKey = (email: string) => email.trim().toLowerCase();

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
    const now = Date.now();
    const full = docs.find((doc, i) => doc.count > buckets[i]!.rule.max);
    if (!full) return;
    // A refused attempt was never tried: give its places back, so only real tries count.
    await this.refund(buckets);
    throw new TooManyAttempts(Math.max(1, Math.ceil((full.expiresAt.getTime() - now) / 1000)));
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

  async reset(keys: string[]): Promise<void> {
    await this.models.RateLimit.deleteMany({ _id: { $in: keys } });
  }
}
