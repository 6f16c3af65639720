// The gateway's embedded database takes only authenticated clients: a process on the machine that
// finds its loopback port cannot read the admins' password hashes through it. The gateway runs
// as `npm start` runs it (main.ts, its own data directory, the database in a worker thread).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-db-auth-'));
const connectionFile = path.join(dataDir, 'db', 'connection.json');
let child: ChildProcess;
let dbPort: number;
const clients: MongoClient[] = [];
const client = (uri: string): MongoClient => {
  const c = new MongoClient(uri, { serverSelectionTimeoutMS: 5000, directConnection: true });
  clients.push(c);
  return c;
};

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, MONGODB_URI: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  dbPort = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the gateway did not start:\n${out}`)), 45_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const port = /"port":(\d+)[^\n]*"msg":"embedded database started"/.exec(out)?.[1];
      // The demo school (with its admin) is seeded before the gateway listens.
      if (port && /"msg":"listening"/.test(out)) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
}, 60_000);

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  if (child.exitCode === null) {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the gateway's embedded database", () => {
  it('refuses a client without credentials on its port: it cannot read the admins (13)', async () => {
    const stranger = await client(`mongodb://127.0.0.1:${dbPort}/`).connect();
    const admins = stranger.db('tavollet').collection('admins');
    const refused = { code: 13, codeName: 'Unauthorized' };
    await expect(admins.find().toArray()).rejects.toMatchObject(refused);
    await expect(admins.findOne({}, { projection: { passwordHash: 1 } })).rejects.toMatchObject(refused);
    await expect(admins.aggregate([{ $match: {} }]).toArray()).rejects.toMatchObject(refused);
    await expect(stranger.db('admin').admin().listDatabases()).rejects.toMatchObject(refused);
    // Nor can it write (e.g. plant an admin of its own).
    await expect(admins.insertOne({ email: 'forged@x.hu' })).rejects.toMatchObject(refused);
  });

  it('refuses a guessed credential (18)', async () => {
    const guess = client(`mongodb://embedded:guess@127.0.0.1:${dbPort}/?authSource=admin`);
    await expect(guess.connect()).rejects.toMatchObject({ code: 18, codeName: 'AuthenticationFailed' });
  });

  it('gives its owner the way in: <DATA_DIR>/db/connection.json, owner-only, holds the uri with the credential', async () => {
    expect(fs.statSync(connectionFile).mode & 0o777).toBe(0o600);
    const { uri, pid } = JSON.parse(fs.readFileSync(connectionFile, 'utf8')) as { uri: string; pid: number };
    expect(pid).toBe(child.pid);
    expect(uri).toMatch(new RegExp(`^mongodb://[^:]+:[^@]+@127\\.0\\.0\\.1:${dbPort}/\\?authSource=admin$`));
    const owner = await client(uri).connect();
    const admin = await owner.db('tavollet').collection('admins').findOne({ email: 'admin@demo.iskola.hu' });
    expect(admin).not.toBeNull();

    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    expect(child.exitCode).toBe(0);
    expect(fs.existsSync(connectionFile)).toBe(false);
  });
});
