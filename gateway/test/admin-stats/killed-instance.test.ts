// A gateway process killed with SIGKILL (no goodbye report, no stop event) is shown as down by the
// statistics of the instance that is still running, which also writes one "nem válaszol" event
// for it (monitoring/reporter.ts). The child is a real process on the same
// database; the test waits for the state, never times it (gateway/bench/admin-stats.bench.ts prints
// the seconds with the default interval).
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import type { Client } from '../support/client.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { startChildGateway, type ChildGateway } from './child-gateway.ts';
import { FAST_STATS, adminClient, statsWhen } from './stats-support.ts';

const h = useGatewayWithPeople({ env: FAST_STATS });
let child: ChildGateway | undefined;
afterAll(async () => {
  await child?.dispose();
});

describe('an instance killed with kill -9', () => {
  it('given a second gateway process that reported itself, shows it as down (not stopped) after SIGKILL', async () => {
    const admin: Client = await adminClient(h.gw.url);
    child = await startChildGateway(h.db.uri, { ...FAST_STATS, REGION: 'gyerek-folyamat' });
    const live = await statsWhen(admin, (s) => s.servers.some((r) => child!.owns(r.id) && r.up), 1200);
    const row = live.servers.find((r) => child!.owns(r.id))!;
    expect(row).toMatchObject({ region: 'gyerek-folyamat', up: true, stopped: false });
    const upBefore = live.summary.up;

    await child.kill9();
    const after = await statsWhen(admin, (s) => s.servers.some((r) => r.id === row.id && !r.up), 1200);
    expect(after.servers.find((r) => r.id === row.id)).toMatchObject({ up: false, stopped: false });
    expect(after.summary.up).toBe(upBefore - 1);
    // Killed: it never wrote its stop event.
    expect(after.events.some((e) => e.server === row.id && e.text.startsWith('A szerver leállt'))).toBe(false);
    expect(after.events.some((e) => e.server === row.id && e.text.startsWith('A szerver elindult'))).toBe(true);

    const noted = await statsWhen(
      admin,
      (s) => s.events.some((e) => e.server === row.id && e.text.includes('nem válaszol')),
      1200,
    );
    const silent = noted.events.filter((e) => e.server === row.id && e.text.includes('nem válaszol'));
    expect(silent).toEqual([
      expect.objectContaining({
        level: 'error',
        text: 'A szerver nem válaszol (régió: gyerek-folyamat, gép: ' + os.hostname() + ').',
      }),
    ]);
    // Written once: further reports of the living instance add none.
    await statsWhen(
      admin,
      (s) =>
        s.servers.some((r) => r.id === h.gw.services.monitor.id && new Date(r.lastSeen) > new Date(silent[0]!.time)),
      1200,
    );
    const later = await statsWhen(admin, () => true);
    expect(later.events.filter((e) => e.server === row.id && e.text.includes('nem válaszol'))).toHaveLength(1);
  }, 180_000);
});
