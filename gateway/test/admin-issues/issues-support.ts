// Helpers of the admin issue-report tests: reports filed through the real staff call
// (POST /api/user/report-issue), signed-in clients, and mails read back from the outbox.
import { expect } from 'vitest';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD, PEOPLE, type PersonKey } from '../support/fixtures.ts';
import type { GatewayWithPeople } from '../support/harness.ts';
import { outbox } from '../support/mail-parts.ts';

export const DEVELOPER = 'fejleszto@teszt.hu';

interface IssueItemAnswer {
  bejelentes_id: number;
  bejelentes_idopont: string;
  bejelento: string;
  bejelento_email: string;
  bejelentes_tipus: string;
  targy: string;
  leiras: string;
  statusz: string;
  kritikus_e: boolean;
  tovabbitva_fejlesztonek: boolean;
  kepek: { kep_id: number; fajlnev: string; url: string }[];
}
export interface IssueDataBody {
  ok: boolean;
  items: IssueItemAnswer[];
  fejleszto_email: string | null;
}

export async function signedIn(base: string, who: PersonKey | 'admin'): Promise<Client> {
  const c = new Client(base);
  const res =
    who === 'admin'
      ? await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD })
      : await c.post('/api/auth/login', { email: PEOPLE[who].email, password: PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

/** Files a report as `staff` through the real endpoint; answers its id. */
export async function fileReport(staff: Client, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await staff.post<{ bejelentes_id: number }>('/api/user/report-issue', {
    bejelentes_tipus: 'hiba',
    targy: 'Nem tölt be a lista',
    leiras: 'A kérelmek listája üres marad.',
    kritikus: false,
    kepek: [],
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bejelentes_id;
}

/** Empties what the tests write, and the per-person report limit (10 an hour). */
export async function clearReports(h: GatewayWithPeople): Promise<void> {
  await h.db.models.IssueReport.deleteMany({});
  await h.db.models.IssueImage.deleteMany({});
  await h.db.models.RateLimit.deleteMany({});
}

export const PATCH = (c: Client, url: string, json: unknown) => c.request('PATCH', url, { json });

/** Waits for the first mail matching `test` (mails are sent by a queued job, not in the request). */
export async function waitForMail(dataDir: string, test: (eml: string) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outbox(dataDir)).find(test);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching mail in the outbox');
    await new Promise((r) => setTimeout(r, 100));
  }
}
