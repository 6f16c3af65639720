// The data's schema version and the forward-only migrations that bring a database written by an
// earlier release up to this one (docs/architecture.md "Upgrades and migrations"). They run at
// start, before the gateway serves; with several gateways starting together one of them takes a
// lock in the database and runs them, the others wait until the version is reached. A database
// written by a newer release is refused: this code would misread it.
import type mongoose from 'mongoose';
import type { ObjectId } from 'mongodb';
import { cleanIdentity, identityKey } from '@tavollet/contract/domain/identity';
import type { Logger } from '../logger.ts';
import type { Models } from './models.ts';

export interface Migration {
  /** 1, 2, 3…: the schema version the data has once this migration ran. */
  version: number;
  name: string;
  /**
   * Brings the data from the previous version to this one. Runs once per database; if the gateway
   * dies half-way, the next start runs it again, so it must tolerate data it already changed.
   */
  up(models: Models, log: Logger): Promise<void>;
}

/** Every migration, in order; a new one is appended with the next version and a test. */
export const MIGRATIONS: readonly Migration[] = [
  {
    // Databases written before the version was stored: their shape is version 1's (the models
    // have not changed since), so only the version is written.
    version: 1,
    name: 'schema version stored',
    up: async () => undefined,
  },
  {
    version: 2,
    name: 'e-mails and usernames as identity keys',
    up: normaliseIdentities,
  },
];

/** A stored record with an identity field, as the migration reads it. */
interface IdentityRecord {
  _id: ObjectId;
  user_id?: number;
  value: string;
}

/**
 * Gives each identity key one owner: records already written in their clean form first (the real
 * account, not its look-alike), then in the order given. Answers the owners and the records whose
 * key another record owns.
 */
function ownersOfKeys<R extends IdentityRecord>(records: readonly R[], clean: (v: string) => string) {
  const ordered = [
    ...records.filter((r) => r.value === clean(r.value)),
    ...records.filter((r) => r.value !== clean(r.value)),
  ];
  const owners = new Map<string, R>();
  const twins: { record: R; owner: R }[] = [];
  for (const r of ordered) {
    const key = identityKey(r.value);
    const owner = owners.get(key);
    if (owner) twins.push({ record: r, owner });
    else owners.set(key, r);
  }
  return { owners, twins };
}

/**
 * Version 2 (docs/architecture.md "Users and identities"): every e-mail (staff and admins) stored
 * as its identity key, every username cleaned with its key in `usernameKey`. Two records that
 * collapse into one identity are both kept: the one already written cleanly (else the lower
 * user_id) gets the key, the other stays exactly as it was and is logged as a warning for the
 * admin to correct (docs/operations.md "Upgrading"). Running it again changes nothing more.
 */
async function normaliseIdentities(models: Models, log: Logger): Promise<void> {
  const users = await models.User.collection
    .find({}, { projection: { user_id: 1, email: 1, felhasznalonev: 1, usernameKey: 1 } })
    .sort({ user_id: 1 })
    .toArray();
  const emails = emailsAsKeys(users.map((u) => ({ _id: u._id, user_id: u.user_id as number, value: String(u.email) })));
  for (const { record, owner } of emails.twins)
    log.warn(
      { user_id: record.user_id, email: record.value, sameAs: owner.user_id },
      'upgrade: this e-mail is a look-alike of another account’s; left unchanged for the admin to correct',
    );

  const names = ownersOfKeys(
    users.map((u) => ({
      _id: u._id,
      user_id: u.user_id as number,
      value: String(u.felhasznalonev),
      key: u.usernameKey as unknown,
    })),
    cleanIdentity,
  );
  const userOps = [...emails.ops];
  for (const [key, r] of names.owners)
    if (r.value !== cleanIdentity(r.value) || r.key !== key)
      userOps.push(setFields(r._id, { felhasznalonev: cleanIdentity(r.value), usernameKey: key }));
  for (const { record, owner } of names.twins)
    log.warn(
      { user_id: record.user_id, felhasznalonev: record.value, sameAs: owner.user_id },
      'upgrade: this username is a look-alike of another account’s; left unchanged (and without a key) for the admin to correct',
    );
  if (userOps.length) await models.User.collection.bulkWrite(userOps, { ordered: true });

  const admins = await models.Admin.collection
    .find({}, { projection: { email: 1 } })
    .sort({ _id: 1 })
    .toArray();
  const adminEmails = emailsAsKeys(admins.map((a) => ({ _id: a._id, value: String(a.email) })));
  for (const { record } of adminEmails.twins)
    log.warn(
      { admin: String(record._id), email: record.value },
      'upgrade: this admin e-mail is a look-alike of another admin’s; left unchanged',
    );
  if (adminEmails.ops.length) await models.Admin.collection.bulkWrite(adminEmails.ops, { ordered: true });
  log.info(
    {
      users: users.length,
      changed: userOps.length + adminEmails.ops.length,
      lookAlikes: emails.twins.length + names.twins.length + adminEmails.twins.length,
    },
    'upgrade: e-mails and usernames normalised',
  );
}

const setFields = (_id: ObjectId, fields: Record<string, unknown>): mongoose.mongo.AnyBulkWriteOperation => ({
  updateOne: { filter: { _id }, update: { $set: fields } },
});

/** The updates that store each owner's e-mail as its key (staff and admins alike), and the look-alikes. */
function emailsAsKeys<R extends IdentityRecord>(records: readonly R[]) {
  const { owners, twins } = ownersOfKeys(records, identityKey);
  const ops = [...owners].filter(([key, r]) => r.value !== key).map(([key, r]) => setFields(r._id, { email: key }));
  return { ops, twins };
}

export const SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;

/** The one document that holds the version, the lock and what ran when. */
interface SchemaDoc {
  _id: 'schema';
  version: number;
  lock: { owner: string; until: Date } | null;
  applied: { version: number; name: string; at: Date; ms: number; by: string }[];
}

export class NewerSchemaError extends Error {
  constructor(stored: number) {
    super(
      `The database was written by a newer release (schema version ${stored}; this release knows up to ${SCHEMA_VERSION}). ` +
        'Start the newer release again, or restore a backup taken with this one.',
    );
    this.name = 'NewerSchemaError';
  }
}

export interface MigrateOptions {
  /** Who holds the lock (the instance id), written into it and into `applied`. */
  owner: string;
  /** How long a lock lives without being renewed: a dead holder's lock is taken over after it. */
  lockMs?: number;
  /** Pause between looks while another instance migrates. */
  pollMs?: number;
  /** The migrations to run (tests); default MIGRATIONS. */
  migrations?: readonly Migration[];
  /** Called once this instance starts running migrations (readiness says "migrating"). */
  onMigrating?: () => void;
}

/**
 * Brings the database to the latest schema version and resolves with the list of versions this
 * instance ran (empty when there was nothing to do or another instance did it).
 */
export async function migrate(
  connection: mongoose.Connection,
  models: Models,
  log: Logger,
  opts: MigrateOptions,
): Promise<number[]> {
  const migrations = opts.migrations ?? MIGRATIONS;
  const latest = migrations.at(-1)?.version ?? 0;
  const lockMs = opts.lockMs ?? 30_000;
  const schema = connection.collection<SchemaDoc>('migrations');
  // A database with nothing in it is created at the latest version by this release's code (the
  // seed and the first admin come after this). One written before versions were stored is at 0.
  const empty = !(await models.User.exists({})) && !(await models.Admin.exists({}));
  await schema.updateOne(
    { _id: 'schema' },
    { $setOnInsert: { version: empty ? latest : 0, lock: null, applied: [] } },
    { upsert: true },
  );
  let waitingLogged = false;
  for (;;) {
    const doc = await schema.findOne({ _id: 'schema' });
    const version = doc?.version ?? 0;
    if (version > latest) throw new NewerSchemaError(version);
    if (version === latest) return [];
    const now = new Date();
    const locked = await schema.findOneAndUpdate(
      { _id: 'schema', version, $or: [{ lock: null }, { 'lock.until': { $lt: now } }] },
      { $set: { lock: { owner: opts.owner, until: new Date(now.getTime() + lockMs) } } },
      { returnDocument: 'after' },
    );
    if (locked) return runLocked(schema, models, log, { ...opts, lockMs, migrations, from: version });
    if (!waitingLogged) log.info({ version, latest }, 'waiting for another instance to migrate the database');
    waitingLogged = true;
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 500));
  }
}

async function runLocked(
  schema: mongoose.Collection<SchemaDoc>,
  models: Models,
  log: Logger,
  opts: MigrateOptions & { lockMs: number; migrations: readonly Migration[]; from: number },
): Promise<number[]> {
  const { owner, lockMs } = opts;
  opts.onMigrating?.();
  const ours = { _id: 'schema' as const, 'lock.owner': owner };
  // Renewed while a migration runs, so a long one is not taken over by a waiting instance.
  const renew = setInterval(() => {
    void schema
      .updateOne(ours, { $set: { 'lock.until': new Date(Date.now() + lockMs) } })
      .catch((err: unknown) => log.warn({ err }, 'could not renew the migration lock'));
  }, lockMs / 3);
  const ran: number[] = [];
  try {
    for (const m of opts.migrations.filter((x) => x.version > opts.from)) {
      const started = Date.now();
      log.info({ version: m.version, name: m.name }, 'migrating the database');
      await m.up(models, log);
      const ms = Date.now() - started;
      const moved = await schema.updateOne(ours, {
        $set: { version: m.version },
        $push: { applied: { version: m.version, name: m.name, at: new Date(), ms, by: owner } },
      });
      // Our lock expired and another instance took over: stop; it carries on from its version.
      if (moved.matchedCount === 0) throw new Error(`lost the migration lock during migration ${m.version}`);
      ran.push(m.version);
      log.info({ version: m.version, name: m.name, ms }, 'database migrated');
    }
  } finally {
    clearInterval(renew);
    await schema.updateOne(ours, { $set: { lock: null } });
  }
  return ran;
}
