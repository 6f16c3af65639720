// One instance's report to MongoDB every interval (docs/architecture.md "Server statistics"): the
// figures of the interval (measure.ts, the request counter) upserted into its `server_instances`
// document, and at the end of each history step one point pushed onto its history, the newest 24
// kept. Reports follow each other (the next is timed when one ends), the timer never keeps the
// process alive, and a failed write is logged on the plain log and tried again next time. Each
// report also looks for instances gone silent without a goodbye (killed, host lost) and writes
// one event for each; the update that claims the event is conditional, so of all the instances
// looking only one writes it.
import { DOWN_AFTER_INTERVALS, STATS_HISTORY_POINTS } from '@tavollet/contract/api/admin-stats';
import type { Logger } from '../logger.ts';
import type { Models } from '../db/models.ts';
import type { EventLog } from './events.ts';
import { CpuSampler, memorySample, pingMs } from './measure.ts';
import type { RequestCounter } from './request-counter.ts';
import { INSTANCE_KEPT_MS, type HistoryPoint } from './server-instance-model.ts';

/** Every this many reports an instance also trims the event list. */
const TRIM_EVERY = 12;

export interface ReporterDeps {
  models: Models;
  id: string;
  region: string;
  host: string;
  startedAt: Date;
  intervalMs: number;
  historyStepMs: number;
  counter: RequestCounter;
  events: EventLog;
  plainLog: Logger;
}

interface Step {
  t: number;
  cpuSeconds: number;
  memSeconds: number;
  n: number;
  e: number;
  s: number;
}

export class Reporter {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private step: Step | null = null;
  private reports = 0;
  private halted = false;
  private noting: Promise<void> | null = null;
  private readonly cpu = new CpuSampler();

  constructor(private readonly d: ReporterDeps) {}

  /** Reports every interval from now on. */
  start(): void {
    this.halted = false;
    this.schedule();
  }

  private schedule(): void {
    if (this.halted) return;
    this.timer = setTimeout(() => {
      this.running = this.report().finally(() => {
        this.running = null;
        this.schedule();
      });
    }, this.d.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a report under way; `final` then writes the goodbye report. */
  async stop(final: boolean): Promise<void> {
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.noting;
    if (final) await this.report(true);
  }

  /** Measures the interval since the previous report and stores it. */
  async report(final = false, now: Date = new Date()): Promise<void> {
    const { d } = this;
    const { cpu, seconds } = this.cpu.sample();
    const { mem, rssBytes } = memorySample();
    const { requests, failures } = d.counter.take();
    const ping = await pingMs(d.models);
    const point = this.addToStep(now, { cpu, mem, requests, failures, seconds });
    const update = {
      $set: {
        region: d.region,
        host: d.host,
        pid: process.pid,
        startedAt: d.startedAt,
        lastSeen: now,
        intervalMs: d.intervalMs,
        stopped: final,
        silentNoted: false,
        cpu,
        mem,
        rssBytes,
        requests,
        failures,
        seconds,
        ping,
        expiresAt: new Date(now.getTime() + INSTANCE_KEPT_MS),
      },
      ...(point ? { $push: { history: { $each: [point], $slice: -STATS_HISTORY_POINTS } } } : {}),
    };
    try {
      await d.models.ServerInstance.updateOne({ _id: d.id }, update, { upsert: true });
      this.reports += 1;
      // Beside the reports, not in their cycle: a slow look must not make this instance look silent.
      if (!final && !this.noting)
        this.noting = this.noteSilent(now)
          .catch((err: unknown) => d.plainLog.warn({ err }, 'silent instances not checked'))
          .finally(() => (this.noting = null));
      if (this.reports % TRIM_EVERY === 0) await d.events.trim();
    } catch (err) {
      d.plainLog.warn({ err }, 'server statistics report not stored');
    }
  }

  /** Writes the "nem válaszol" event of each instance down without a goodbye, once per silence. */
  private async noteSilent(now: Date): Promise<void> {
    const { models } = this.d;
    const quiet = await models.ServerInstance.find(
      { _id: { $ne: this.d.id }, stopped: false, silentNoted: { $ne: true } },
      { region: 1, host: 1, lastSeen: 1, intervalMs: 1 },
    ).lean();
    for (const other of quiet) {
      if (now.getTime() - other.lastSeen.getTime() <= DOWN_AFTER_INTERVALS * other.intervalMs) continue;
      // Claimed only if it is still silent (no report since it was read) and nobody claimed it.
      const claim = await models.ServerInstance.updateOne(
        { _id: other._id, lastSeen: other.lastSeen, stopped: false, silentNoted: { $ne: true } },
        { $set: { silentNoted: true } },
      );
      if (claim.modifiedCount === 1)
        await this.d.events.write(
          'error',
          `A szerver nem válaszol (régió: ${other.region}, gép: ${other.host}).`,
          now,
          other._id,
        );
    }
  }

  /**
   * Adds the interval to the current history step; when the step has ended, returns its point.
   * Steps start at multiples of historyStepMs, so every instance's points of one step share `t`.
   */
  private addToStep(
    now: Date,
    m: { cpu: number; mem: number; requests: number; failures: number; seconds: number },
  ): HistoryPoint | null {
    const t = Math.floor(now.getTime() / this.d.historyStepMs) * this.d.historyStepMs;
    let done: HistoryPoint | null = null;
    const prev = this.step;
    if (prev && prev.t !== t && prev.s > 0) {
      done = {
        t: prev.t,
        cpu: prev.cpuSeconds / prev.s,
        mem: prev.memSeconds / prev.s,
        n: prev.n,
        e: prev.e,
        s: prev.s,
      };
    }
    if (!prev || prev.t !== t) this.step = { t, cpuSeconds: 0, memSeconds: 0, n: 0, e: 0, s: 0 };
    const step = this.step!;
    step.cpuSeconds += m.cpu * m.seconds;
    step.memSeconds += m.mem * m.seconds;
    step.n += m.requests;
    step.e += m.failures;
    step.s += m.seconds;
    return done;
  }
}
