// The e-mail tests' world: the shared test people, the default routing, a real SMTP server in
// this process (../mail/smtp.ts) and a gateway sending to it with short job polls; an admin
// client signed in.
import { LEAVE_TYPES } from '@tavollet/contract/codes';
import { approverFor } from '@tavollet/contract/domain/approval-routing';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD, createPeople } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';
import { startTestSmtp, type TestSmtp } from '../mail/smtp.ts';

export interface MailWorld {
  db: TestDb;
  gw: TestGateway;
  smtp: TestSmtp;
  admin: Client;
}

export const fastJobs = (smtp: TestSmtp) => ({
  SMTP_URL: smtp.url,
  MAIL_RETRY_DELAYS_MS: '100,200,300,400,500',
  JOBS_POLL_MS: '100',
  MAIL_SMTP_TIMEOUT_MS: '1000',
  // A dead instance's jobs are taken over after a second (schedule-runs.test.ts).
  JOBS_LOCK_MS: '1000',
  SCHOOL_NAME: 'Próba Gimnázium',
});

async function signInAdmin(gw: TestGateway): Promise<Client> {
  const admin = new Client(gw.url);
  const res = await admin.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return admin;
}

export async function startMailWorld(): Promise<MailWorld> {
  const db = await startTestDb();
  await createPeople(db.models);
  await db.models.ApprovalRoute.insertMany(
    LEAVE_TYPES.map((t) => ({ tipus_kod: t, jovahagyo_szerep: approverFor(t) })),
  );
  const smtp = await startTestSmtp();
  const gw = await startTestGateway(db.models, { env: fastJobs(smtp) });
  return { db, gw, smtp, admin: await signInAdmin(gw) };
}

export async function stopMailWorld(w: MailWorld | undefined): Promise<void> {
  await w?.gw.stopAll();
  await w?.smtp.close();
  await w?.db.stop();
}

/** Forgets what the SMTP server received so far. */
export function clearInbox(w: MailWorld): void {
  w.smtp.received.length = 0;
}

/** Addresses that got a mail, sorted (each mail goes to one person). */
export const inboxAddresses = (w: MailWorld): string[] => w.smtp.received.flatMap((m) => m.to).sort();
