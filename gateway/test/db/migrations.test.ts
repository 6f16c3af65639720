// gateway/src/db/migrations.ts: the stored schema version, forward-only migrations run once per
// database even when several gateways start together, a dead holder's lock taken over, and a
// database from a newer release refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, NewerSchemaError, SCHEMA_VERSION, type Migration } from '../../src/db/migrations.ts';
import { silentLog, startTestDb, type TestDb } from '../support/harness.ts';
import { createPeople } from '../support/fixtures.ts';

interface SchemaDoc {
  _id: string;
  version: number;
  lock: { owner: string; until: Date } | null;
  applied: { version: number; name: string; by: string }[];
}

describe('database migrations', () => {
  let db: TestDb;
  beforeEach(async () => {
    db = await startTestDb();
  });
  afterEach(() => db.stop());

  const schemaDoc = () => db.connection.collection<SchemaDoc>('migrations').findOne({ _id: 'schema' });

  it('given an empty database, stores the latest version and runs nothing (its data is written by this release)', async () => {
    const ran = await migrate(db.connection, db.models, silentLog, { owner: 'a' });
    expect(ran).toEqual([]);
    expect(await schemaDoc()).toMatchObject({ version: SCHEMA_VERSION, lock: null, applied: [] });
  });

  it('given data written before versions were stored, runs every migration once, in order, and records them', async () => {
    await createPeople(db.models);
    const ran = await migrate(db.connection, db.models, silentLog, { owner: 'gw-1' });
    expect(ran).toEqual(MIGRATIONS.map((m) => m.version));
    const doc = (await schemaDoc())!;
    expect(doc.version).toBe(SCHEMA_VERSION);
    expect(doc.lock).toBeNull();
    expect(doc.applied.map((a) => [a.version, a.by])).toEqual(MIGRATIONS.map((m) => [m.version, 'gw-1']));
    // A second start has nothing to do.
    expect(await migrate(db.connection, db.models, silentLog, { owner: 'gw-1' })).toEqual([]);
  });

  it('given two gateways starting together on one database, each migration runs exactly once and both end at the latest version', async () => {
    await createPeople(db.models);
    const runs = db.connection.collection<{ _id: number; n: number }>('migration_runs');
    // Slow migrations, so that the second instance arrives while the first holds the lock.
    const counted: Migration[] = [1, 2, 3].map((version) => ({
      version,
      name: `test ${version}`,
      up: async () => {
        await runs.updateOne({ _id: version }, { $inc: { n: 1 } }, { upsert: true });
        await new Promise((r) => setTimeout(r, 150));
      },
    }));
    const other = await db.connectAgain();
    const [a, b] = await Promise.all([
      migrate(db.connection, db.models, silentLog, { owner: 'gw-a', migrations: counted, pollMs: 50 }),
      migrate(other.connection, other.models, silentLog, { owner: 'gw-b', migrations: counted, pollMs: 50 }),
    ]);
    expect([...a, ...b].sort()).toEqual([1, 2, 3]);
    expect([a.length, b.length].sort()).toEqual([0, 3]);
    expect(await runs.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, n: 1 },
      { _id: 2, n: 1 },
      { _id: 3, n: 1 },
    ]);
    expect((await schemaDoc())!.version).toBe(3);
  });

  it('given a lock left by an instance that died, waits until it expires, then takes over and migrates', async () => {
    await createPeople(db.models);
    await db.connection.collection<SchemaDoc>('migrations').insertOne({
      _id: 'schema',
      version: 0,
      lock: { owner: 'dead', until: new Date(Date.now() + 400) },
      applied: [],
    });
    const started = Date.now();
    const ran = await migrate(db.connection, db.models, silentLog, { owner: 'gw-2', pollMs: 50 });
    expect(ran).toEqual(MIGRATIONS.map((m) => m.version));
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect((await schemaDoc())!.applied.at(-1)!.by).toBe('gw-2');
  });

  it('given a database written by a newer release, refuses with a message that says what to do, and changes nothing', async () => {
    await createPeople(db.models);
    await db.connection
      .collection<SchemaDoc>('migrations')
      .insertOne({ _id: 'schema', version: SCHEMA_VERSION + 1, lock: null, applied: [] });
    const refused = migrate(db.connection, db.models, silentLog, { owner: 'old' });
    await expect(refused).rejects.toBeInstanceOf(NewerSchemaError);
    await expect(refused).rejects.toThrow(
      /written by a newer release \(schema version \d+; this release knows up to \d+\)/,
    );
    expect((await schemaDoc())!.version).toBe(SCHEMA_VERSION + 1);
  });
});
