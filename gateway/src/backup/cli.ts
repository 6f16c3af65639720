// `npm run backup -- --out FILE` and `npm run restore -- FILE [--force]` (README "Backup and
// restore"). The database is the gateway's: MONGODB_URI, or the embedded one under DATA_DIR/db —
// reached through the running gateway's embedded server when there is one (its connection file),
// else opened here. A restore needs the gateway stopped.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { DataDirLockedError, startEmbeddedMongo } from '@tavollet/embedded-mongo';
import { loadConfig } from '../config.ts';
import { EMBEDDED_DB_NAME } from '../db/connect.ts';
import { SCHEMA_VERSION } from '../db/migrations.ts';
import { BackupFileError, NotEmptyError, restoreBackup, takeBackup } from './archive.ts';

const USAGE = `Használat:
  npm run backup -- --out FÁJL        mentés a futó szerver mellett is (MONGODB_URI vagy DATA_DIR adatbázisa)
  npm run restore -- FÁJL [--force]   visszaállítás üres adatbázisba (--force: a meglévő adatok helyére)`;

const { MongoClient } = mongoose.mongo;

interface Target {
  client: mongoose.mongo.MongoClient;
  dbName: string | undefined;
  close(): Promise<void>;
}

/** The running gateway's embedded server, if one holds the data directory. */
function runningEmbedded(dbDir: string): string | undefined {
  const file = path.join(dbDir, 'connection.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { uri: string }).uri;
}

async function openTarget(forRestore: boolean): Promise<Target> {
  const config = loadConfig();
  if (config.mongodbUri) {
    const client = await MongoClient.connect(config.mongodbUri);
    return { client, dbName: undefined, close: () => client.close() };
  }
  const dbDir = path.join(config.dataDir, 'db');
  const running = runningEmbedded(dbDir);
  if (running && forRestore) {
    throw new Error('A szerver fut ezen az adatkönyvtáron: állítsd le a visszaállítás előtt.');
  }
  if (running) {
    const client = await MongoClient.connect(running);
    return { client, dbName: EMBEDDED_DB_NAME, close: () => client.close() };
  }
  const server = await startEmbeddedMongo({ dir: dbDir, port: 0, host: '127.0.0.1' });
  const client = await MongoClient.connect(server.uri);
  return {
    client,
    dbName: EMBEDDED_DB_NAME,
    close: async () => {
      await client.close();
      await server.stop();
    },
  };
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  let values: { out?: string; force?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const file = command === 'backup' ? values.out : positionals[0];
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(USAGE);
    return 2;
  }
  // npm runs the script in gateway/; a relative FILE means the caller's folder.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const target = await openTarget(command === 'restore');
  try {
    const db = target.client.db(target.dbName);
    if (command === 'backup') {
      const s = await takeBackup(target.client, db, resolved);
      console.log(
        `Mentés kész: ${s.file} (${s.collections} gyűjtemény, ${s.documents} dokumentum, adatséma ${s.schemaVersion}, ${s.ms} ms).`,
      );
    } else {
      const r = await restoreBackup(db, resolved, {
        force: values.force ?? false,
        maxSchemaVersion: SCHEMA_VERSION,
      });
      console.log(
        `Visszaállítás kész: ${r.collections} gyűjtemény, ${r.documents} dokumentum, adatséma ${r.schemaVersion} (${r.ms} ms). Indítsd el a szervert.`,
      );
    }
    return 0;
  } finally {
    await target.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof BackupFileError || err instanceof NotEmptyError || err instanceof DataDirLockedError;
    console.error(
      known || !(err instanceof Error) ? String((err as Error).message ?? err) : (err.stack ?? err.message),
    );
    process.exit(1);
  },
);
