// Authentication (embedded server only): SCRAM-SHA-256 as the driver speaks it, commands refused
// before authentication (13), a wrong password (18), auth:false only on loopback,
// <dir>/connection.json while running, and the CLI's credential options.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Binary, MongoClient, MongoServerError, type Document } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUri, startEmbeddedMongo, type EmbeddedMongo } from '../src/server.ts';
import { CLI, NEEDS_EMBEDDED, REAL_MONGO } from './helpers.ts';

const credential = { username: 'backup', password: `pw-${randomBytes(12).toString('hex')}` };
let server: EmbeddedMongo;
const clients: MongoClient[] = [];
const client = (uri: string, options: ConstructorParameters<typeof MongoClient>[1] = {}): MongoClient => {
  const c = new MongoClient(uri, { serverSelectionTimeoutMS: 3000, ...options });
  clients.push(c);
  return c;
};

beforeAll(async () => {
  if (!REAL_MONGO) server = await startEmbeddedMongo({ memory: true, auth: credential });
});
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await server?.stop();
});

const noCredentials = () => `mongodb://127.0.0.1:${server.port}/?directConnection=true`;

describe.skipIf(REAL_MONGO)(`authentication (${NEEDS_EMBEDDED})`, () => {
  it('refuses find, insert and listDatabases to a client without credentials (13), which reads and writes nothing', async () => {
    const owner = await client(server.uri).connect();
    await owner.db('app').collection('admins').insertOne({ email: 'a@b.hu', passwordHash: 'secret-hash' });

    const stranger = await client(noCredentials()).connect();
    const refused = { code: 13, codeName: 'Unauthorized' };
    await expect(stranger.db('app').collection('admins').find().toArray()).rejects.toMatchObject({
      ...refused,
      message: 'Command find requires authentication',
    });
    await expect(stranger.db('app').collection('admins').insertOne({ forged: true })).rejects.toMatchObject(refused);
    await expect(stranger.db('admin').admin().listDatabases()).rejects.toMatchObject(refused);
    await expect(stranger.db('app').collection('admins').countDocuments()).rejects.toMatchObject(refused);
    // The handshake commands stay open, as on mongod.
    expect(await stranger.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });

    expect(
      await owner
        .db('app')
        .collection('admins')
        .find({}, { projection: { _id: 0 } })
        .toArray(),
    ).toEqual([{ email: 'a@b.hu', passwordHash: 'secret-hash' }]);
  });

  it('fails a wrong password with AuthenticationFailed (18)', async () => {
    const wrong = client(`mongodb://backup:not-it@127.0.0.1:${server.port}/?authSource=admin`);
    const err = await wrong.connect().then(
      () => wrong.db('app').command({ ping: 1 }),
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err).toMatchObject({ code: 18, codeName: 'AuthenticationFailed', message: 'Authentication failed.' });
    // An unknown user and a user of another authentication database fail the same way.
    for (const uri of [
      `mongodb://nobody:${credential.password}@127.0.0.1:${server.port}/?authSource=admin`,
      `mongodb://backup:${credential.password}@127.0.0.1:${server.port}/app`,
    ]) {
      const c = client(uri);
      await expect(c.connect()).rejects.toMatchObject({ code: 18 });
    }
  });

  it('serves the right credential through the driver (server.uri) and through mongoose', async () => {
    const c = await client(databaseUri(server.uri, 'app', { replicaSet: 'rs0' })).connect();
    await c
      .db()
      .collection('driver')
      .insertOne({ _id: 1 } as Document);
    expect(await c.db().collection('driver').countDocuments()).toBe(1);
    expect(await c.db('admin').command({ connectionStatus: 1 })).toMatchObject({
      authInfo: { authenticatedUsers: [{ user: 'backup', db: 'admin' }] },
    });

    const conn = await mongoose.createConnection(databaseUri(server.uri, 'app')).asPromise();
    try {
      const Model = conn.model('Thing', new mongoose.Schema({ name: String }));
      await Model.create({ name: 'x' });
      expect(await Model.countDocuments()).toBe(1);
      await conn.transaction(async (session) => {
        await Model.create([{ name: 'in a transaction' }], { session });
      });
      expect(await Model.countDocuments()).toBe(2);
    } finally {
      await conn.close();
    }
  });

  it('SASLprep-s the password as the driver does (a no-break space is a space); special characters survive the uri', async () => {
    const password = 'Ékezetes\u00a0jelszó:@/?#';
    const s = await startEmbeddedMongo({ memory: true, auth: { username: 'ügyelet', password } });
    try {
      const c = await client(s.uri).connect();
      expect(await c.db('app').collection('t').countDocuments()).toBe(0);
      const prepared = client(`mongodb://127.0.0.1:${s.port}/`, {
        auth: { username: 'ügyelet', password: 'Ékezetes jelszó:@/?#' },
        authSource: 'admin',
      });
      expect(await (await prepared.connect()).db('app').collection('t').countDocuments()).toBe(0);
    } finally {
      await s.stop();
    }
  });

  it('runs the whole conversation without the speculative hello (saslStart, saslContinue, and the empty last step)', async () => {
    const raw = await client(noCredentials(), { maxPoolSize: 1 }).connect();
    const admin = raw.db('admin');
    await expect(raw.db('app').collection('t').findOne()).rejects.toMatchObject({ code: 13 });
    const scram = scramClient(credential.username, credential.password);
    const started = await admin.command({ saslStart: 1, mechanism: 'SCRAM-SHA-256', payload: scram.first() });
    expect(started).toMatchObject({ done: false, ok: 1 });
    const final = scram.final(text(started.payload));
    // A forged proof fails and ends the conversation.
    const forged = final.message.replace(/p=.*$/, `p=${randomBytes(32).toString('base64')}`);
    await expect(
      admin.command({ saslContinue: 1, conversationId: started.conversationId, payload: bin(forged) }),
    ).rejects.toMatchObject({ code: 18 });
    await expect(raw.db('app').collection('t').findOne()).rejects.toMatchObject({ code: 13 });

    const again = scramClient(credential.username, credential.password);
    const s2 = await admin.command({ saslStart: 1, mechanism: 'SCRAM-SHA-256', payload: again.first() });
    const f2 = again.final(text(s2.payload));
    const answer = await admin.command({
      saslContinue: 1,
      conversationId: s2.conversationId,
      payload: bin(f2.message),
    });
    expect(answer.done).toBe(false); // no skipEmptyExchange asked
    expect(text(answer.payload)).toBe(`v=${f2.serverSignature}`);
    expect(await admin.command({ saslContinue: 1, conversationId: s2.conversationId, payload: bin('') })).toMatchObject(
      { done: true, ok: 1 },
    );
    expect(await raw.db('app').collection('t').findOne()).toBeNull();
  });

  it("answers saslSupportedMechs and a speculative saslStart in the handshake hello, as the driver's first round trip", async () => {
    const raw = await client(noCredentials(), { maxPoolSize: 1 }).connect();
    const admin = raw.db('admin');
    const scram = scramClient(credential.username, credential.password);
    const hello = await admin.command({
      hello: 1,
      saslSupportedMechs: 'admin.backup',
      speculativeAuthenticate: {
        saslStart: 1,
        mechanism: 'SCRAM-SHA-256',
        payload: scram.first(),
        options: { skipEmptyExchange: true },
        db: 'admin',
      },
    });
    expect(hello.saslSupportedMechs).toEqual(['SCRAM-SHA-256']);
    const spec = hello.speculativeAuthenticate as Document;
    expect(spec).toMatchObject({ done: false });
    const final = scram.final(text(spec.payload));
    const answer = await admin.command({
      saslContinue: 1,
      conversationId: spec.conversationId,
      payload: bin(final.message),
    });
    expect(answer.done).toBe(true);
    expect(text(answer.payload)).toBe(`v=${final.serverSignature}`);
    expect(await raw.db('app').collection('t').findOne()).toBeNull();
    // Another user's mechanisms are not told.
    expect((await admin.command({ hello: 1, saslSupportedMechs: 'admin.other' })).saslSupportedMechs).toBeUndefined();
  });

  it('runs without authentication (auth:false) on loopback only', async () => {
    const open = await startEmbeddedMongo({ memory: true, auth: false });
    try {
      expect(open.uri).toBe(`mongodb://127.0.0.1:${open.port}`);
      const c = await client(open.uri).connect();
      await c.db('app').collection('t').insertOne({ a: 1 });
      expect(await c.db('app').collection('t').countDocuments()).toBe(1);
    } finally {
      await open.stop();
    }
    await expect(startEmbeddedMongo({ memory: true, auth: false, host: '0.0.0.0' })).rejects.toThrow(
      /auth:false .*only on a loopback host, not on 0\.0\.0\.0/,
    );
  });

  it('generates a credential per start by default; the uri carries it', async () => {
    const [a, b] = [await startEmbeddedMongo({ memory: true }), await startEmbeddedMongo({ memory: true })];
    try {
      expect(a.uri).toMatch(/^mongodb:\/\/embedded:[\w-]{43}@127\.0\.0\.1:\d+\/\?authSource=admin$/);
      expect(password(a.uri)).not.toBe(password(b.uri));
      const c = await client(a.uri).connect();
      expect(await c.db('app').collection('t').countDocuments()).toBe(0);
      await expect(client(`mongodb://127.0.0.1:${a.port}/`).db('app').collection('t').findOne()).rejects.toMatchObject({
        code: 13,
      });
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('keeps <dir>/connection.json (owner-only: uri with the credential, pid) while running and removes it on stop', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-auth-'));
    try {
      const s = await startEmbeddedMongo({ dir });
      const file = path.join(dir, 'connection.json');
      const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { uri: string; pid: number };
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(info).toEqual({ uri: s.uri, pid: process.pid });
      expect(info.uri).toContain(`:${s.port}/`);
      const c = await client(info.uri).connect();
      expect(await c.db('app').collection('t').countDocuments()).toBe(0);
      await c.close();
      await s.stop();
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(REAL_MONGO)(`the CLI's authentication options (${NEEDS_EMBEDDED})`, () => {
  const cli = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
      encoding: 'utf8',
      env: { ...process.env, EMBEDDED_MONGO_USERNAME: '', EMBEDDED_MONGO_PASSWORD: '', ...env },
      timeout: 20_000,
    });

  it('--help prints the options and exits 0; an unknown option is a usage error (2)', () => {
    const help = cli(['--help']);
    expect(help.status).toBe(0);
    for (const option of ['--username', '--password', '--no-auth', '--port', '--dir', 'EMBEDDED_MONGO_PASSWORD']) {
      expect(help.stdout).toContain(option);
    }
    const unknown = cli(['--bogus']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe("embedded-mongo: Unknown option '--bogus'");
    expect(unknown.stderr).toContain('--no-auth');
  });

  it('refuses --no-auth on a non-loopback host, and --memory without a credential', () => {
    const open = cli(['--no-auth', '--host', '0.0.0.0', '--memory', '--port', '0']);
    expect(open.status).toBe(2);
    expect(open.stderr).toContain('--no-auth listens on a loopback address only; --host 0.0.0.0 is not one');
    const memory = cli(['--memory', '--port', '0']);
    expect(memory.status).toBe(2);
    expect(memory.stderr).toMatch(/--memory .*EMBEDDED_MONGO_USERNAME/);
  });

  it('takes the credential from the environment and never prints the password', async () => {
    const pw = `env-${randomBytes(8).toString('hex')}`;
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--memory', '--port', '0'], {
      env: { ...process.env, EMBEDDED_MONGO_USERNAME: 'ops', EMBEDDED_MONGO_PASSWORD: pw },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /listening on mongodb:\/\/ops:\*\*\*\*@127\.0\.0\.1:(\d+)\//.exec(out);
          if (m) resolve(Number(m[1]));
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      const c = await client(`mongodb://ops:${pw}@127.0.0.1:${port}/?authSource=admin`).connect();
      expect(await c.db('app').collection('t').countDocuments()).toBe(0);
      await expect(client(`mongodb://127.0.0.1:${port}/`).db('app').collection('t').findOne()).rejects.toMatchObject({
        code: 13,
      });
      expect(out).not.toContain(pw);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

/** The client side of SCRAM-SHA-256 (RFC 5802/7677), written from the RFC, ASCII passwords. */
function scramClient(username: string, pw: string) {
  const nonce = randomBytes(24).toString('base64');
  const bare = `n=${username},r=${nonce}`;
  const hmac = (key: Buffer, s: string) => createHmac('sha256', key).update(s).digest();
  return {
    first: () => bin(`n,,${bare}`),
    final(serverFirst: string) {
      const f = Object.fromEntries(serverFirst.split(',').map((p) => [p[0], p.slice(2)])) as Record<string, string>;
      expect(f.r!.startsWith(nonce)).toBe(true);
      const salted = pbkdf2Sync(pw, Buffer.from(f.s!, 'base64'), Number(f.i), 32, 'sha256');
      const clientKey = hmac(salted, 'Client Key');
      const storedKey = createHash('sha256').update(clientKey).digest();
      const withoutProof = `c=biws,r=${f.r}`;
      const authMessage = `${bare},${serverFirst},${withoutProof}`;
      const signature = hmac(storedKey, authMessage);
      const proof = Buffer.from(clientKey.map((b, i) => b ^ signature[i]!)).toString('base64');
      return {
        message: `${withoutProof},p=${proof}`,
        serverSignature: hmac(hmac(salted, 'Server Key'), authMessage).toString('base64'),
      };
    },
  };
}

const bin = (s: string) => new Binary(Buffer.from(s, 'utf8'));
const text = (b: unknown) => Buffer.from((b as Binary).buffer.subarray(0, (b as Binary).position)).toString('utf8');
const password = (uri: string) => /:\/\/[^:]+:([^@]+)@/.exec(uri)?.[1];
