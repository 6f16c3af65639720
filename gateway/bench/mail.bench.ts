// `npx tsx gateway/bench/mail.bench.ts`: a quick mail to 500 teachers over real HTTP against a
// real gateway (embedded MongoDB-compatible server, default job poll) that sends over real SMTP
// to a server in this process (docs/architecture.md "Mail"). Prints how long the call takes to
// answer (all 500 jobs inserted; goal ≤ 200 ms) and how long until the 500th mail is received
// (goal ≤ 60 s), with ratios against the goals, for a cold and for warm runs; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { connectTo } from '../src/db/connect.ts';
import { databaseUri, startEmbeddedMongo } from '@tavollet/embedded-mongo';
import { startGateway } from '../src/gateway.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { startTestSmtp } from '../test/mail/smtp.ts';
import { adminCookie, benchConfig, elapsed as ms, ratio } from './support.ts';

const RECIPIENTS = 500;
const RUNS = 3;
const ACCEPT_GOAL_MS = 200;
const DELIVERY_GOAL_MS = 60_000;
const PASSWORD = 'Bench-jelszo-1';
const log = pino({ level: 'silent' });

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mail-bench-'));
  const server = await startEmbeddedMongo({ memory: true, port: 0 });
  const { connection, models } = await connectTo(databaseUri(server.uri, 'mail_bench'), log);
  const smtp = await startTestSmtp();
  // MAIL_SEND_CONCURRENCY from the environment compares the send slots (docs/performance.md "Mail").
  const config = benchConfig(dataDir, {
    NODE_ENV: 'production',
    SMTP_URL: smtp.url,
    ...(process.env.MAIL_SEND_CONCURRENCY ? { MAIL_SEND_CONCURRENCY: process.env.MAIL_SEND_CONCURRENCY } : {}),
  });
  const gw = await startGateway(config, log, models);
  const base = `http://127.0.0.1:${gw.port}`;
  try {
    await models.Admin.create({
      email: 'admin@bench.hu',
      nev: 'Bench Admin',
      passwordHash: await hashPassword(PASSWORD),
    });
    await models.User.insertMany(
      Array.from({ length: RECIPIENTS }, (_, i) => ({
        user_id: i + 1,
        nev: `Bench Tanár ${i}`,
        email: `tanar${i}@bench.hu`,
        felhasznalonev: `tanar${i}`,
        szerepkorok: ['tanar'],
      })),
    );
    const cookie = await adminCookie(base, 'admin@bench.hu', PASSWORD);

    console.log(`\nMail: quick mail to ${RECIPIENTS} teachers (group Tanárok), real SMTP in process\n`);
    for (let run = 1; run <= RUNS; run++) {
      const before = smtp.received.length;
      const t0 = process.hrtime.bigint();
      const res = await fetch(`${base}/api/admin/sendquickmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ to: [], group: ['tanarok'], subject: `Körlevél ${run}`, body: 'Kedves Kollégák!' }),
      });
      const accepted = ms(t0);
      if (res.status !== 200) throw new Error(`bench: sendquickmail answered ${res.status}`);
      await res.arrayBuffer();
      while (smtp.received.length < before + RECIPIENTS) {
        if (ms(t0) > 5 * DELIVERY_GOAL_MS) throw new Error('bench: mails did not arrive');
        await new Promise((r) => setTimeout(r, 20));
      }
      const delivered = ms(t0);
      console.log(
        `  run ${run}${run === 1 ? ' (cold)' : ''}: accepted in ${accepted.toFixed(1)} ms (${ratio(accepted, ACCEPT_GOAL_MS)} than the goal), ` +
          `all ${RECIPIENTS} received in ${(delivered / 1000).toFixed(1)} s (${ratio(delivered, DELIVERY_GOAL_MS)} than the goal), ` +
          `${((RECIPIENTS / delivered) * 1000).toFixed(0)} mails/s`,
      );
    }
    console.log(`  goals: accepted ≤ ${ACCEPT_GOAL_MS} ms, delivered ≤ ${DELIVERY_GOAL_MS / 1000} s\n`);
  } finally {
    await gw.close();
    await smtp.close();
    await connection.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
