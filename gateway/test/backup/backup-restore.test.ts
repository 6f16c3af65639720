// gateway/src/backup/archive.ts: a backup taken while teachers submit and leaders approve, restored
// into a fresh database, holds every write acknowledged before it began and no half-applied one
// (each quota's used days equal its approved requests' working days); a damaged, truncated or
// foreign file and a non-empty target are refused without writing anything.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approverFor } from '@tavollet/contract/domain/approval-routing';
import { databaseUri, startEmbeddedMongo } from '@tavollet/embedded-mongo';
import { BackupFileError, NotEmptyError, restoreBackup, takeBackup } from '../../src/backup/archive.ts';
import { connectTo } from '../../src/db/connect.ts';
import { migrate, SCHEMA_VERSION } from '../../src/db/migrations.ts';
import { silentLog } from '../support/harness.ts';
import { startWorld, stopWorld, type Teacher, type World } from '../support/teacher-fixtures.ts';
import {
  approve,
  later,
  NEXT,
  signInLeaders,
  submit,
  teacherWithQuota,
  type Leaders,
} from '../leaders/leaders-fixtures.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'gw-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh embedded database to restore into, with a driver client on it. */
async function freshDatabase() {
  const server = await startEmbeddedMongo({ memory: true, port: 0 });
  const client = await mongoose.mongo.MongoClient.connect(server.uri);
  return {
    uri: databaseUri(server.uri, 'restored'),
    db: client.db('restored'),
    async stop() {
      await client.close();
      await server.stop();
    },
  };
}

describe('backup and restore', () => {
  let w: World;
  let leaders: Leaders;
  let teachers: Teacher[];
  beforeAll(async () => {
    w = await startWorld();
    await migrate(w.db.connection, w.models, silentLog, { owner: 'test' });
    leaders = await signInLeaders(w);
    teachers = [];
    for (let i = 0; i < 4; i++) teachers.push(await teacherWithQuota(w));
  });
  afterAll(() => stopWorld(w));

  it('given a stream of submits and approvals, a backup taken in its middle restores every write acknowledged before it began, and quotas match approvals', async () => {
    const submitted: number[] = [];
    const approved: number[] = [];
    let stop = false;
    // Each teacher: a one-day request a week, approved every other time, until told to stop.
    const stream = async (t: Teacher, index: number) => {
      for (let week = 1; week < 40 && !stop; week++) {
        const id = await submit(t, {
          tipus: 'rendes_szabadsag',
          mettol: later(week, index),
          meddig: later(week, index),
        });
        submitted.push(id);
        if (week % 2 === 0) {
          const res = await approve(
            leaders[approverFor('rendes_szabadsag') === 'igazgato' ? 'principal' : 'deputy'],
            approverFor('rendes_szabadsag'),
            id,
          );
          expect(res.status).toBe(200);
          approved.push(id);
        }
      }
    };
    const streams = Promise.all(teachers.map((t, i) => stream(t, i)));
    while (submitted.length < 20) await new Promise((r) => setTimeout(r, 20));

    const ackedSubmits = [...submitted];
    const ackedApprovals = [...approved];
    const file = path.join(dir, 'during-writes.gz');
    const summary = await takeBackup(w.db.connection.getClient(), w.db.connection.db!, file);
    stop = true;
    await streams;
    expect(summary.schemaVersion).toBe(SCHEMA_VERSION);

    const target = await freshDatabase();
    try {
      const restored = await restoreBackup(target.db, file, { maxSchemaVersion: SCHEMA_VERSION });
      expect(restored.documents).toBe(summary.documents);
      const { connection, models } = await connectTo(target.uri, silentLog);
      try {
        const rows = await models.LeaveRequest.find(
          {},
          { kerelem_id: 1, statusz_kod: 1, user: 1, munkanapok_szama: 1, ev: 1 },
        ).lean();
        const byId = new Map(rows.map((r) => [r.kerelem_id, r]));
        for (const id of ackedSubmits) expect(byId.has(id), `request ${id} acknowledged before the backup`).toBe(true);
        for (const id of ackedApprovals) expect(byId.get(id)?.statusz_kod, `approval of ${id}`).toBe('jovahagyva');
        // The backup ran while writes went on: the live database has more than it holds.
        expect(rows.length).toBeLessThan(submitted.length);
        // No approval half in it: each teacher's used days are exactly their approved working days.
        for (const t of teachers) {
          const quota = await models.Quota.findOne({ user: t.user._id, ev: NEXT }).lean();
          const approvedDays = rows
            .filter((r) => String(r.user) === String(t.user._id) && r.statusz_kod === 'jovahagyva' && r.ev === NEXT)
            .reduce((sum, r) => sum + r.munkanapok_szama, 0);
          expect(approvedDays).toBeGreaterThan(0);
          expect((quota as Record<string, unknown> | null)?.rendes_szabadsag_felhasznalt).toBe(approvedDays);
        }
        // The restored data starts as it is: no migration left to run.
        expect(await migrate(connection, models, silentLog, { owner: 'after-restore' })).toEqual([]);
      } finally {
        await connection.close();
      }
    } finally {
      await target.stop();
    }
  });

  it('refuses a truncated, altered or foreign file and a non-empty database, writing nothing', async () => {
    const file = path.join(dir, 'whole.gz');
    await takeBackup(w.db.connection.getClient(), w.db.connection.db!, file);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const bad = {
      truncated: gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')),
      altered: gzipSync(lines.join('\n').replace('rendes_szabadsag', 'tappenz')),
      foreign: gzipSync('{"not":"a backup"}\n'),
      notGzip: Buffer.from('plain text'),
    };
    const target = await freshDatabase();
    try {
      for (const [name, bytes] of Object.entries(bad)) {
        const p = path.join(dir, `${name}.gz`);
        writeFileSync(p, bytes);
        await expect(restoreBackup(target.db, p, { maxSchemaVersion: SCHEMA_VERSION }), name).rejects.toBeInstanceOf(
          BackupFileError,
        );
        expect(await target.db.listCollections().toArray(), name).toEqual([]);
      }
      await expect(restoreBackup(target.db, file, { maxSchemaVersion: SCHEMA_VERSION - 1 })).rejects.toThrow(
        /újabb változata/,
      );
      await restoreBackup(target.db, file, { maxSchemaVersion: SCHEMA_VERSION });
      const users = await target.db.collection('users').countDocuments();
      await expect(restoreBackup(target.db, file, { maxSchemaVersion: SCHEMA_VERSION })).rejects.toBeInstanceOf(
        NotEmptyError,
      );
      expect(await target.db.collection('users').countDocuments()).toBe(users);
      // Told to, it replaces what is there.
      await target.db.collection('users').insertOne({ extra: true });
      await restoreBackup(target.db, file, { maxSchemaVersion: SCHEMA_VERSION, force: true });
      expect(await target.db.collection('users').countDocuments()).toBe(users);
    } finally {
      await target.stop();
    }
  });
});
