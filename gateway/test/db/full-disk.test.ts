// A full disk under the embedded database, through the real gateway: a write answers 503 with the
// Hungarian message at once, reads go on, and once the disk takes writes again the admin home lists
// what happened and that writing resumed.
// The journal's writes fail as a full disk's do (fs.writeSync throws ENOSPC; the database runs in
// this process); embedded-mongo/test/full-disk.test.ts does the same on a real tmpfs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseUri, startEmbeddedMongo, type EmbeddedMongo } from '@tavollet/embedded-mongo';
import { connectTo } from '../../src/db/connect.ts';
import { DISK_FULL_TEXT, WRITING_RESUMED_TEXT } from '../../src/monitoring/events.ts';
import { quotaRow } from '../admin-quotas/quotas-support.ts';
import type { Client } from '../support/client.ts';
import { createPeople } from '../support/fixtures.ts';
import { silentLog, startTestGateway, type TestGateway } from '../support/harness.ts';
import { FAST_STATS, adminClient, statsWhen } from '../admin-stats/stats-support.ts';

const TANAR_OM = '70000000001';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-full-disk-'));
let server: EmbeddedMongo;
let close: () => Promise<void>;
let gw: TestGateway;
let admin: Client;

beforeAll(async () => {
  server = await startEmbeddedMongo({ dir, diskProbeMs: 100 });
  const db = await connectTo(databaseUri(server.uri, 'tavollet_full_disk'), silentLog);
  close = () => db.connection.close();
  await createPeople(db.models);
  gw = await startTestGateway(db.models, { env: FAST_STATS });
  admin = await adminClient(gw.url);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await gw?.stopAll();
  await close?.();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const importQuota = (keret: number) =>
  admin.post('/api/admin/createbulkquotas', { overwrite: true, quotaList: [quotaRow(TANAR_OM, 2031, keret)] });

/** The teacher's regular leave quota of 2031 as the admin's list reads it. */
async function keret(): Promise<unknown> {
  const res = await admin.post('/api/admin/getleavequotas', { year: 2031 });
  expect(res.status).toBe(200);
  const rows = (res.body as { data: { data: { oktatasi_azonosito: string; rendes_szabadsag_keret: number }[] } }).data
    .data;
  return rows.find((r) => r.oktatasi_azonosito === TANAR_OM)?.rendes_szabadsag_keret;
}

describe.skipIf(process.env.MONGODB_URI)('a full disk under the embedded database', () => {
  it('answers writes 503 with the Hungarian message, keeps reads, and tells the admin once writing resumed', async () => {
    expect((await importQuota(10)).status).toBe(200);
    const writeSync = fs.writeSync;
    // Every write but the process's own output fails as on a full disk.
    const spy = vi.spyOn(fs, 'writeSync').mockImplementation((fd: number, ...rest: unknown[]) => {
      if (fd <= 2) return (writeSync as (...a: unknown[]) => number)(fd, ...rest);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    for (let i = 0; i < 3; i++) {
      const res = await importQuota(20 + i);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        ok: false,
        message: 'A szerver tárhelye megtelt, a módosítás nem menthető. Szólj a rendszergazdának.',
      });
    }
    // Reads go on, and show nothing of the refused writes.
    expect(await keret()).toBe(10);
    expect((await admin.get('/api/admin/getstats')).status).toBe(200);

    spy.mockImplementation(writeSync as never);
    const stats = await statsWhen(admin, (a) => a.events.some((e) => e.text === WRITING_RESUMED_TEXT));
    const full = stats.events.find((e) => e.text === DISK_FULL_TEXT);
    const resumed = stats.events.find((e) => e.text === WRITING_RESUMED_TEXT)!;
    expect(full).toMatchObject({ level: 'error' });
    expect(resumed).toMatchObject({ level: 'info' });
    expect(Date.parse(full!.time)).toBeLessThanOrEqual(Date.parse(resumed.time));
    expect((await importQuota(30)).status).toBe(200);
    expect(await keret()).toBe(30);
  });
});
