// One gateway instance's Prometheus metrics (docs/architecture.md "Metrics and health"), served at
// /metrics when METRICS_TOKEN is set. Every instance has its own registry, never prom-client's
// global one: the tests run several instances in one process. What is counted where:
// - requests: the app's first middleware calls `request()` once per answer (app.ts);
// - database commands: the driver's command events (db/connect.ts onCommandDone);
// - jobs and mails: this instance's Agenda events;
// - the mail queue: counted in the jobs collection when scraped;
// - event loop, heap, RSS, CPU: prom-client's default metrics on this registry.
import type mongoose from 'mongoose';
import type { Agenda, JobWithId } from 'agenda';
import type { Collection, Document } from 'mongodb';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { onCommandDone } from '../db/connect.ts';
import { MAIL_JOB } from '../mail/job-names.ts';
import type { Logger } from '../logger.ts';
import { valueWithin } from './readiness.ts';

/** 1 ms to 10 s: an API answer takes a few ms; past 10 s a proxy has long given up. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape waits this long for the mail queue count; later, the gauge reads NaN. */
const QUEUE_COUNT_TIMEOUT_MS = 1000;

/** The route label of answers outside /api (the shell's pages and the built files). */
export const PAGES_ROUTE = 'pages';
/** The route label of /api paths no route matched (their 404s and 405s). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Mail jobs not sent yet and not given up: due, waiting for a retry, or being sent. */
const PENDING_MAIL = {
  name: MAIL_JOB,
  $or: [{ nextRunAt: { $ne: null } }, { lockedAt: { $ne: null } }],
};

export interface MetricsDeps {
  instanceId: string;
  region: string;
  /** The instance's database connection (its commands are timed when it monitors them). */
  connection: mongoose.Connection;
  agenda: Agenda;
  jobs: Collection<Document>;
  log: Logger;
}

type RequestLabel = 'route' | 'method' | 'status';
interface RequestSeries {
  count: Counter.Internal;
  time: Histogram.Internal<RequestLabel>;
}

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<RequestLabel>;
  private readonly requestTimes: Histogram<RequestLabel>;
  /** The labelled series of each `method route status` seen, so a request only looks one up. */
  private readonly series = new Map<string, RequestSeries>();
  private readonly commandTimes = new Map<string, Histogram.Internal<'command' | 'outcome'>>();
  private readonly stopCommands: (() => void) | null;

  constructor(deps: MetricsDeps) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'tavollet_instance_info',
      help: 'This gateway instance: its id (as in the admin statistics) and region; always 1.',
      labelNames: ['instance', 'region'],
      registers,
    }).set({ instance: deps.instanceId, region: deps.region }, 1);
    this.requests = new Counter({
      name: 'tavollet_http_requests_total',
      help: 'Answered HTTP requests by route template, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    });
    this.requestTimes = new Histogram({
      name: 'tavollet_http_request_duration_seconds',
      help: 'Time from a request reaching the app to its answer being set, by route template, method and status.',
      labelNames: ['route', 'method', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    const commands = new Histogram({
      name: 'tavollet_db_command_duration_seconds',
      help: 'MongoDB command round trips by command name and outcome (ok or error).',
      labelNames: ['command', 'outcome'],
      // The driver times commands in whole milliseconds: a finer bucket would stay empty.
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.stopCommands = onCommandDone(deps.connection, (name, ms, ok) => {
      if (ms < 0) return; // the driver's "not timed"
      const key = ok ? name : `${name}!`;
      let h = this.commandTimes.get(key);
      if (!h) {
        h = commands.labels(name, ok ? 'ok' : 'error');
        this.commandTimes.set(key, h);
      }
      h.observe(ms / 1000);
    });
    if (!this.stopCommands) {
      deps.log.warn('metrics: the database connection does not monitor commands; no command timings');
    }

    const jobFailures = new Counter({
      name: 'tavollet_job_failures_total',
      help: 'Failed runs of background jobs (each failed try of a mail too) by job name.',
      labelNames: ['job'],
      registers,
    });
    const mailFailures = new Counter({
      name: 'tavollet_mail_failures_total',
      help: 'Mail failures: stage "try" for each failed send, "given_up" for a mail dropped after its last try.',
      labelNames: ['stage'],
      registers,
    });
    // The series exist from the start, so a rate over them works before the first failure.
    mailFailures.inc({ stage: 'try' }, 0);
    mailFailures.inc({ stage: 'given_up' }, 0);
    // `remote`: an event another instance published (counted there).
    deps.agenda.on('fail', (_err: Error, job: JobWithId, remote?: boolean) => {
      if (remote !== true) jobFailures.inc({ job: job.attrs.name });
    });
    deps.agenda.on(`fail:${MAIL_JOB}`, (_err: Error, _job: JobWithId, remote?: boolean) => {
      if (remote !== true) mailFailures.inc({ stage: 'try' });
    });
    deps.agenda.on(`retry exhausted:${MAIL_JOB}`, () => mailFailures.inc({ stage: 'given_up' }));

    const jobs = deps.jobs;
    new Gauge({
      name: 'tavollet_mail_queue_depth',
      help: 'Mails waiting to be sent (due, waiting for a retry, or being sent), in the shared jobs collection; NaN when the database did not answer.',
      registers,
      async collect() {
        const counting = jobs.countDocuments(PENDING_MAIL, { maxTimeMS: QUEUE_COUNT_TIMEOUT_MS });
        this.set((await valueWithin(counting, QUEUE_COUNT_TIMEOUT_MS)) ?? Number.NaN);
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** One answered request: one counter increment and one histogram observation. */
  request(route: string, method: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let s = this.series.get(key);
    if (!s) {
      const labels = { route, method, status: String(status) };
      s = { count: this.requests.labels(labels), time: this.requestTimes.labels(labels) };
      this.series.set(key, s);
    }
    s.count.inc();
    s.time.observe(seconds);
  }

  /** The exposition text, read at scrape time. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** Stops listening to the database client (which may outlive this instance) and empties the registry. */
  close(): void {
    this.stopCommands?.();
    this.registry.clear();
  }
}
