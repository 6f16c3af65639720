// Fixed-window counters shared by every gateway instance: sign-in and password-reset failures,
// issue reports per person, and the daily issue-report upload budgets in bytes
// (`upload:user:<id>:<day>`, `upload:school:<day>`). The TTL index removes a window when it ends.
import { Schema, type Connection } from 'mongoose';

const rateLimitSchema = new Schema(
  {
    /** `<bucket>:<account|ip>:<value>`, e.g. `login:ip:10.0.0.1`. */
    _id: { type: String, required: true },
    /** Attempts, or bytes for an upload budget. */
    count: { type: Number, required: true, default: 0 },
    expiresAt: { type: Date, required: true },
    /** Sign-in delay: no attempt without a device cookie before this. */
    notBefore: { type: Date, required: false },
  },
  { collection: 'rate_limits', versionKey: false },
);
rateLimitSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const rateLimitModel = (conn: Connection) => conn.model('RateLimit', rateLimitSchema);
