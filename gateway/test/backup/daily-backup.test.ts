// gateway/src/jobs/backup-job.ts: with BACKUP_DIR the gateway stores one daily job at BACKUP_TIME
// Budapest time; each run writes a backup and keeps the newest BACKUP_KEEP; a failed run is an
// error event on the admin's home.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { checkBackup } from '../../src/backup/archive.ts';
import { BACKUP_JOB, runBackup } from '../../src/jobs/backup-job.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';
import { createPeople } from '../support/fixtures.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'gw-daily-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('daily backup', () => {
  let db: TestDb | undefined;
  let gw: TestGateway | undefined;
  afterEach(async () => {
    await gw?.stopAll();
    await db?.stop();
  });

  it('given BACKUP_DIR, stores one daily job at BACKUP_TIME in Budapest; runs keep the newest BACKUP_KEEP, each a whole backup', async () => {
    db = await startTestDb();
    await createPeople(db.models);
    const backups = path.join(dir, 'ok');
    gw = await startTestGateway(db.models, { env: { BACKUP_DIR: backups, BACKUP_KEEP: '2', BACKUP_TIME: '03:15' } });
    const jobs = await db.connection.collection('jobs').find({ name: BACKUP_JOB }).toArray();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ repeatInterval: '15 3 * * *', repeatTimezone: 'Europe/Budapest' });

    const written: string[] = [];
    for (let i = 0; i < 3; i++) {
      written.push(await runBackup(gw.services, backups, 2));
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(readdirSync(backups).sort()).toEqual(written.slice(1).map((f) => path.basename(f)));
    const checked = await checkBackup(written[2]!);
    expect(checked.documents).toBeGreaterThan(0);
  });

  it('given a BACKUP_DIR that cannot be written, the run fails as an error event on the admin home', async () => {
    db = await startTestDb();
    await createPeople(db.models);
    const notADir = path.join(dir, 'a-file');
    writeFileSync(notADir, 'x');
    gw = await startTestGateway(db.models, { env: { BACKUP_DIR: notADir } });
    await gw.services.jobs.agenda.now(BACKUP_JOB);
    const deadline = Date.now() + 15_000;
    let events: { text: string; level: string }[] = [];
    while (Date.now() < deadline) {
      await gw.services.monitor.events.flush();
      events = await db.models.ServerEvent.find({ text: /Sikertelen napi adatbázis-mentés/ }).lean();
      if (events.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ level: 'error' });
  });
});
