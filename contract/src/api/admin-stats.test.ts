import { describe, expect, it } from 'vitest';
import { AdminStatsAnswer, STATS_HISTORY_POINTS, errorRateBadge } from './admin-stats.ts';

const server = {
  id: 'gep-1234-ab12',
  region: 'helyi',
  cpu: 3.5,
  mem: 12,
  rps: 0.4,
  err: 0,
  ping: 1.2,
  up: true,
  stopped: false,
  host: 'gep',
  uptime: 42,
  startedAt: '2026-11-22T10:00:00.000Z',
  lastSeen: '2026-11-22T10:00:42.000Z',
};
const answer = {
  ok: true,
  summary: {
    cpu: 3.5,
    mem: 12,
    rps: 0.4,
    err: 0,
    up: 1,
    total: 1,
    history: { cpu: [1], mem: [2], rps: [3], err: [0] },
  },
  servers: [server],
  events: [
    { id: 'e1', time: '2026-11-22T10:00:00.000Z', level: 'info', text: 'A szerver elindult.', server: server.id },
  ],
};

describe('AdminStatsAnswer', () => {
  it("given the spec's summary, servers and events, accepts them", () => {
    expect(AdminStatsAnswer.parse(answer)).toEqual(answer);
  });

  it('given more than 24 history points, an unknown level or a ping that is not a number, refuses it', () => {
    const long = Array.from({ length: STATS_HISTORY_POINTS + 1 }, () => 1);
    const tooLong = { ...answer, summary: { ...answer.summary, history: { ...answer.summary.history, cpu: long } } };
    expect(AdminStatsAnswer.safeParse(tooLong).success).toBe(false);
    const badLevel = { ...answer, events: [{ ...answer.events[0], level: 'debug' }] };
    expect(AdminStatsAnswer.safeParse(badLevel).success).toBe(false);
    expect(AdminStatsAnswer.safeParse({ ...answer, servers: [{ ...server, ping: 'gyors' }] }).success).toBe(false);
    expect(AdminStatsAnswer.safeParse({ ...answer, servers: [{ ...server, ping: null }] }).success).toBe(true);
  });
});

describe('errorRateBadge', () => {
  it('given an error rate below 1 percent, reads OK; at 1 percent or more, FIGYELEM', () => {
    expect(errorRateBadge(0)).toBe('OK');
    expect(errorRateBadge(0.99)).toBe('OK');
    expect(errorRateBadge(1)).toBe('FIGYELEM');
    expect(errorRateBadge(37.5)).toBe('FIGYELEM');
  });
});
