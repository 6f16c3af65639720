// Calendar feed addresses (docs/architecture.md "Calendar feeds"): one per person and scope, the
// person's own feed (`own`) and, for the principal, the deputy and HR, the school feed (`school`).
// The token is kept as it is, so the address can be shown again (docs/decisions/0556-calendar-feeds.md);
// a new one replaces it, and the old address stops at once.
import { Schema, type Connection } from 'mongoose';

const FEED_SCOPES = ['own', 'school'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

const calendarFeedSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    scope: { type: String, enum: FEED_SCOPES, required: true },
    token: { type: String, required: true },
  },
  { timestamps: true, collection: 'calendar_feeds' },
);
calendarFeedSchema.index({ token: 1 }, { unique: true });
calendarFeedSchema.index({ user: 1, scope: 1 }, { unique: true });

export const calendarFeedModel = (conn: Connection) => conn.model('CalendarFeed', calendarFeedSchema);
