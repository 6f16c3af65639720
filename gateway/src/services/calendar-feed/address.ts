// The secret address of a calendar feed (docs/architecture.md "Calendar feeds"): shown to its
// owner, created on the first look, replaced on request. The token is 32 random bytes; the address
// is built on `linkBase` (PUBLIC_URL), as e-mail links are, never on the request's Host.
import { randomBytes } from 'node:crypto';
import type { Services } from '../deps.ts';
import type { UserActor } from '../../domain/actor.ts';
import { auditBy } from '../../domain/actor.ts';
import { audit } from '../audit.ts';
import type { FeedScope } from '../../models/calendar-feed.ts';

/** The feed's path under the gateway; the token goes in the query (contract/src/api/calendar-feed.ts). */
const FEED_PATH = '/api/calendar/feed.ics';

const newToken = () => randomBytes(32).toString('base64url');
const feedUrl = (s: Services, token: string) => `${s.linkBase}${FEED_PATH}?token=${token}`;

/**
 * The person's address of this feed; the first look creates it (docs/decisions/0556-calendar-feeds.md:
 * a GET that creates, once, and answers the same address ever after).
 */
export async function feedAddress(s: Services, actor: UserActor, scope: FeedScope): Promise<string> {
  const find = () =>
    s.models.CalendarFeed.findOneAndUpdate(
      { user: actor.id, scope },
      { $setOnInsert: { token: newToken() } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
  // Two first looks at once: the loser of the insert reads the winner's address.
  const doc = await find().catch((err: unknown) => {
    if ((err as { code?: number }).code === 11000) return find();
    throw err;
  });
  return feedUrl(s, doc!.token);
}

/** A new address for the feed; the old one answers 404 from now on. */
export async function regenerateFeedAddress(s: Services, actor: UserActor, scope: FeedScope): Promise<string> {
  const token = newToken();
  await s.models.CalendarFeed.updateOne({ user: actor.id, scope }, { $set: { token } }, { upsert: true });
  await audit(s, { ...auditBy(actor), action: 'calendar_feed.regenerated', target: scope });
  return feedUrl(s, token);
}
