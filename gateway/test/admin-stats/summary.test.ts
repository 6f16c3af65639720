// The figures of the statistics from stored reports (services/admin/stats/summary.ts): when an
// instance counts as down, how the tiles pool live instances, and the 24-step history.
import { describe, expect, it } from 'vitest';
import { clusterHistory, isUp, summarize, type InstanceDoc } from '../../src/services/admin/stats/summary.ts';

const now = new Date('2026-11-22T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

function doc(over: Partial<InstanceDoc>): InstanceDoc {
  return {
    _id: 'gep-1-aaaaaa',
    region: 'helyi',
    host: 'gep',
    pid: 1,
    startedAt: ago(60_000),
    lastSeen: ago(1000),
    intervalMs: 5000,
    stopped: false,
    cpu: 10,
    mem: 20,
    rssBytes: 1,
    requests: 100,
    failures: 0,
    seconds: 5,
    ping: 1,
    history: [],
    expiresAt: now,
    ...over,
  } as InstanceDoc;
}

describe('isUp', () => {
  it('given a report within three of its intervals, is up; a moment later, or after a goodbye, is down', () => {
    expect(isUp(doc({ lastSeen: ago(15_000) }), now)).toBe(true);
    expect(isUp(doc({ lastSeen: ago(15_001) }), now)).toBe(false);
    expect(isUp(doc({ lastSeen: ago(10), stopped: true }), now)).toBe(false);
    expect(isUp(doc({ lastSeen: ago(30_000), intervalMs: 10_000 }), now)).toBe(true);
  });
});

describe('summarize', () => {
  it('given two live instances and a down one, averages cpu and mem, adds rps and pools the 5xx share of the live ones', () => {
    const s = summarize(
      [
        doc({ _id: 'a', cpu: 10, mem: 20, requests: 50, failures: 1, seconds: 5 }),
        doc({ _id: 'b', cpu: 30, mem: 40, requests: 150, failures: 1, seconds: 5 }),
        doc({ _id: 'c', cpu: 99, mem: 99, requests: 10, failures: 10, lastSeen: ago(60_000) }),
      ],
      now,
    );
    expect(s).toMatchObject({ cpu: 20, mem: 30, rps: 40, err: 1, up: 2, total: 3 });
  });

  it('given no live instance, answers zeros', () => {
    expect(summarize([doc({ stopped: true })], now)).toMatchObject({ cpu: 0, mem: 0, rps: 0, err: 0, up: 0, total: 1 });
  });
});

describe('clusterHistory', () => {
  it("given 30 steps of two instances, keeps the newest 24, oldest first, adding up each step's instances", () => {
    const points = (k: number) =>
      Array.from({ length: 30 }, (_, i) => ({
        t: i * 30_000,
        cpu: k * 10,
        mem: k,
        n: 30 * k,
        e: k === 2 ? 3 : 0,
        s: 30,
      }));
    const history = clusterHistory([doc({ _id: 'a', history: points(1) }), doc({ _id: 'b', history: points(2) })]);
    expect(history.cpu).toHaveLength(24);
    expect(history.cpu[0]).toBe(15);
    expect(history.mem[0]).toBe(1.5);
    expect(history.rps[0]).toBe(3);
    expect(history.err[0]).toBe(3.3);
  });
});
