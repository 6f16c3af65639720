// The admin home's server statistics (admin-area.md §2 "/admin/kezdo", §3 "Server statistics",
// §7 "Authentication and statistics", §9). The spec's screen showed whatever the server sent; here
// every gateway instance reports itself to MongoDB and this answer is built from those reports
// (docs/architecture.md "Server statistics").
//
//   GET /api/admin/getstats   -> AdminStatsAnswer   polled every 30 s by the admin home
import { z } from 'zod';

/** How often the admin home asks again (admin-area.md §9). */
export const STATS_POLL_MS = 30_000;
/** Points of each summary tile's history (admin-area.md §9). */
export const STATS_HISTORY_POINTS = 24;
/** The error-rate badge reads OK below this share of 5xx answers, in percent (admin-area.md §9). */
const ERROR_RATE_OK_BELOW = 1;
/**
 * An instance that has not reported for this many of its own report intervals is shown as down;
 * with the longest allowed interval (10 s) that is at most 30 s.
 */
export const DOWN_AFTER_INTERVALS = 3;
/** Events the answer carries, newest first. */
export const STATS_EVENTS_SHOWN = 50;
/** Longest stored event text; longer log messages are cut. */
export const EVENT_TEXT_MAX = 500;

export const EVENT_LEVELS = ['info', 'warn', 'error'] as const;
export type EventLevel = (typeof EVENT_LEVELS)[number];

/** Figures of the last interval (one instance) or of the live instances together (summary). */
const Figures = {
  /** CPU use of the gateway process, percent of all cores (0–100). */
  cpu: z.number().min(0),
  /** Resident memory of the gateway process, percent of the memory it may use (0–100). */
  mem: z.number().min(0),
  /** Answered HTTP requests per second. */
  rps: z.number().min(0),
  /** Share of 5xx answers among the answered requests, percent (0–100). */
  err: z.number().min(0).max(100),
};

const series = z.array(z.number()).max(STATS_HISTORY_POINTS);

/** The tiles' histories, oldest first, one point per history step of the cluster. */
const StatsHistory = z.object({ cpu: series, mem: series, rps: series, err: series });

/** The summary tiles: every live instance together (cpu and mem averaged, rps summed). */
export const StatsSummary = z.object({
  ...Figures,
  history: StatsHistory,
  /** Live instances / every instance in the list. */
  up: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type StatsSummary = z.infer<typeof StatsSummary>;

/** One gateway instance (admin-area.md §3: id, region, cpu, mem, ping, up). */
export const ServerRow = z.object({
  /** Stable for the process: `<host>-<pid>-<random>`. */
  id: z.string(),
  region: z.string(),
  ...Figures,
  /** The database's answer time to a ping, ms; null when the ping failed. */
  ping: z.number().min(0).nullable(),
  /** Reported within its last DOWN_AFTER_INTERVALS intervals and not stopped. */
  up: z.boolean(),
  /** True when it said goodbye (closed normally); false for a silent one. */
  stopped: z.boolean(),
  host: z.string(),
  /** Seconds since the instance started. */
  uptime: z.number().min(0),
  startedAt: z.iso.datetime(),
  lastSeen: z.iso.datetime(),
});
export type ServerRow = z.infer<typeof ServerRow>;

/** One event of the gateways (start, stop, logged warnings and errors, failed mails and imports). */
export const ServerEvent = z.object({
  id: z.string(),
  time: z.iso.datetime(),
  level: z.enum(EVENT_LEVELS),
  text: z.string(),
  /** The instance that wrote it. */
  server: z.string(),
});
export type ServerEvent = z.infer<typeof ServerEvent>;

/** Answer of GET /api/admin/getstats. */
export const AdminStatsAnswer = z.object({
  ok: z.literal(true),
  summary: StatsSummary,
  servers: z.array(ServerRow),
  events: z.array(ServerEvent).max(STATS_EVENTS_SHOWN),
});
export type AdminStatsAnswer = z.infer<typeof AdminStatsAnswer>;

/** The error-rate badge (admin-area.md §2 "/admin/kezdo"): OK below 1 %, otherwise FIGYELEM. */
export function errorRateBadge(errPercent: number): 'OK' | 'FIGYELEM' {
  return errPercent < ERROR_RATE_OK_BELOW ? 'OK' : 'FIGYELEM';
}
