// Helpers of the statistics tests: short report intervals, an admin client, and waiting for what
// the reports will show (a condition, never a duration).
import { AdminStatsAnswer } from '@tavollet/contract/api/admin-stats';
import { expect } from 'vitest';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD } from '../support/fixtures.ts';

/** Reports every 100 ms, a history point every 200 ms: down after 300 ms of silence. */
export const FAST_STATS = { STATS_REPORT_INTERVAL_MS: '100', STATS_HISTORY_STEP_MS: '200' };

export async function adminClient(base: string): Promise<Client> {
  const c = new Client(base);
  expect((await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD })).status).toBe(200);
  return c;
}

/** GET /api/admin/getstats, checked against the contract's schema. */
export async function getStats(c: Client): Promise<AdminStatsAnswer> {
  const res = await c.get('/api/admin/getstats');
  expect(res.status).toBe(200);
  return AdminStatsAnswer.parse(res.body);
}

/** Asks again until `ok` holds for the answer (at most `tries` times, 50 ms apart). */
export async function statsWhen(
  c: Client,
  ok: (a: AdminStatsAnswer) => boolean,
  tries = 200,
): Promise<AdminStatsAnswer> {
  let last: AdminStatsAnswer | null = null;
  for (let i = 0; i < tries; i++) {
    last = await getStats(c);
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the statistics never matched; last answer: ${JSON.stringify(last)}`);
}
