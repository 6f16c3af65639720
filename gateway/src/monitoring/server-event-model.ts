// Events of the gateways (`server_events`): start, stop, logged warnings and errors, failed mails
// and imports (docs/architecture.md "Server statistics"). Bounded twice: a TTL index drops events
// after EVENTS_RETENTION_DAYS (7 by default; each event's `expiresAt`) and the reporters keep only
// the newest EVENTS_KEPT (the embedded server has no capped collections).
import { Schema, type Connection } from 'mongoose';
import { EVENT_LEVELS } from '@tavollet/contract/api/admin-stats';

export const EVENTS_KEPT = 500;

const serverEventSchema = new Schema(
  {
    time: { type: Date, required: true },
    level: { type: String, enum: EVENT_LEVELS, required: true },
    text: { type: String, required: true },
    /** The instance that wrote it. */
    server: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'server_events', versionKey: false },
);
serverEventSchema.index({ time: -1 });
serverEventSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const serverEventModel = (conn: Connection) => conn.model('ServerEvent', serverEventSchema);
