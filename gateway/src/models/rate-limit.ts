// Fixed-window failure counters for sign-in and password reset, shared by every gateway
// instance; the TTL index removes a window when it ends.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const rateLimitSchema = new Schema(
  {
    /** `<bucket>:<account|ip>:<value>`, e.g. `login:ip:10.0.0.1`. */
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'rate_limits', versionKey: false },
);
rateLimitSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type RateLimitFields = InferSchemaType<typeof rateLimitSchema>;
export const rateLimitModel = (conn: Connection) => conn.model('RateLimit', rateLimitSchema);
