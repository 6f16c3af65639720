// Calendar feeds (iCalendar, RFC 5545): the secret address of a person's own feed
// (GET /api/user/calendar-feed) and of the school feed (GET /api/leaders/calendar-feed,
// GET /api/hr/calendar-feed), each with a POST …/regenerate that replaces it. The feed itself is
// GET /api/calendar/feed.ics?token=… (docs/architecture.md "Calendar feeds").
import { z } from 'zod';

/** The feed's secret address (absolute, from the gateway's PUBLIC_URL). */
export const CalendarFeedAnswer = z.object({ url: z.string() });
export type CalendarFeedAnswer = z.infer<typeof CalendarFeedAnswer>;

/**
 * The feed's query. The token is read from the query string, not the path: request logs print the
 * path only, so the secret never reaches them. Any string up to 100 characters; a wrong one is 404.
 */
export const CalendarFeedQuery = z.object({ token: z.string().min(1).max(100) });

/** What the feeds say in Hungarian (summaries are "<leave type> – <name>"). */
export const CALENDAR_FEED_TEXTS = {
  ownName: (nev: string) => `Távollét – ${nev}`,
  schoolName: 'Távollét – iskola',
  summary: (type: string, nev: string) => `${type} – ${nev}`,
  /** The event's description: its staff status and the working days the request counted. */
  description: (status: string, days: number) => `${status} · ${days} munkanap`,
};
