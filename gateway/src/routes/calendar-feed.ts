// Calendar feeds (docs/architecture.md "Calendar feeds"): the feed at its secret address, public
// (a calendar client brings no session), and the calls showing and replacing the addresses: a
// person's own feed under /api/user, the school feed under /api/leaders and /api/hr. Their own
// small areas on those prefixes, so the areas' main tables stay as they are.
import { CalendarFeedQuery, type CalendarFeedAnswer } from '@tavollet/contract/api/calendar-feed';
import type { Role } from '@tavollet/contract/codes';
import type { Services } from '../services/deps.ts';
import { defineArea, type ApiArea } from '../http/route.ts';
import type { Permission } from '../http/permissions.ts';
import { clientIp, staffActor } from '../http/context.ts';
import { feedAddress, regenerateFeedAddress } from '../services/calendar-feed/address.ts';
import { calendarFeed } from '../services/calendar-feed/feed.ts';

const LEADERS = ['igazgato', 'igazgatohelyettes'] as const satisfies readonly Role[];
const HR = ['hr'] as const satisfies readonly Role[];
type FeedScope = Parameters<typeof feedAddress>[2];

export function calendarFeedAreas(s: Services): ApiArea[] {
  const feed = defineArea('/calendar');
  // The token is in the query, which the request log never prints; an unknown one is 404.
  feed.route(
    { method: 'GET', path: '/feed.ics', permission: 'public', query: CalendarFeedQuery },
    async (ctx, { query }) => {
      const { body, etag } = await calendarFeed(s, { token: query.token, ip: clientIp(ctx) });
      ctx.type = 'text/calendar; charset=utf-8';
      // The ETag makes an unchanged feed a 304 (every API answer is no-store: http/security.ts).
      ctx.etag = etag;
      if (unchanged(ctx.get('If-None-Match'), etag)) {
        ctx.status = 304;
        return;
      }
      ctx.body = body;
    },
  );

  return [
    feed,
    addressArea(s, '/user', 'staff', 'own'),
    addressArea(s, '/leaders', LEADERS, 'school'),
    addressArea(s, '/hr', HR, 'school'),
  ];
}

/**
 * Whether If-None-Match names the current ETag (RFC 9110 §13.1.2). Not Koa's `ctx.fresh`: it
 * ignores the condition when the request also says `Cache-Control: no-cache`, which fetch() and
 * some calendar clients send with every conditional request.
 */
function unchanged(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** GET /calendar-feed answers the address (creating it on the first look), POST …/regenerate a new one. */
function addressArea(s: Services, prefix: string, permission: Permission, scope: FeedScope): ApiArea {
  const area = defineArea(prefix);
  area.route({ method: 'GET', path: '/calendar-feed', permission }, async (ctx) => {
    ctx.body = { url: await feedAddress(s, staffActor(ctx), scope) } satisfies CalendarFeedAnswer;
  });
  area.route({ method: 'POST', path: '/calendar-feed/regenerate', permission }, async (ctx) => {
    ctx.body = { url: await regenerateFeedAddress(s, staffActor(ctx), scope) } satisfies CalendarFeedAnswer;
  });
  return area;
}
