// The daily backup (README "Backup and restore"): with BACKUP_DIR set, one Agenda job, due each
// day at BACKUP_TIME Budapest time, run by one gateway, writes a backup there and keeps the
// newest BACKUP_KEEP. A failure is logged as an error, which the admin's home lists as an event.
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Services } from '../services/deps.ts';
import { takeBackup } from '../backup/archive.ts';

export const BACKUP_JOB = 'backup.daily';
const NAME = /^tavollet-\d{8}T\d{9}Z\.backup\.gz$/;

/** `tavollet-20261129T023000000Z.backup.gz` (UTC, to the millisecond): names sort by time. */
const fileName = (now: Date) => `tavollet-${now.toISOString().replace(/[-:.]/g, '')}.backup.gz`;

/** Takes one backup into `dir` and deletes all but the newest `keep`; answers the file. */
export async function runBackup(s: Pick<Services, 'models' | 'log'>, dir: string, keep: number): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const connection = s.models.User.db;
  const summary = await takeBackup(connection.getClient(), connection.db!, path.join(dir, fileName(new Date())));
  s.log.info({ ...summary }, 'backup written');
  const old = (await readdir(dir)).filter((f) => NAME.test(f)).sort();
  for (const f of old.slice(0, Math.max(0, old.length - keep))) await rm(path.join(dir, f), { force: true });
  return summary.file;
}

/** Defines the job (before the runner starts); `schedule()` then stores its daily time. */
export function defineBackupJob(s: Services): { schedule(): Promise<void> } | undefined {
  const backup = s.config.backup;
  if (!backup) return undefined;
  s.jobs.define(BACKUP_JOB, async () => {
    try {
      await runBackup(s, backup.dir, backup.keep);
    } catch (err) {
      s.log.error({ err, dir: backup.dir }, 'Sikertelen napi adatbázis-mentés');
    }
  });
  const [hour, minute] = backup.time.split(':').map(Number);
  return {
    // `every` keeps one job of this name, so every gateway may store it.
    schedule: async () => {
      await s.jobs.agenda.every(`${minute} ${hour} * * *`, BACKUP_JOB, undefined, {
        timezone: 'Europe/Budapest',
        skipImmediate: true,
      });
    },
  };
}
