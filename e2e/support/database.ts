// Read-only access to a running e2e gateway's embedded database, for asserting what was stored
// (e.g. an issue report's images) and reading seeded data (an OM id). The embedded server writes
// its connection string, with the credential generated for this start, to
// <DATA_DIR>/db/connection.json (owner-only) while it runs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import type { Gateway } from './gateway.ts';

export async function withGatewayDb<T>(gateway: Gateway, use: (db: Db) => Promise<T>): Promise<T> {
  const file = path.join(gateway.dataDir, 'db', 'connection.json');
  const { uri } = JSON.parse(
    await readFile(file, 'utf8').catch(() => {
      throw new Error(`no ${file}: the gateway runs no embedded database (MONGODB_URI set?)`);
    }),
  ) as { uri: string };
  const client = await MongoClient.connect(uri, { directConnection: true, serverSelectionTimeoutMS: 5_000 });
  try {
    return await use(client.db('tavollet'));
  } finally {
    await client.close();
  }
}
