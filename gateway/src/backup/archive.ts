// Backup and restore of the whole database (docs/architecture.md "Backup and restore"; the format's
// choice: docs/decisions/0549-backup-format.md). A backup is read inside one read-only snapshot
// transaction, so it is one point in time while the gateway keeps serving: no transaction is half
// in it. The file is gzip'd lines of JSON, each an array: a header, then per collection its line
// (name and indexes) and its documents in canonical Extended JSON (every BSON type kept), then an
// end line with the counts and the SHA-256 of every line before it. A restore reads the file
// through once to check it before it writes anything, and into an empty database only.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import readline from 'node:readline';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import mongoose from 'mongoose';

const BACKUP_FORMAT = 'tavollet-backup';
const FORMAT_VERSION = 1;
const INSERT_BATCH = 500;
// The driver mongoose runs (and its BSON), so the values it reads are the ones written out.
const { EJSON } = mongoose.mongo.BSON;
type Db = mongoose.mongo.Db;
type Document = mongoose.mongo.Document;
type MongoClient = mongoose.mongo.MongoClient;

interface Header {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The data's schema version (migrations) when the backup was taken. */
  schemaVersion: number;
  takenAt: string;
}
interface CollectionLine {
  name: string;
  indexes: Document[];
}
interface EndLine {
  collections: number;
  documents: number;
  sha256: string;
}
type Line = ['header', Header] | ['collection', CollectionLine] | ['doc', Document] | ['end', EndLine];

export interface BackupSummary {
  file: string;
  schemaVersion: number;
  collections: number;
  documents: number;
  bytes: number;
  ms: number;
}

/** A backup file that cannot be restored; the message says why (Hungarian, shown to the operator). */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/** The target database holds data and the restore was not told to replace it. */
export class NotEmptyError extends Error {
  override name = 'NotEmptyError';
}

const isUserCollection = (c: { name: string; type?: string }) =>
  (c.type ?? 'collection') === 'collection' && !c.name.startsWith('system.');

/**
 * Writes a backup of `db` to `file` (through `file.part`, renamed once complete, so a file under
 * the final name is always whole).
 */
export async function takeBackup(client: MongoClient, db: Db, file: string): Promise<BackupSummary> {
  const started = Date.now();
  // Outside the transaction: listCollections and listIndexes may not run inside one.
  const names = (await db.listCollections({}, { nameOnly: false }).toArray())
    .filter(isUserCollection)
    .map((c) => c.name)
    .sort();
  const indexes = new Map<string, Document[]>();
  for (const name of names) indexes.set(name, await db.collection(name).listIndexes().toArray());

  const part = `${file}.part`;
  const gzip = createGzip();
  const out = createWriteStream(part, { mode: 0o600 });
  gzip.pipe(out);
  const hash = createHash('sha256');
  let bytes = 0;
  const write = async (line: Line) => {
    const text = `${EJSON.stringify(line, { relaxed: false })}\n`;
    if (line[0] !== 'end') hash.update(text);
    bytes += Buffer.byteLength(text);
    if (!gzip.write(text)) await once(gzip, 'drain');
  };

  const session = client.startSession();
  let documents = 0;
  try {
    session.startTransaction({ readConcern: { level: 'snapshot' }, readPreference: 'primary' });
    const schema = await db
      .collection<{ _id: string; version: number }>('migrations')
      .findOne({ _id: 'schema' }, { session });
    const schemaVersion = schema?.version ?? 0;
    await write([
      'header',
      { format: BACKUP_FORMAT, formatVersion: FORMAT_VERSION, schemaVersion, takenAt: new Date().toISOString() },
    ]);
    for (const name of names) {
      await write(['collection', { name, indexes: indexes.get(name) ?? [] }]);
      for await (const doc of db.collection(name).find({}, { session, batchSize: 1000 })) {
        await write(['doc', doc]);
        documents++;
      }
    }
    await session.commitTransaction();
    await write(['end', { collections: names.length, documents, sha256: hash.digest('hex') }]);
    gzip.end();
    await once(out, 'close');
    await rename(part, file);
    return { file, schemaVersion, collections: names.length, documents, bytes, ms: Date.now() - started };
  } catch (err) {
    if (session.inTransaction()) await session.abortTransaction().catch(() => undefined);
    gzip.destroy();
    out.destroy();
    await rm(part, { force: true });
    throw err;
  } finally {
    await session.endSession();
  }
}

async function* readLines(file: string): AsyncGenerator<{ text: string; line: Line }> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const text of lines) {
      n++;
      let line: Line;
      try {
        line = EJSON.parse(text, { relaxed: false }) as Line;
      } catch {
        throw new BackupFileError(`A mentés ${n}. sora nem olvasható: a fájl sérült.`);
      }
      if (!Array.isArray(line)) throw new BackupFileError(`A mentés ${n}. sora nem olvasható: a fájl sérült.`);
      yield { text: `${text}\n`, line };
    }
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    throw new BackupFileError(
      `A mentés nem olvasható (${(err as Error).message}): nem ennek a programnak a mentése, vagy sérült.`,
    );
  }
}

/** Reads the whole file once: its header if it is complete and unchanged, else BackupFileError. */
export async function checkBackup(file: string): Promise<Header & { collections: number; documents: number }> {
  const hash = createHash('sha256');
  let header: Header | undefined;
  let end: EndLine | undefined;
  let collections = 0;
  let documents = 0;
  for await (const { text, line } of readLines(file)) {
    if (end) throw new BackupFileError('A mentés vége után is van adat: a fájl sérült.');
    if (!header) {
      if (line[0] !== 'header' || line[1].format !== BACKUP_FORMAT) {
        throw new BackupFileError('Ez a fájl nem a Távollét mentése.');
      }
      // Canonical Extended JSON reads numbers back as Int32 objects: compared as numbers here.
      if (Number(line[1].formatVersion) > FORMAT_VERSION) {
        throw new BackupFileError('A mentést a program egy újabb változata készítette; azzal állítsd vissza.');
      }
      header = {
        ...line[1],
        formatVersion: Number(line[1].formatVersion),
        schemaVersion: Number(line[1].schemaVersion),
      };
    } else if (line[0] === 'collection') collections++;
    else if (line[0] === 'doc') documents++;
    if (line[0] === 'end') end = line[1];
    else hash.update(text);
  }
  if (!header) throw new BackupFileError('A mentés üres: a fájl sérült.');
  if (!end) throw new BackupFileError('A mentés vége hiányzik: a fájl csonka (megszakadt mentés vagy másolás).');
  if (
    end.sha256 !== hash.digest('hex') ||
    Number(end.documents) !== documents ||
    Number(end.collections) !== collections
  ) {
    throw new BackupFileError('A mentés ellenőrző összege nem egyezik: a fájl sérült.');
  }
  return { ...header, collections, documents };
}

export interface RestoreOptions {
  /** Replace what the database holds (its collections are dropped first). */
  force?: boolean;
  /** The highest schema version this release reads: a newer backup is refused. */
  maxSchemaVersion: number;
}

/** Restores `file` into `db`; checks the whole file first, and on a failure leaves `db` empty. */
export async function restoreBackup(
  db: Db,
  file: string,
  opts: RestoreOptions,
): Promise<{ schemaVersion: number; collections: number; documents: number; ms: number }> {
  const started = Date.now();
  const checked = await checkBackup(file);
  if (checked.schemaVersion > opts.maxSchemaVersion) {
    throw new BackupFileError(
      `A mentést a program egy újabb változata készítette (adatséma ${checked.schemaVersion}, ez a változat ${opts.maxSchemaVersion}-ig ismeri); azzal állítsd vissza.`,
    );
  }
  const existing = (await db.listCollections({}, { nameOnly: false }).toArray()).filter(isUserCollection);
  const holding = [];
  for (const c of existing) if (await db.collection(c.name).estimatedDocumentCount()) holding.push(c.name);
  if (holding.length && !opts.force) {
    throw new NotEmptyError(
      `Az adatbázis nem üres (${holding.slice(0, 5).join(', ')}${holding.length > 5 ? '…' : ''}); a visszaállítás felülírná. Ha biztos vagy benne: --force`,
    );
  }
  for (const c of existing) await db.collection(c.name).drop();

  try {
    let current: string | undefined;
    let batch: Document[] = [];
    const flush = async () => {
      if (current && batch.length) await db.collection(current).insertMany(batch, { ordered: true });
      batch = [];
    };
    for await (const { line } of readLines(file)) {
      if (line[0] === 'collection') {
        await flush();
        current = line[1].name;
        await db.createCollection(current);
        const specs = line[1].indexes.filter((i) => i.name !== '_id_');
        if (specs.length) {
          await db.command({
            createIndexes: current,
            indexes: specs.map(({ v: _v, ns: _ns, ...spec }) => spec),
          });
        }
      } else if (line[0] === 'doc') {
        batch.push(line[1]);
        if (batch.length >= INSERT_BATCH) await flush();
      }
    }
    await flush();
  } catch (err) {
    // The database was empty: leave it so, not half restored.
    for (const c of (await db.listCollections({}, { nameOnly: true }).toArray()).filter(isUserCollection)) {
      await db
        .collection(c.name)
        .drop()
        .catch(() => undefined);
    }
    throw err;
  }
  return {
    schemaVersion: checked.schemaVersion,
    collections: checked.collections,
    documents: checked.documents,
    ms: Date.now() - started,
  };
}
