// Every mail is an Agenda job (docs/architecture.md "Mail"): `send` stores it and returns; the job
// delivers it over a real SMTP conversation to a server in this process, retries when the server
// refuses (5xx), stays silent or drops the connection, gives up after the last try with an audit
// entry, and survives a restart of the gateway. Retry waits are shortened by configuration.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';
import { MAIL_JOB } from '../../src/mail/job-names.ts';
import { mailMessageId } from '../../src/jobs/mail-job.ts';
import { dueJobDocument } from '../../src/jobs/runner.ts';
import { startTestSmtp, type TestSmtp } from './smtp.ts';
import { mailIdle, waitFor } from './wait.ts';

let db: TestDb;
let smtp: TestSmtp;
const gateways: TestGateway[] = [];

const DELAYS = [100, 200, 300, 400, 500];
const env = () => ({
  SMTP_URL: smtp.url,
  MAIL_RETRY_DELAYS_MS: DELAYS.join(','),
  JOBS_POLL_MS: '100',
  MAIL_SMTP_TIMEOUT_MS: '400',
  SCHOOL_NAME: 'Próba Gimnázium',
});

async function gateway(models = db.models, more: Record<string, string> = {}): Promise<TestGateway> {
  const gw = await startTestGateway(models, { env: { ...env(), ...more } });
  gateways.push(gw);
  return gw;
}

beforeAll(async () => {
  db = await startTestDb();
  smtp = await startTestSmtp();
});
afterEach(async () => {
  for (const gw of gateways.splice(0)) await gw.stopAll();
  await db.connection.db!.collection('jobs').deleteMany({});
  smtp.mode = 'accept';
  smtp.delayMs = 0;
  smtp.received.length = 0;
  for (const k of Object.keys(smtp.attempts) as (keyof typeof smtp.attempts)[]) smtp.attempts[k] = 0;
});
afterAll(async () => {
  await smtp.close();
  await db.stop();
});

const mailTo = (to: string, subject = 'Próba levél – ünnepi szünet') => ({
  to,
  subject,
  text: 'Kedves Kolléga!\n\nEz egy próba: https://szabadsag.iskola.hu/app\n\nÜdv',
});

describe('a queued mail', () => {
  it('is stored as a job by send() and delivered once over SMTP with text, HTML and the school name', async () => {
    const gw = await gateway();
    smtp.mode = 'silent';
    const { jobId } = await gw.services.mailer.send(mailTo('anna@iskola.hu'));
    // Stored before any mail server answered.
    const job = await gw.services.jobs.collection.findOne({ name: MAIL_JOB });
    expect(job?.data.mail).toMatchObject({ to: ['anna@iskola.hu'], subject: 'Próba levél – ünnepi szünet' });
    expect(smtp.received).toHaveLength(0);
    smtp.mode = 'accept';
    await waitFor(() => smtp.received.length === 1);
    await mailIdle(gw.services);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['anna@iskola.hu']);
    expect(mail!.subject).toBe('Próba levél – ünnepi szünet');
    expect(mail!.messageId).toBe(mailMessageId(jobId));
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain('Pr=C3=B3ba Gimn=C3=A1zium');
    // A sent mail's job is removed.
    expect(await gw.services.jobs.collection.countDocuments({ name: MAIL_JOB })).toBe(0);
  });

  it('carries its attachments, stored apart from the job and sent once to many', async () => {
    const gw = await gateway();
    const csv = Buffer.from('\uFEFF"Név";"Napok"\r\n"Kiss Anna";"3"\r\n', 'utf8');
    const attachments = [{ filename: 'osszesito.csv', content: csv, contentType: 'text/csv; charset=utf-8' }];
    await gw.services.mailer.sendMany([
      { ...mailTo('a@iskola.hu'), attachments },
      { ...mailTo('b@iskola.hu'), attachments },
    ]);
    const job = await gw.services.jobs.collection.findOne({ name: MAIL_JOB });
    expect(job?.data.mail.attachments).toEqual([
      expect.objectContaining({ filename: 'osszesito.csv', size: csv.length }),
    ]);
    expect(await db.connection.db!.collection('mail_attachments').countDocuments()).toBe(1);
    await waitFor(() => smtp.received.length === 2);
    for (const m of smtp.received) {
      expect(m.raw).toMatch(/filename=osszesito\.csv/);
      expect(m.raw.replace(/\r?\n/g, '')).toContain(csv.toString('base64'));
    }
  });
});

describe('when the mail server fails', () => {
  for (const mode of ['refuse', 'silent', 'drop'] as const) {
    it(`(${mode}) the mail is retried and, once the server works, delivered exactly once`, async () => {
      const gw = await gateway();
      smtp.mode = mode;
      const { jobId } = await gw.services.mailer.send(mailTo('bela@iskola.hu'));
      // Two failed tries of the job, each stored with the time of the next one.
      await waitFor(
        async () => ((await gw.services.jobs.collection.findOne({ name: MAIL_JOB }))?.failCount ?? 0) >= 2,
        20_000,
        `two ${mode} tries`,
      );
      expect(smtp.attempts[mode]).toBeGreaterThanOrEqual(2);
      smtp.mode = 'accept';
      await waitFor(() => smtp.received.length >= 1);
      await mailIdle(gw.services);
      // Several polling rounds later: still one.
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received.map((m) => m.messageId)).toEqual([mailMessageId(jobId)]);
    });
  }

  it('a server that always refuses: six tries, then the mail is given up, kept as failed and recorded', async () => {
    const gw = await gateway();
    smtp.mode = 'refuse';
    await gw.services.mailer.send(mailTo('cecil@iskola.hu', 'Sosem ér célba'));
    await waitFor(async () => (await db.models.AuditLog.countDocuments({ action: 'mail.failed' })) === 1);
    await mailIdle(gw.services);
    expect(smtp.attempts.refuse).toBe(DELAYS.length + 1);
    expect(smtp.received).toHaveLength(0);
    const job = await gw.services.jobs.collection.findOne({ name: MAIL_JOB });
    expect(job).toMatchObject({ failCount: DELAYS.length + 1, nextRunAt: null });
    expect(job!.failReason).toMatch(/554|Relay refused/);
    const entry = await db.models.AuditLog.findOne({ action: 'mail.failed' }).lean();
    expect(entry).toMatchObject({ actorKind: 'system', target: 'cecil@iskola.hu' });
    expect(entry!.details).toMatchObject({ subject: 'Sosem ér célba', tries: 6 });
    await gw.services.jobs.collection.deleteMany({ name: MAIL_JOB });
  });
});

describe('restarts and several gateways', () => {
  it('a mail waiting for its retry survives a restart and is sent by the next gateway', async () => {
    const first = await gateway();
    smtp.mode = 'refuse';
    const { jobId } = await first.services.mailer.send(mailTo('dora@iskola.hu'));
    await waitFor(() => smtp.attempts.refuse >= 1);
    await first.stopAll();
    gateways.splice(gateways.indexOf(first), 1);
    const pending = await db.connection.db!.collection('jobs').findOne({ name: MAIL_JOB });
    expect(pending!.nextRunAt).toBeInstanceOf(Date);
    smtp.mode = 'accept';
    const again = await db.connectAgain();
    const second = await gateway(again.models);
    await waitFor(() => smtp.received.length === 1);
    await mailIdle(second.services);
    expect(smtp.received[0]!.messageId).toBe(mailMessageId(jobId));
  });

  it('two gateways on one database send every mail exactly once', async () => {
    const a = await gateway();
    const b = await gateway((await db.connectAgain()).models);
    const batch = (gw: TestGateway, tag: string) =>
      gw.services.mailer.sendMany(
        Array.from({ length: 40 }, (_, i) => mailTo(`${tag}${i}@iskola.hu`, `Körlevél ${tag}${i}`)),
      );
    const [fromA, fromB] = await Promise.all([batch(a, 'a'), batch(b, 'b')]);
    await waitFor(() => smtp.received.length >= 80);
    await mailIdle(a.services);
    await new Promise((r) => setTimeout(r, 500));
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(80);
    expect(new Set(ids)).toEqual(new Set([...fromA.jobIds, ...fromB.jobIds].map(mailMessageId)));
  });

  it("a dead instance's mails are taken over once its locks run out; one the SMTP server had accepted is not sent again", async () => {
    const lockMs = 1000;
    const body = (to: string) => ({
      mail: { to: [to], subject: `Átvett ${to}`, text: 'x', html: '<p>x</p>', attachments: [] },
    });
    // What an instance killed mid-send leaves: both locked by it, one already accepted and marked.
    const longAgo = new Date(Date.now() - 10 * lockMs);
    const left = (to: string, sentAt: Date | null) => ({
      ...dueJobDocument(MAIL_JOB, { ...body(to), ...(sentAt ? { sentAt } : {}) }, longAgo, 'halott:8080'),
      nextRunAt: null,
      lastRunAt: longAgo,
      lockedAt: longAgo,
    });
    await db.connection
      .db!.collection('jobs')
      .insertMany([left('elkuldve@iskola.hu', longAgo), left('varakozo@iskola.hu', null)]);
    const gw = await gateway(db.models, { JOBS_LOCK_MS: String(lockMs) });
    await waitFor(() => smtp.received.length >= 1);
    await mailIdle(gw.services);
    expect(smtp.received.map((m) => m.to)).toEqual([['varakozo@iskola.hu']]);
    // Both finished one-off jobs are gone.
    expect(await db.connection.db!.collection('jobs').countDocuments({ name: MAIL_JOB })).toBe(0);
  });

  it('a send slower than the lock lifetime keeps its lock (renewed), so a second gateway does not send it again', async () => {
    const more = { JOBS_LOCK_MS: '600', MAIL_SMTP_TIMEOUT_MS: '5000' };
    const a = await gateway(db.models, more);
    const b = await gateway((await db.connectAgain()).models, more);
    smtp.delayMs = 1500;
    const { jobIds } = await a.services.mailer.sendMany([mailTo('lassu1@iskola.hu'), mailTo('lassu2@iskola.hu')]);
    await waitFor(() => smtp.received.length >= 2);
    await mailIdle(b.services);
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(jobIds.map(mailMessageId).sort());
    expect(smtp.attempts.accept).toBe(2);
  });
});
