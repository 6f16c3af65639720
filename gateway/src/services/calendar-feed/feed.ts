// The calendar feeds themselves (docs/architecture.md "Calendar feeds"): an iCalendar file, written by
// ical-generator, for the person the secret token belongs to. `own`: the person's approved requests
// (CONFIRMED) and pending ones (TENTATIVE); `school`: every approved request, for as long as the person
// holds a leader or HR role. A withdrawn, rejected or deleted request is simply not in the file, so
// subscribed calendars drop it at their next refresh.
import { createHash } from 'node:crypto';
import ical, { ICalEventBusyStatus, ICalEventStatus } from 'ical-generator';
import { CALENDAR_FEED_TEXTS as T } from '@tavollet/contract/api/calendar-feed';
import { staffStatus, type DayType, type Role, type Status } from '@tavollet/contract/codes';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { addDaysIso, eachDate } from '@tavollet/contract/domain/dates';
import { LEAVE_TYPE_LABELS, STAFF_STATUS_LABELS } from '@tavollet/contract/domain/labels';
import { isWorkingDay, lookupFromMap } from '@tavollet/contract/domain/working-days';
import type { Types } from 'mongoose';
import type { Services } from '../deps.ts';
import { NotFound } from '../../domain/errors.ts';
import { LIVE_STATUSES } from '../leave/request-rules.ts';

/** Who may subscribe to the school feed; a person who loses every one of these loses the feed. */
const SCHOOL_FEED_ROLES: readonly Role[] = ['igazgato', 'igazgatohelyettes', 'hr'];

/** How far back a feed reaches: requests that ended within the last year. */
const PAST_DAYS = 366;
/** Asked refresh interval (REFRESH-INTERVAL, X-PUBLISHED-TTL); clients may poll less often. */
const REFRESH_SECONDS = 60 * 60;

interface FeedRequest {
  kerelem_id: number;
  user: Types.ObjectId;
  tipus_kod: keyof typeof LEAVE_TYPE_LABELS;
  statusz_kod: Status;
  kezdete: string;
  vege: string;
  munkanapok_szama: number;
  letrehozva: Date;
  /** Only the times: every change of a request (decision, withdrawal, admin edit) adds one. */
  history: { at: Date }[];
}

export interface CalendarFile {
  body: string;
  /** A strong validator of the body: the same requests give the same file and the same ETag. */
  etag: string;
}

/**
 * The feed of `token`, counted against the feed's rate limit; NotFound for an unknown token, a
 * blocked or deleted owner, or a school feed whose owner no longer holds the role. Unknown tokens
 * are counted per address, so guessing costs the guesser, not the database.
 */
export async function calendarFeed(s: Services, input: { token: string; ip: string }): Promise<CalendarFile> {
  const feed = await s.models.CalendarFeed.findOne({ token: input.token }).lean();
  if (!feed) {
    await s.limiter.take([{ key: `feed-miss:${input.ip}`, rule: s.limits.calendarFeedMiss }]);
    throw new NotFound();
  }
  await s.limiter.take([{ key: `feed:${String(feed._id)}`, rule: s.limits.calendarFeed }]);
  const owner = await s.models.User.findOne(
    { _id: feed.user },
    { nev: 1, szerepkorok: 1, blocked: 1, deletedAt: 1 },
  ).lean();
  if (!owner || owner.blocked || owner.deletedAt) throw new NotFound();
  const since = addDaysIso(budapestToday(), -PAST_DAYS);
  const fields = {
    kerelem_id: 1,
    user: 1,
    tipus_kod: 1,
    statusz_kod: 1,
    kezdete: 1,
    vege: 1,
    munkanapok_szama: 1,
    letrehozva: 1,
    'history.at': 1,
  };
  let requests: FeedRequest[];
  let names: Map<string, string>;
  let calendarName: string;
  if (feed.scope === 'own') {
    requests = await s.models.LeaveRequest.find(
      { user: owner._id, statusz_kod: { $in: LIVE_STATUSES }, vege: { $gte: since } },
      fields,
    )
      .sort({ kezdete: 1, kerelem_id: 1 })
      .lean<FeedRequest[]>();
    names = new Map([[String(owner._id), owner.nev]]);
    calendarName = T.ownName(owner.nev);
  } else {
    if (!owner.szerepkorok.some((r) => SCHOOL_FEED_ROLES.includes(r))) throw new NotFound();
    requests = await s.models.LeaveRequest.find({ statusz_kod: 'jovahagyva', vege: { $gte: since } }, fields)
      .sort({ kezdete: 1, kerelem_id: 1 })
      .lean<FeedRequest[]>();
    const people = await s.models.User.find(
      { _id: { $in: [...new Set(requests.map((r) => r.user))] } },
      { nev: 1 },
    ).lean();
    names = new Map(people.map((p) => [String(p._id), p.nev]));
    calendarName = T.schoolName;
  }
  const body = await writeCalendar(s, feed.scope, calendarName, requests, names);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

async function writeCalendar(
  s: Services,
  scope: 'own' | 'school',
  name: string,
  requests: FeedRequest[],
  names: Map<string, string>,
): Promise<string> {
  const host = new URL(s.linkBase).hostname;
  const counted = await countedDays(s, requests);
  // No calendar-level timezone: ical-generator would then write all-day dates in the machine's
  // local zone. The dates are Budapest's already (docs/architecture.md "Dates, working days and
  // quotas"); X-WR-TIMEZONE tells clients so.
  const calendar = ical({
    name,
    prodId: { company: 'Tavollet', product: 'Tavollet', language: 'HU' },
    ttl: REFRESH_SECONDS,
    x: [['X-WR-TIMEZONE', 'Europe/Budapest']],
  });
  for (const r of requests) {
    const approved = r.statusz_kod === 'jovahagyva';
    const changed = r.history.at(-1)?.at ?? r.letrehozva;
    // Moves with every change of the request: each one adds a history entry.
    const sequence = Math.max(0, r.history.length - 1);
    runsOf(r, counted).forEach((run, i) => {
      calendar.createEvent({
        id: `${scope === 'own' ? 'sajat' : 'iskola'}-${r.kerelem_id}-${i}@${host}`,
        allDay: true,
        // A plain date is read as UTC midnight and written from its UTC fields, so it stays that date.
        start: run.first,
        end: addDaysIso(run.last, 1), // DTEND of an all-day event is the day after
        summary: T.summary(LEAVE_TYPE_LABELS[r.tipus_kod], names.get(String(r.user)) ?? ''),
        description: T.description(STAFF_STATUS_LABELS[staffStatus(r.statusz_kod)], r.munkanapok_szama),
        status: approved ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
        busystatus: approved ? ICalEventBusyStatus.OOF : ICalEventBusyStatus.TENTATIVE,
        sequence,
        stamp: changed,
        lastModified: changed,
      });
    });
  }
  return calendar.toString();
}

/** Which dates of the requests' span count as working days, by the school calendar. */
async function countedDays(s: Services, requests: FeedRequest[]): Promise<(iso: string) => boolean> {
  if (requests.length === 0) return () => false;
  const from = requests.reduce((m, r) => (r.kezdete < m ? r.kezdete : m), requests[0]!.kezdete);
  const to = requests.reduce((m, r) => (r.vege > m ? r.vege : m), requests[0]!.vege);
  const days = await s.models.CalendarDay.find(
    { datum: { $gte: from, $lte: to } },
    { datum: 1, tipus: 1, _id: 0 },
  ).lean();
  const lookup = lookupFromMap(new Map<string, DayType>(days.map((d) => [d.datum, d.tipus])));
  return (iso) => isWorkingDay(iso, lookup);
}

/**
 * The request's runs of consecutive counted days: a week and a half over a weekend is two events,
 * so the weekend (and a holiday inside the range) is not shown as absence.
 */
function runsOf(r: FeedRequest, counts: (iso: string) => boolean): { first: string; last: string }[] {
  const runs: { first: string; last: string }[] = [];
  for (const day of eachDate(r.kezdete, r.vege)) {
    if (!counts(day)) continue;
    const last = runs.at(-1);
    if (last && addDaysIso(last.last, 1) === day) last.last = day;
    else runs.push({ first: day, last: day });
  }
  return runs;
}
