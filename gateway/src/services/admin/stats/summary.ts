// Pure figures of the admin home's statistics from the instances' stored reports
// (docs/architecture.md "Server statistics"): who is up, the summary tiles now, and their
// 24-point histories. No database, no clock of its own: `now` comes in.
import {
  DOWN_AFTER_INTERVALS,
  STATS_HISTORY_POINTS,
  type ServerRow,
  type StatsSummary,
} from '@tavollet/contract/api/admin-stats';
import type { HistoryPoint, ServerInstanceFields } from '../../../monitoring/server-instance-model.ts';

/** An instance document as read with `lean()`: plain history points. */
export type InstanceDoc = Omit<ServerInstanceFields, 'history'> & { _id: string; history: HistoryPoint[] };

const round = (v: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** 5xx share in percent; 0 without requests. */
const errShare = (failures: number, requests: number) => (requests > 0 ? (failures / requests) * 100 : 0);

/**
 * Up: reported within its last DOWN_AFTER_INTERVALS intervals and did not say goodbye.
 */
export function isUp(doc: Pick<InstanceDoc, 'stopped' | 'lastSeen' | 'intervalMs'>, now: Date): boolean {
  return !doc.stopped && now.getTime() - doc.lastSeen.getTime() <= DOWN_AFTER_INTERVALS * doc.intervalMs;
}

export function serverRow(doc: InstanceDoc, now: Date): ServerRow {
  return {
    id: doc._id,
    region: doc.region,
    cpu: round(doc.cpu),
    mem: round(doc.mem),
    rps: doc.seconds > 0 ? round(doc.requests / doc.seconds, 2) : 0,
    err: round(errShare(doc.failures, doc.requests)),
    ping: doc.ping == null ? null : round(doc.ping),
    up: isUp(doc, now),
    stopped: doc.stopped,
    host: doc.host,
    uptime: Math.max(0, Math.round((doc.lastSeen.getTime() - doc.startedAt.getTime()) / 1000)),
    startedAt: doc.startedAt.toISOString(),
    lastSeen: doc.lastSeen.toISOString(),
  };
}

/** Every instance's history points added up per step: the newest 24 steps, oldest first. */
export function clusterHistory(docs: InstanceDoc[]): StatsSummary['history'] {
  const steps = new Map<number, HistoryPoint[]>();
  for (const doc of docs)
    for (const p of doc.history) {
      const points = steps.get(p.t);
      if (points) points.push(p);
      else steps.set(p.t, [p]);
    }
  const newest = [...steps.keys()].sort((a, b) => a - b).slice(-STATS_HISTORY_POINTS);
  const history: StatsSummary['history'] = { cpu: [], mem: [], rps: [], err: [] };
  for (const t of newest) {
    const points = steps.get(t)!;
    history.cpu.push(round(mean(points.map((p) => p.cpu))));
    history.mem.push(round(mean(points.map((p) => p.mem))));
    history.rps.push(round(sum(points.map((p) => (p.s > 0 ? p.n / p.s : 0))), 2));
    history.err.push(round(errShare(sum(points.map((p) => p.e)), sum(points.map((p) => p.n)))));
  }
  return history;
}

/** The tiles now: live instances' last intervals, cpu and mem averaged, rps summed, 5xx pooled. */
export function summarize(docs: InstanceDoc[], now: Date): StatsSummary {
  const live = docs.filter((d) => isUp(d, now));
  return {
    cpu: round(mean(live.map((d) => d.cpu))),
    mem: round(mean(live.map((d) => d.mem))),
    rps: round(sum(live.map((d) => (d.seconds > 0 ? d.requests / d.seconds : 0))), 2),
    err: round(errShare(sum(live.map((d) => d.failures)), sum(live.map((d) => d.requests)))),
    up: live.length,
    total: docs.length,
    history: clusterHistory(docs),
  };
}
