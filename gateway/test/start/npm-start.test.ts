// A fresh start (docs/architecture.md "Embedded MongoDB-compatible server"): main.ts on an empty data directory starts the
// embedded database, seeds the demo school, prints the demo logins and listens; a restart
// keeps the data; SIGTERM stops cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { Client } from '../support/client.ts';
import { databaseUri, startEmbeddedMongo } from '@tavollet/embedded-mongo';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gw-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
}

function start(env: Record<string, string> = {}, ready = /Jelszó minden demó fiókhoz/): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MONGODB_URI: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line:\n${out}`)), 45_000);
    const check = () => {
      const m = /"port":(\d+)[^\n]*"msg":"listening"/.exec(out);
      // The login table is printed right after the listening line.
      if (m && ready.test(out)) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]), output: () => out });
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
}

function stop(s: Started): Promise<number | null> {
  return new Promise((resolve) => {
    s.child.once('exit', (code) => resolve(code));
    s.child.kill('SIGTERM');
  });
}

describe('npm start on an empty data directory', () => {
  it('seeds the demo school, prints the logins, serves them, and stops on SIGTERM', async () => {
    const first = await start();
    try {
      expect(first.output()).toContain('Demó iskola létrehozva');
      expect(first.output()).toContain('admin@demo.iskola.hu');
      expect(first.output()).toContain('Demo1234!');
      const res = await new Client(`http://127.0.0.1:${first.port}`).post('/api/auth/login', {
        email: 'szabo.katalin@demo.iskola.hu',
        password: 'Demo1234!',
      });
      expect(res.body).toMatchObject({ ok: true, user: { szerepkorok: ['igazgato'] } });
    } finally {
      expect(await stop(first)).toBe(0);
    }

    // A restart keeps the data (no second seed) and still lists the demo logins.
    const second = await start();
    try {
      expect(second.output()).not.toContain('Demó iskola létrehozva');
      expect(second.output()).toContain('Demó iskola belépési adatai');
      const me = new Client(`http://127.0.0.1:${second.port}`);
      expect(
        (await me.post('/api/auth/login', { email: 'kovacs.anna@demo.iskola.hu', password: 'Demo1234!' })).status,
      ).toBe(200);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  });
});

describe('npm start on an empty external database (MONGODB_URI)', () => {
  it('seeds no demo accounts; creates the initial admin from the environment instead', async () => {
    const mongo = await startEmbeddedMongo({ memory: true, port: 0 });
    try {
      const s = await start(
        {
          MONGODB_URI: databaseUri(mongo.uri, 'eles'),
          INITIAL_ADMIN_EMAIL: 'it@iskola.hu',
          INITIAL_ADMIN_PASSWORD: 'Eros-kezdo-jelszo-1',
        },
        /initial admin created/,
      );
      try {
        expect(s.output()).not.toContain('Demo1234!');
        const c = new Client(`http://127.0.0.1:${s.port}`);
        expect(
          (await c.post('/api/auth/login', { email: 'kovacs.anna@demo.iskola.hu', password: 'Demo1234!' })).status,
        ).toBe(401);
        expect(
          (await c.post('/api/auth/admin/login', { email: 'admin@demo.iskola.hu', password: 'Demo1234!' })).status,
        ).toBe(401);
        expect(
          (await c.post('/api/auth/admin/login', { email: 'it@iskola.hu', password: 'Eros-kezdo-jelszo-1' })).status,
        ).toBe(200);
      } finally {
        expect(await stop(s)).toBe(0);
      }
    } finally {
      await mongo.stop();
    }
  });
});
