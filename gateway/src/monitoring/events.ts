// The gateways' event list for the admin home (admin-area.md §3 "Server statistics": id, time,
// level info/warn/error, text). Each instance writes its own: start and stop, every warning and
// error of its log (log-hook.ts), and what other parts report through `recordEvent` (failed mails,
// failed imports). A write never throws and never logs through the hooked logger, so a failing
// database cannot make the log write events about itself forever; a flood is cut to
// EVENTS_PER_WINDOW per window and the number left out is written once the window ends.
import type { Logger } from '../logger.ts';
import { EVENT_TEXT_MAX, type EventLevel } from '@tavollet/contract/api/admin-stats';
import type { Models } from '../db/models.ts';
import type { Services } from '../services/deps.ts';
import { EVENTS_KEPT } from './server-event-model.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** At most this many events per instance per window (start and stop are always written). */
export const EVENTS_PER_WINDOW = 30;
export const EVENT_WINDOW_MS = 10_000;
/** While the database's disk is full, how often the disk-full event is tried again. */
const DISK_FULL_RETRY_MS = 5000;
export const DISK_FULL_TEXT =
  'A szerver tárhelye megtelt: az adatbázis nem menti a módosításokat (az olvasás működik).';
export const WRITING_RESUMED_TEXT = 'A tárhely felszabadult: az adatbázis ismét menti a módosításokat.';

export class EventLog {
  private readonly pending = new Set<Promise<void>>();
  private windowStart = 0;
  private inWindow = 0;
  private dropped = 0;
  /** While the database refuses writes for a full disk (diskFull): the retry of its event. */
  private diskFullRetry: NodeJS.Timeout | undefined;

  constructor(
    private readonly models: Models,
    readonly server: string,
    /** The log without the event hook: where a failed event write is told. */
    private readonly plainLog: Logger,
    /** EVENTS_RETENTION_DAYS: each event's `expiresAt` (TTL index). */
    private readonly keptDays = 7,
  ) {}

  /** Writes an event unless the window's share is spent; resolves when it is stored (or failed). */
  record(level: EventLevel, text: string, now: Date = new Date()): Promise<void> {
    const ms = now.getTime();
    if (ms - this.windowStart >= EVENT_WINDOW_MS) {
      const left = this.dropped;
      this.windowStart = ms;
      this.inWindow = 0;
      this.dropped = 0;
      if (left > 0) void this.write('warn', `${left} további esemény kimaradt (túl sok esemény rövid idő alatt).`, now);
    }
    if (this.inWindow >= EVENTS_PER_WINDOW) {
      this.dropped += 1;
      return Promise.resolve();
    }
    this.inWindow += 1;
    return this.write(level, text, now);
  }

  /**
   * Writes without the flood limit (start and stop of the instance); `server` when it is about
   * another instance (one that went silent).
   */
  write(level: EventLevel, text: string, now: Date = new Date(), server: string = this.server): Promise<void> {
    const clean = text.trim().slice(0, EVENT_TEXT_MAX) || '–';
    const done = this.store(level, clean, now, server).catch((err: unknown) =>
      this.plainLog.warn({ err, level, text: clean }, 'server event not stored'),
    );
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
    return done;
  }

  private async store(level: EventLevel, text: string, time: Date, server: string): Promise<void> {
    await this.models.ServerEvent.create({
      time,
      level,
      text,
      server,
      expiresAt: new Date(time.getTime() + this.keptDays * DAY_MS),
    });
  }

  /**
   * The database refused a write because its disk is full (http/errors.ts). The event list is in
   * that database, so the event (with the time it happened) is written once writes work again,
   * tried every DISK_FULL_RETRY_MS, followed by one saying that writing resumed.
   */
  diskFull(now: Date = new Date()): void {
    if (this.diskFullRetry) return;
    this.plainLog.error({}, 'the database refuses writes: its disk is full');
    this.diskFullRetry = setInterval(() => {
      this.store('error', DISK_FULL_TEXT, now, this.server).then(
        () => {
          clearInterval(this.diskFullRetry);
          this.diskFullRetry = undefined;
          void this.write('info', WRITING_RESUMED_TEXT);
        },
        () => undefined, // still full: next time
      );
    }, DISK_FULL_RETRY_MS).unref();
  }

  /** Waits for every event write under way (before the instance's last report). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Keeps the newest EVENTS_KEPT events of all instances (the reporters call it now and then). */
  async trim(): Promise<void> {
    const [edge] = await this.models.ServerEvent.find({}, { time: 1 })
      .sort({ time: -1 })
      .skip(EVENTS_KEPT - 1)
      .limit(1)
      .lean();
    if (edge) await this.models.ServerEvent.deleteMany({ time: { $lt: edge.time } });
  }
}

/**
 * Adds an event to the admin home's list, e.g. `recordEvent(s, 'error', 'Sikertelen import: …')`.
 * Never throws; resolves once the event is stored (or its write failed and was logged).
 */
export function recordEvent(s: Pick<Services, 'monitor'>, level: EventLevel, text: string): Promise<void> {
  return s.monitor.events.record(level, text);
}
