// One gateway instance's monitoring (docs/architecture.md "Server statistics"): its identity, the
// request counter the app bumps, its event log, the logger whose warnings and errors become events,
// and the reporter. Built per instance in services/create.ts (no module state); gateway.ts starts
// it once listening and stops it on close.
import os from 'node:os';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Models } from '../db/models.ts';
import { EventLog } from './events.ts';
import { instanceIdOf } from './instance-id.ts';
import { hookedLogger } from './log-hook.ts';
import { Reporter } from './reporter.ts';
import { RequestCounter } from './request-counter.ts';

export interface Monitor {
  /** The instance's row in the statistics, kept across restarts (instance-id.ts). */
  readonly id: string;
  readonly region: string;
  /** The instance's logger: warn, error and fatal also write an event. */
  readonly log: Logger;
  readonly requests: RequestCounter;
  readonly events: EventLog;
  /** Writes the start event and the first report, then reports every interval. */
  start(): Promise<void>;
  /**
   * Stops reporting. `final` (default) writes the stop event and a last report marked stopped;
   * without it the instance goes silent as a crashed one would (tests).
   */
  stop(opts?: { final?: boolean }): Promise<void>;
}

export function createMonitor(config: Config, baseLog: Logger, models: Models): Monitor {
  const host = os.hostname();
  const id = instanceIdOf({ instanceId: config.stats.instanceId, port: config.port }, host);
  const { region, reportIntervalMs, historyStepMs } = config.stats;
  const events = new EventLog(models, id, baseLog, config.retention.eventsDays);
  const log = hookedLogger(baseLog, { instance: id }, (level, text) => void events.record(level, text));
  const requests = new RequestCounter();
  const reporter = new Reporter({
    models,
    id,
    region,
    host,
    startedAt: new Date(),
    intervalMs: reportIntervalMs,
    historyStepMs,
    counter: requests,
    events,
    plainLog: baseLog,
  });
  let state: 'new' | 'running' | 'stopped' = 'new';
  return {
    id,
    region,
    log,
    requests,
    events,
    async start() {
      if (state !== 'new') return;
      state = 'running';
      await events.write('info', `A szerver elindult (régió: ${region}, gép: ${host}).`);
      await reporter.report();
      reporter.start();
    },
    async stop({ final = true } = {}) {
      if (state !== 'running') return;
      state = 'stopped';
      await reporter.stop(false);
      if (final) {
        await events.write('info', `A szerver leállt (régió: ${region}, gép: ${host}).`);
        await events.flush();
        await reporter.report(true);
      }
    },
  };
}
