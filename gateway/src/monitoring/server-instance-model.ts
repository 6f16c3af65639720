// One document per gateway instance (`server_instances`), upserted at every report
// (docs/architecture.md "Server statistics"): the figures of its last report interval and its
// history, one point per history step, the newest 24 kept ($push with $slice). A TTL index drops
// an instance an hour after its last report, so the admin home forgets old processes.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/** How long an instance stays listed (as down) after its last report. */
export const INSTANCE_KEPT_MS = 60 * 60 * 1000;

const historyPointSchema = new Schema(
  {
    /** Start of the history step (epoch ms); the summary adds up instances' points by it. */
    t: { type: Number, required: true },
    /** Mean CPU and memory percent over the step. */
    cpu: { type: Number, required: true },
    mem: { type: Number, required: true },
    /** Answered requests, 5xx answers and seconds measured in the step. */
    n: { type: Number, required: true },
    e: { type: Number, required: true },
    s: { type: Number, required: true },
  },
  { _id: false },
);

const serverInstanceSchema = new Schema(
  {
    /** The instance's id, kept across restarts (monitoring/instance-id.ts). */
    _id: { type: String, required: true },
    region: { type: String, required: true },
    host: { type: String, required: true },
    pid: { type: Number, required: true },
    startedAt: { type: Date, required: true },
    lastSeen: { type: Date, required: true },
    /** Its report interval: it is down after DOWN_AFTER_INTERVALS of them without a report. */
    intervalMs: { type: Number, required: true },
    /** Said goodbye when it closed. */
    stopped: { type: Boolean, required: true, default: false },
    /** Another instance wrote its "nem válaszol" event (reporter.ts); its next report clears it. */
    silentNoted: { type: Boolean, required: true, default: false },
    cpu: { type: Number, required: true, default: 0 },
    mem: { type: Number, required: true, default: 0 },
    rssBytes: { type: Number, required: true, default: 0 },
    /** Requests and 5xx answers (failures) of the last interval, and its length in seconds. */
    requests: { type: Number, required: true, default: 0 },
    failures: { type: Number, required: true, default: 0 },
    seconds: { type: Number, required: true, default: 0 },
    /** Database ping in ms; null when it failed. */
    ping: { type: Number, default: null },
    history: { type: [historyPointSchema], default: [] },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'server_instances', versionKey: false },
);
serverInstanceSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type ServerInstanceFields = InferSchemaType<typeof serverInstanceSchema>;
export type HistoryPoint = InferSchemaType<typeof historyPointSchema>;
export const serverInstanceModel = (conn: Connection) => conn.model('ServerInstance', serverInstanceSchema);
