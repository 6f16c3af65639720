// How a page of the audit log is read, newest first, fast at 100,000 entries on both databases
// (docs/decisions/0555-audit-log.md). The embedded server's indexes answer equality only, so a
// sort on `at` reads and orders every matching entry (about 0.5 s at 100,000); MongoDB would walk
// its `at` index instead. Each entry therefore carries its Budapest `day`, and a page is read in
// windows of days back from the newest possible one (1 day, then 6 more, then 24, then the year):
// each window is a `day: { $in }` equality the index answers, counted first so that whole
// windows before the page are skipped, and only the window(s) the page falls in are read and
// sorted. What lies before the last window, any filter over entries still without a `day`, and a
// filter matching few entries (ONE_READ: its own index finds them, so one read and sort costs less
// than the windows' counts and reads of the same entries; docs/performance.md "Imports and
// lists") are read as one sorted query.
import { addDaysIso, eachDate } from '@tavollet/contract/domain/dates';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import type { Services } from '../../deps.ts';

type Match = Record<string, unknown>;
const NEWEST = { at: -1, _id: -1 } as const;
/** Window lengths in days, newest first; what is older is read at once. */
const WINDOWS = [1, 6, 24, 335];
/** Up to this many matching entries a page is one sorted read. */
const ONE_READ = 2_000;

export async function countMatching(s: Services, match: Match): Promise<number> {
  const model = s.models.AuditLog;
  const answer = await model.db.db!.command({ count: model.collection.collectionName, query: match });
  return Number(answer.n);
}

const read = <T>(s: Services, match: Match, skip: number, limit: number) =>
  s.models.AuditLog.find(match).sort(NEWEST).skip(skip).limit(limit).lean<T[]>();

/** Whether some entry has no `day` yet (written before it existed; the daily job fills it in). */
export const hasEntriesWithoutDay = async (s: Services) => (await s.models.AuditLog.exists({ day: null })) !== null;

/** The latest day an entry can have: tomorrow (a clock a little ahead of ours). */
const latestDay = (now: Date) => addDaysIso(budapestToday(now), 1);

/**
 * The match of the filter's day range (both ends included, '' open): the days themselves, an
 * equality the index answers, when every entry has its day and the range is bounded; else `at`.
 */
export function dayRangeMatch(
  from: string,
  to: string,
  withoutDay: boolean,
  atRange: Match | undefined,
  now = new Date(),
): Match {
  if (!from && !to) return {};
  const last = to && to < latestDay(now) ? to : latestDay(now);
  if (withoutDay || !from) return atRange ? { at: atRange } : {};
  return { day: { $in: from <= last ? eachDate(from, last) : [] } };
}

/**
 * Entries `skip` … `skip + limit` of `match` newest first. `days` bounds the entries' days
 * (the filter's range, both ends included; open ends are ''), `total` is the match's count
 * (up to ONE_READ: one sorted query), `withoutDay` whether some entry has no day yet (then too).
 */
export async function readNewest<T>(
  s: Services,
  match: Match,
  days: { from: string; to: string; withoutDay: boolean },
  skip: number,
  limit: number,
  total: number,
  now = new Date(),
): Promise<T[]> {
  if (skip >= total) return [];
  if (days.withoutDay || total <= ONE_READ) return read<T>(s, match, skip, limit);
  let newest = latestDay(now);
  if (days.to && days.to < newest) newest = days.to;
  const rows: T[] = [];
  let left = skip;
  let seen = 0;
  for (const span of WINDOWS) {
    const oldest = addDaysIso(newest, -(span - 1));
    const window = eachDate(days.from && days.from > oldest ? days.from : oldest, newest);
    if (window.length === 0) return rows;
    const inWindow = { ...match, day: { $in: window } };
    const n = await countMatching(s, inWindow);
    seen += n;
    if (left >= n) left -= n;
    else {
      rows.push(...(await read<T>(s, inWindow, left, limit - rows.length)));
      left = 0;
    }
    if (rows.length >= limit || seen >= total || (days.from && window[0]! <= days.from)) return rows;
    newest = addDaysIso(oldest, -1);
  }
  rows.push(...(await read<T>(s, { ...match, day: { $lte: newest } }, left, limit - rows.length)));
  return rows;
}

/** Fills in `day` on entries written before it existed, in batches; answers how many. */
export async function fillMissingDays(s: Pick<Services, 'models'>, batch = 1000): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await s.models.AuditLog.find({ day: null }, { at: 1 }).limit(batch).lean();
    if (rows.length === 0) return done;
    await s.models.AuditLog.bulkWrite(
      rows.map((r) => ({ updateOne: { filter: { _id: r._id }, update: { $set: { day: budapestToday(r.at) } } } })),
    );
    done += rows.length;
  }
}
