// Failure counters for sign-in and password reset (issue "Gateway core" §4), per account and
// per IP, in fixed windows stored in MongoDB so that every instance counts together.
import type { Models } from '../db/models.ts';
import { tooManyRequests } from '../http/errors.ts';

export interface RateRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  loginAccount: RateRule;
  loginIp: RateRule;
  resetAccount: RateRule;
  resetIp: RateRule;
}

const MIN = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginAccount: { max: 5, windowMs: 15 * MIN },
  loginIp: { max: 20, windowMs: 15 * MIN },
  resetAccount: { max: 3, windowMs: 60 * MIN },
  resetIp: { max: 10, windowMs: 60 * MIN },
};

export interface Bucket {
  key: string;
  rule: RateRule;
}

export class RateLimiter {
  constructor(private readonly models: Models) {}

  /** Throws 429 (with Retry-After) when any bucket is already full. */
  async check(buckets: Bucket[]): Promise<void> {
    const now = Date.now();
    const docs = await this.models.RateLimit.find({
      _id: { $in: buckets.map((b) => b.key) },
      expiresAt: { $gt: new Date(now) },
    }).lean();
    for (const doc of docs) {
      const bucket = buckets.find((b) => b.key === doc._id);
      if (bucket && doc.count >= bucket.rule.max) {
        throw tooManyRequests(Math.max(1, Math.ceil((doc.expiresAt.getTime() - now) / 1000)));
      }
    }
  }

  /** Counts one event in each bucket; a window that has ended starts again. */
  async hit(buckets: Bucket[]): Promise<void> {
    await Promise.all(buckets.map((b) => this.hitOne(b)));
  }

  private async hitOne({ key, rule }: Bucket, attempt = 0): Promise<void> {
    const now = new Date();
    const fresh = new Date(now.getTime() + rule.windowMs);
    try {
      // The TTL sweep is periodic: an ended window may still be stored, so restart it here.
      await this.models.RateLimit.updateOne({ _id: key, expiresAt: { $lte: now } }, { $set: { count: 0, expiresAt: fresh } });
      await this.models.RateLimit.updateOne(
        { _id: key },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt: fresh } },
        { upsert: true },
      );
    } catch (err) {
      // Two instances inserting the same new window: the loser retries as an update.
      if ((err as { code?: number }).code === 11000 && attempt === 0) return this.hitOne({ key, rule }, 1);
      throw err;
    }
  }

  async reset(keys: string[]): Promise<void> {
    await this.models.RateLimit.deleteMany({ _id: { $in: keys } });
  }
}
