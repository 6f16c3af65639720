// Helpers of the admin users tests: signed-in clients of both areas, the users list, DELETE with a
// JSON body, import rows and the import call, and mails read back from the outbox (sent by a queued job, so tests wait for them).
import { expect } from 'vitest';
import { GetUsersAnswer, type AdminUser } from '@tavollet/contract/api/admin-users';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD } from '../support/fixtures.ts';
import { decodeQuotedPrintable, outbox } from '../support/mail-parts.ts';
import type { World } from '../support/teacher-fixtures.ts';

export async function adminClient(w: World): Promise<Client> {
  const c = new Client(w.gw.url);
  const res = await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

export const DELETE = (c: Client, url: string, json: unknown) => c.request('DELETE', url, { json });

export async function usersOf(admin: Client): Promise<AdminUser[]> {
  const res = await admin.get('/api/admin/getusers');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return GetUsersAnswer.parse(res.body).rows;
}

export const byEmail = async (admin: Client, email: string) => (await usersOf(admin)).find((u) => u.email === email);

const toLine = (to: string) => new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');

/** Waits until `count` mails to `to` are in the outbox; answers them decoded. */
export async function waitForMailsTo(dataDir: string, to: string, count = 1, timeoutMs = 20_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await outbox(dataDir)).filter((m) => toLine(to).test(m)).map(decodeQuotedPrintable);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The set-password token of a mail. */
export function tokenOf(mail: string): string {
  const token = /\/beallitas\/jelszo\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('no set-password link in the mail');
  return token;
}

/** A valid create body with unique values. */
let serial = 0;
export function newPerson(over: Record<string, unknown> = {}) {
  const n = `${process.pid}${++serial}`;
  return {
    nev: `Új Ember ${n}`,
    email: `uj.ember${n}@teszt.hu`,
    felhasznalonev: `uj.ember${n}`,
    oktatasi_azonosito: `79${n.padStart(9, '0')}`,
    szerepkorok: ['tanar'],
    ...over,
  };
}

/** A valid import row with unique values (POST createbulkusers). */
let importSerial = 0;
export function importRow(over: Record<string, unknown> = {}) {
  const n = `${process.pid}x${++importSerial}`;
  return {
    nev: `Import Ember ${n}`,
    email: `import.${n}@teszt.hu`,
    felhasznalonev: `import.${n}`,
    oktatasi_azonosito: `OM${n}`,
    szerepkorok: ['tanar'] as unknown,
    ...over,
  };
}

export const importUsers = (admin: Client, userList: unknown[], overwrite = false) =>
  admin.post('/api/admin/createbulkusers', { overwrite, userList });
