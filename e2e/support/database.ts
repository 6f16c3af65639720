// Read-only access to a running e2e gateway's embedded database, for asserting what was stored
// (e.g. an issue report's images) and reading seeded data (an OM id). The port comes from the
// gateway's "embedded database started" log line.
import { MongoClient, type Db } from 'mongodb';
import type { Gateway } from './gateway.ts';

export async function withGatewayDb<T>(gateway: Gateway, use: (db: Db) => Promise<T>): Promise<T> {
  const port = gateway.output
    .map((line) => {
      try {
        return JSON.parse(line) as { msg?: string; port?: number };
      } catch {
        return null;
      }
    })
    .find((entry) => entry?.msg === 'embedded database started')?.port;
  if (!port) throw new Error('the gateway did not log "embedded database started" (MONGODB_URI set?)');
  const client = await MongoClient.connect(`mongodb://127.0.0.1:${port}/?directConnection=true`, {
    serverSelectionTimeoutMS: 5_000,
  });
  try {
    return await use(client.db('tavollet'));
  } finally {
    await client.close();
  }
}
