// The database work of a signed-in request: the commands the gateway sends for one warm GET
// /api/auth/me and one GET /api/user/teacher/getdata, counted with MongoDB command monitoring on
// the gateway's own connection, and no cookie or session write for a session rolled less than a
// minute ago. The session read is kept while the change feed's stamps stay equal, and a teacher's
// data while theirs do: a warm request then reads no session, only one `hello` (shared by the
// requests that arrive together) to know the feed has passed every write made before it, and a
// repeated getdata no data either; the same on any MongoDB (db/change-feed.ts).
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModels } from '../../src/db/models.ts';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE, createPeople } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';

let db: TestDb;
let gw: TestGateway;
let connection: mongoose.Connection;
const commands: string[] = [];

beforeAll(async () => {
  db = await startTestDb();
  await createPeople(db.models);
  // The gateway's own client, with command monitoring on from its first connection.
  connection = await mongoose.createConnection(db.uri, { monitorCommands: true, autoIndex: false }).asPromise();
  connection.getClient().on('commandStarted', (e) => {
    // The change feed's own stream, always running beside the requests.
    if (e.commandName === 'getMore' && e.command.collection === '$cmd.aggregate') return;
    const target = e.command[e.commandName] as unknown;
    commands.push(`${e.commandName} ${typeof target === 'string' ? target : ''}`.trim());
  });
  gw = await startTestGateway(createModels(connection), { catchUpMs: 5000 });
});
afterAll(async () => {
  await gw?.stopAll();
  await connection?.close();
  await db?.stop();
});

/** The commands of one request, after a first one of the same kind (the session then is warm). */
async function commandsOf(c: Client, path: string) {
  expect((await c.get(path)).status).toBe(200);
  commands.length = 0;
  const res = await c.get(path);
  const sent = [...commands];
  return { res, sent };
}

describe('a signed-in request', () => {
  it('GET /api/auth/me reads the session and the person in at most one command, writes nothing and sets no cookie', async () => {
    const c = new Client(gw.url);
    expect((await c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
    const { res, sent } = await commandsOf(c, '/api/auth/me');
    expect(res.status).toBe(200);
    expect(sent).toEqual(['hello']);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('GET /api/user/teacher/getdata reads the quota and the requests in one command; repeated and kept, in none', async () => {
    const c = new Client(gw.url);
    expect((await c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
    commands.length = 0;
    expect((await c.get('/api/user/teacher/getdata')).status).toBe(200);
    expect(commands).toEqual(['aggregate sessions', 'aggregate quotas']);
    // Kept while the person's quota and requests are unchanged.
    const { res, sent } = await commandsOf(c, '/api/user/teacher/getdata');
    expect(res.status).toBe(200);
    // One `hello` for the session read, one for the teacher's data.
    expect(sent).toEqual(['hello', 'hello']);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('a session rolled more than a minute ago is written and its cookie renewed once', async () => {
    const c = new Client(gw.url);
    expect((await c.post('/api/auth/login', { email: PEOPLE.hr.email, password: PASSWORD })).status).toBe(200);
    // The stored expiry was last moved two minutes ago.
    await db.models.Session.updateMany({}, { $set: { expiresAt: new Date(Date.now() + 8 * 3_600_000 - 120_000) } });
    commands.length = 0;
    const res = await c.get('/api/auth/me');
    expect(commands.filter((cmd) => cmd === 'update sessions')).toHaveLength(1);
    expect(res.headers.getSetCookie().some((l) => l.startsWith('tavollet.sid='))).toBe(true);
    const again = await c.get('/api/auth/me');
    expect(again.headers.getSetCookie()).toEqual([]);
  });
});
