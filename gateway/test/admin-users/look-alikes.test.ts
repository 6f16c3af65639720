// Look-alike identities (docs/architecture.md "Users and identities"): an e-mail or username that
// differs from a stored one only by case, zero-width characters, compatibility forms (NFKC) or
// surrounding spaces is the same identity, refused as taken on create, edit and import; what is
// stored is the cleaned value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES as M, CreateUserAnswer } from '@tavollet/contract/api/admin-users';
import { USER_CSV_MESSAGES as C } from '@tavollet/contract/domain/user-csv';
import type { Client } from '../support/client.ts';
import { startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { adminClient, importRow, importUsers, newPerson } from './users-support.ts';

let w: World;
let admin: Client;
/** The real person every look-alike below imitates. */
const anna = newPerson({ nev: 'Kovács Anna', email: 'kovacs.anna@teszt.hu', felhasznalonev: 'kovacs.anna' });
let annaId: number;

beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
  const res = await admin.post('/api/admin/createusers', anna);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  annaId = CreateUserAnswer.parse(res.body).user.user_id;
});
afterAll(() => stopWorld(w));

const ZWSP = '\u200b';
/** Full-width forms of ASCII letters (NFKC folds them back). */
const fullWidth = (s: string) => s.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
/** Each looks like `local@teszt.hu` to a person. */
const emailLookAlikes = (local: string) =>
  [
    ['zero-width space', `${local}${ZWSP}@teszt.hu`],
    ['zero-width joiner and BOM', `${local}\u200d@teszt\ufeff.hu`],
    ['upper case', `${local.toUpperCase()}@Teszt.HU`],
    ['full-width letters (NFKC)', `${fullWidth(local)}@teszt.hu`],
    ['no-break spaces around it', `\u00a0${local}@teszt.hu\u00a0`],
  ] as const;
const usernameLookAlikes = (name: string) =>
  [
    ['another case', name.toUpperCase()],
    ['zero-width space', `${name}${ZWSP}`],
    ['full-width letters (NFKC)', fullWidth(name)],
  ] as const;

const users = () => w.models.User.countDocuments();

describe('create (POST /api/admin/createusers)', () => {
  it.each(emailLookAlikes('kovacs.anna'))('refuses an e-mail with %s as taken (409)', async (_, email) => {
    const before = await users();
    const res = await admin.post('/api/admin/createusers', newPerson({ email }));
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toMatchObject({ ok: false, details: { email: M.taken.email } });
    expect(await users()).toBe(before);
  });

  it.each(usernameLookAlikes('kovacs.anna'))('refuses a username in %s as taken (409)', async (_, felhasznalonev) => {
    const before = await users();
    const res = await admin.post('/api/admin/createusers', newPerson({ felhasznalonev }));
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toMatchObject({ ok: false, details: { felhasznalonev: M.taken.felhasznalonev } });
    expect(await users()).toBe(before);
  });

  it('stores the cleaned values: the e-mail as its key, the username in its own case without the invisible', async () => {
    const res = await admin.post(
      '/api/admin/createusers',
      newPerson({ email: ` Ｓzabo.Bela${ZWSP}@Teszt.hu `, felhasznalonev: `Szabo.Bela${ZWSP}` }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { user } = CreateUserAnswer.parse(res.body);
    expect(user).toMatchObject({ email: 'szabo.bela@teszt.hu', felhasznalonev: 'Szabo.Bela' });
    const stored = await w.models.User.findOne({ user_id: user.user_id }).lean();
    expect(stored).toMatchObject({
      email: 'szabo.bela@teszt.hu',
      felhasznalonev: 'Szabo.Bela',
      usernameKey: 'szabo.bela',
    });
  });
});

describe('edit (POST /api/admin/updateusers)', () => {
  // Their own real person, so no look-alike a create above may have let in explains a refusal.
  const bela = newPerson({ nev: 'Varga Béla', email: 'varga.bela@teszt.hu', felhasznalonev: 'varga.bela' });
  let other: number;
  beforeAll(async () => {
    expect((await admin.post('/api/admin/createusers', bela)).status).toBe(200);
    const res = await admin.post('/api/admin/createusers', newPerson());
    other = CreateUserAnswer.parse(res.body).user.user_id;
  });

  it.each(emailLookAlikes('varga.bela'))(
    'refuses changing someone’s e-mail to Béla’s with %s (409)',
    async (_, email) => {
      const res = await admin.post('/api/admin/updateusers', { user_id: other, email });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body).toMatchObject({ details: { email: M.taken.email } });
    },
  );

  it.each(usernameLookAlikes('varga.bela'))(
    'refuses changing someone’s username to Béla’s in %s (409)',
    async (_, name) => {
      const res = await admin.post('/api/admin/updateusers', { user_id: other, felhasznalonev: name });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body).toMatchObject({ details: { felhasznalonev: M.taken.felhasznalonev } });
    },
  );

  it('lets Anna’s own username change case, and keeps its key', async () => {
    const res = await admin.post('/api/admin/updateusers', { user_id: annaId, felhasznalonev: 'Kovacs.Anna' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await w.models.User.findOne({ user_id: annaId }).lean();
    expect(stored).toMatchObject({ felhasznalonev: 'Kovacs.Anna', usernameKey: 'kovacs.anna' });
    // The key moved with the edit: another person still cannot take the old spelling.
    const again = await admin.post('/api/admin/createusers', newPerson({ felhasznalonev: 'kovacs.anna' }));
    expect(again.status).toBe(409);
  });
});

describe('import (POST /api/admin/createbulkusers)', () => {
  it('refuses rows whose e-mail or username is a look-alike of a stored person’s, importing nothing', async () => {
    const eva = newPerson({ nev: 'Tóth Éva', email: 'toth.eva@teszt.hu', felhasznalonev: 'toth.eva' });
    expect((await admin.post('/api/admin/createusers', eva)).status).toBe(200);
    const before = await users();
    const res = await importUsers(admin, [
      importRow({ email: `Toth.Eva${ZWSP}@teszt.hu` }),
      importRow({ felhasznalonev: `${fullWidth('toth')}.EVA` }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toMatchObject({
      message: M.importConflicts,
      messages: [M.importTaken(1, 'email', 'toth.eva@teszt.hu'), M.importTaken(2, 'felhasznalonev', 'toth.EVA')],
    });
    expect(await users()).toBe(before);
  });

  it('refuses two rows of one file that are the same identity', async () => {
    const first = importRow();
    const res = await importUsers(admin, [
      first,
      importRow({ email: first.email.toUpperCase() }),
      importRow({ felhasznalonev: `${first.felhasznalonev.toUpperCase()}${ZWSP}` }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.messages).toEqual([
      C.duplicateInFile(2, 'email', first.email, 1),
      C.duplicateInFile(3, 'felhasznalonev', first.felhasznalonev.toUpperCase(), 1),
    ]);
  });

  it('stores imported rows cleaned and keyed', async () => {
    const row = importRow({ email: ` Import.Ｘ${ZWSP}@Teszt.hu`, felhasznalonev: `Import.X${ZWSP}` });
    const res = await importUsers(admin, [row]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await w.models.User.findOne({ oktatasi_azonosito: row.oktatasi_azonosito }).lean();
    expect(stored).toMatchObject({ email: 'import.x@teszt.hu', felhasznalonev: 'Import.X', usernameKey: 'import.x' });
  });
});
