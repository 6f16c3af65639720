// Migration 2 (gateway/src/db/migrations.ts): a database written before e-mails and usernames were
// identity keys. Mixed-case, zero-width and full-width values are cleaned; two accounts that
// collapse into one identity are both kept, the look-alike untouched and named in a warning.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { MIGRATIONS, migrate } from '../../src/db/migrations.ts';
import { startTestDb, type TestDb } from '../support/harness.ts';

const ZWSP = '\u200b';

describe('migration 2: e-mails and usernames as identity keys', () => {
  let db: TestDb;
  let lines: { level: number; msg: string; user_id?: number; sameAs?: number; email?: string }[];
  const log = () =>
    pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });

  beforeEach(async () => {
    db = await startTestDb();
    lines = [];
    // Written as an earlier release left them: straight into the collections, past today's setters.
    const person = (user_id: number, email: string, felhasznalonev: string) => ({
      user_id,
      nev: `Ember ${user_id}`,
      email,
      felhasznalonev,
      szerepkorok: ['tanar'],
      blocked: false,
      passwordHash: null,
    });
    await db.models.User.collection.insertMany([
      // The look-alike came first (lower id) but is not written cleanly: the real one keeps the identity.
      person(1, `kovacs.anna${ZWSP}@teszt.hu`, `kovacs.anna${ZWSP}`),
      person(2, 'kovacs.anna@teszt.hu', 'kovacs.anna'),
      person(3, 'Ｂela.Nagy@Teszt.HU', `Bela.Nagy${ZWSP}`),
      // Written cleanly, but the same username as person 2 in another case: the lower id keeps it.
      person(4, 'kovacs.a@teszt.hu', 'KOVACS.ANNA'),
    ]);
    await db.models.Admin.collection.insertOne({ nev: 'Admin', email: `Admin${ZWSP}@Teszt.hu`, passwordHash: 'x' });
    await db.connection
      .collection<{ _id: string; version: number; lock: null; applied: [] }>('migrations')
      .insertOne({ _id: 'schema', version: 1, lock: null, applied: [] });
  });
  afterEach(() => db.stop());

  const stored = async () =>
    Object.fromEntries(
      (await db.models.User.collection.find({}).sort({ user_id: 1 }).toArray()).map((u) => [
        u.user_id as number,
        { email: u.email as string, felhasznalonev: u.felhasznalonev as string, usernameKey: u.usernameKey ?? null },
      ]),
    );

  it('cleans every value, keys the usernames, keeps both twins and names each look-alike in a warning', async () => {
    expect(await migrate(db.connection, db.models, log(), { owner: 'gw' })).toEqual([2]);
    expect(await stored()).toEqual({
      1: { email: `kovacs.anna${ZWSP}@teszt.hu`, felhasznalonev: `kovacs.anna${ZWSP}`, usernameKey: null },
      2: { email: 'kovacs.anna@teszt.hu', felhasznalonev: 'kovacs.anna', usernameKey: 'kovacs.anna' },
      3: { email: 'bela.nagy@teszt.hu', felhasznalonev: 'Bela.Nagy', usernameKey: 'bela.nagy' },
      4: { email: 'kovacs.a@teszt.hu', felhasznalonev: 'KOVACS.ANNA', usernameKey: null },
    });
    expect((await db.models.Admin.collection.findOne({}))!.email).toBe('admin@teszt.hu');

    const warnings = lines.filter((l) => l.level === 40).map((l) => [l.user_id, l.sameAs, l.msg.split(';')[0]]);
    expect(warnings.sort()).toEqual([
      [1, 2, 'upgrade: this e-mail is a look-alike of another account’s'],
      [1, 2, 'upgrade: this username is a look-alike of another account’s'],
      [4, 2, 'upgrade: this username is a look-alike of another account’s'],
    ]);

    // A sign-in lookup written like the look-alike finds the real account.
    const found = await db.models.User.findOne({ email: `Kovacs.Anna${ZWSP}@teszt.hu` }).lean();
    expect(found!.user_id).toBe(2);
  });

  it('run again (a start that died half-way) changes nothing more', async () => {
    await migrate(db.connection, db.models, log(), { owner: 'gw' });
    const after = await stored();
    await MIGRATIONS.find((m) => m.version === 2)!.up(db.models, log());
    expect(await stored()).toEqual(after);
  });
});
