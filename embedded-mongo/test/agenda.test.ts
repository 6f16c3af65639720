// Agenda 6 with @agendajs/mongo-backend: two instances share one jobs collection; a job is
// scheduled, locked by exactly one of them and run exactly once; every() upserts a single job.
import { Agenda } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, uriWithDb, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('agenda');
});
afterAll(() => h.close());

function makeAgenda(name: string): Agenda {
  return new Agenda({
    name,
    backend: new MongoBackend({ address: uriWithDb(h.uri, h.dbName), collection: 'jobs' }),
    processEvery: 100,
    defaultLockLifetime: 10_000,
  });
}

const waitFor = async (cond: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> => {
  const until = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('agenda', () => {
  it('two instances: a scheduled job is locked and run exactly once', async () => {
    const runs: string[] = [];
    const a = makeAgenda('worker-a');
    const b = makeAgenda('worker-b');
    for (const [agenda, who] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      agenda.define('send-mail', async (job) => {
        runs.push(`${who}:${(job.attrs.data as { to: string }).to}`);
      });
    }
    await Promise.all([a.start(), b.start()]);
    try {
      await a.schedule(new Date(Date.now() + 300), 'send-mail', { to: 'anna@iskola.hu' });
      await waitFor(() => runs.length > 0);
      // Give the other instance several polling rounds to (wrongly) run it again.
      await new Promise((r) => setTimeout(r, 1000));
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatch(/^[ab]:anna@iskola\.hu$/);
      const job = await h.db.collection('jobs').findOne({ name: 'send-mail' });
      expect(job!.lastFinishedAt).toBeInstanceOf(Date);
      expect(job!.lockedAt ?? null).toBeNull();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('every() from both instances keeps a single recurring job', async () => {
    const a = makeAgenda('worker-a');
    const b = makeAgenda('worker-b');
    for (const agenda of [a, b]) agenda.define('cleanup', async () => undefined);
    await Promise.all([a.start(), b.start()]);
    try {
      await a.every('1 hour', 'cleanup');
      await b.every('1 hour', 'cleanup');
      const jobs = await h.db.collection('jobs').find({ name: 'cleanup' }).toArray();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.repeatInterval).toBe('1 hour');
      expect(jobs[0]!.nextRunAt).toBeInstanceOf(Date);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('a failing job is recorded with its failure', async () => {
    const a = makeAgenda('worker-a');
    a.define('flaky', async () => {
      throw new Error('smtp down');
    });
    await a.start();
    try {
      await a.now('flaky');
      await waitFor(async () => ((await h.db.collection('jobs').findOne({ name: 'flaky' }))?.failCount ?? 0) >= 1);
      const job = await h.db.collection('jobs').findOne({ name: 'flaky' });
      expect(job!.failReason).toBe('smtp down');
    } finally {
      await a.stop();
    }
  });
});
