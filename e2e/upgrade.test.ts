// An upgrade (docs/architecture.md "Upgrades and migrations"): a data directory written by an
// earlier release of this repository opens with today's build, is migrated, and the teacher,
// leaders, HR and admin APIs answer on it with its data.
//
// The fixture, e2e/fixtures/release-3e8695f/db, is the demo school as `npm run seed` of commit
// 3e8695f wrote it (before the schema version was stored); it is never regenerated, so a change
// that cannot read it fails here.
import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from './support/gateway.ts';
import { DEMO, DEMO_PASSWORD } from './support/session.ts';
import { REPO_ROOT, assertBuilt } from './support/paths.ts';

const FIXTURE = path.join(REPO_ROOT, 'e2e', 'fixtures', 'release-3e8695f');

/** A signed-in caller with its own cookies. */
async function signedIn(base: string, loginPath: string, email: string) {
  const cookies = new Map<string, string>();
  const call = async (method: string, p: string, json?: unknown) => {
    const res = await fetch(base + p, {
      method,
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const login = await call('POST', loginPath, { email, password: DEMO_PASSWORD });
  expect(login.status, `${email} signs in`).toBe(200);
  return call;
}

describe('upgrade from an earlier release', () => {
  let gateway: Gateway | undefined;
  let base: string;

  beforeAll(async () => {
    assertBuilt();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tavollet-upgrade-'));
    await cp(FIXTURE, dataDir, { recursive: true });
    gateway = await startGateway({ MONGODB_URI: '' }, { dataDir });
    base = gateway.url;
  });
  afterAll(() => gateway?.stop());

  it('migrates the data once, to the latest schema version, without seeding over it', () => {
    const output = gateway!.output.join('\n');
    expect(output).toMatch(/"version":1,"name":"schema version stored"[^\n]*"msg":"database migrated"/);
    expect(output).not.toContain('demo school seeded');
  });

  it("answers the teacher's data from the old release", async () => {
    const teacher = await signedIn(base, '/api/auth/login', DEMO.teacher);
    const data = await teacher('GET', '/api/user/teacher/getdata');
    expect(data.status).toBe(200);
    // The fixture's figures: her quota and her one pending request.
    expect(data.body).toMatchObject({
      szabadsagKeretek: {
        rendes_szabadsag_keret: 46,
        rendes_szabadsag_felhasznalt: 30,
        rendes_szabadsag_kerelmezett: 1,
      },
    });
    const history = await teacher('GET', '/api/user/teacher/history');
    expect(history.status).toBe(200);
  });

  it("answers the principal's pending list and the HR list with the old release's requests", async () => {
    const principal = await signedIn(base, '/api/auth/login', DEMO.principal);
    const pending = await principal('GET', '/api/leaders/pending?szerep=igazgato');
    expect(pending.status).toBe(200);
    expect(Array.isArray(pending.body.items)).toBe(true);
    const hr = await signedIn(base, '/api/auth/login', DEMO.hr);
    const list = await hr('GET', '/api/hr/requests');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(60);
    expect(JSON.stringify(list.body.items)).toContain('"teacherName":"Kovács Anna"');
  });

  it("answers the admin's user list with the old release's people, and a write works", async () => {
    const admin = await signedIn(base, '/api/auth/admin/login', 'admin@demo.iskola.hu');
    const users = await admin('GET', '/api/admin/getusers');
    expect(users.status).toBe(200);
    expect(JSON.stringify(users.body)).toContain('kovacs.anna@demo.iskola.hu');
    const teacher = await signedIn(base, '/api/auth/login', DEMO.teacher);
    const me = await teacher('GET', '/api/auth/me');
    expect(me.status).toBe(200);
  });
});
