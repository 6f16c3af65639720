// Runs of scheduled e-mails over real SMTP (admin-area.md §3 "Function"): two gateways on one
// database send each run exactly once; each function's content; a function with nothing to say
// sends nothing; no function sends the text as written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import type { UserDoc } from '../../src/models/user.ts';
import { PEOPLE } from '../support/fixtures.ts';
import { insertRequest, type World } from '../support/teacher-fixtures.ts';
import { startTestGateway, type TestGateway } from '../support/harness.ts';
import { nextWeek, previousMonth } from '../../src/services/mail/schedule-content.ts';
import { scheduleJobId } from '../../src/services/mail/schedule-jobs.ts';
import { mailIdle, waitFor } from '../mail/wait.ts';
import { MAIL_JOB } from '../../src/mail/job-names.ts';
import { clearInbox, fastJobs, inboxAddresses, startMailWorld, stopMailWorld, type MailWorld } from './support.ts';
import { mailText, mimeParts } from '../support/mail-parts.ts';
import { functionId, runNow, saveSchedule } from './run-support.ts';

let w: MailWorld;
let world: World;
let gw2: TestGateway;
/** A date as the screens (and the mails) write it, spelled out here. */
const hu = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1. $2. $3.');
const person = async (key: keyof typeof PEOPLE) =>
  (await w.db.models.User.findOne({ email: PEOPLE[key].email }))! as UserDoc;
const today = budapestToday();

beforeAll(async () => {
  w = await startMailWorld();
  world = { db: w.db, gw: w.gw, models: w.db.models };
  // A second gateway instance with its own client on the same database.
  const again = await w.db.connectAgain();
  gw2 = await startTestGateway(again.models, { env: fastJobs(w.smtp) });
});
afterAll(async () => {
  await gw2?.stopAll();
  await stopMailWorld(w);
});
beforeEach(async () => {
  await mailIdle(w.gw.services);
  await w.db.models.LeaveRequest.deleteMany({});
  clearInbox(w);
});

const leaders = [PEOPLE.igazgato.email, PEOPLE.igazgatohelyettes.email].sort();

describe('with two gateways', () => {
  it('each run is sent exactly once, by one of them, and the job moves on to its next time', async () => {
    const item = await saveSchedule(w, {
      email_nev: 'Kétpéldányos',
      targy: 'Kétpéldányos próba',
      szoveg: 'Szöveg',
      group: ['vezetok'],
    });
    for (let round = 1; round <= 3; round++) {
      await runNow(w, item.email_id);
      // Give the other instance several polls to (wrongly) run it again.
      await new Promise((r) => setTimeout(r, 400));
      await mailIdle(w.gw.services);
      expect(w.smtp.received.filter((m) => m.subject === 'Kétpéldányos próba')).toHaveLength(2 * round);
    }
    expect(inboxAddresses(w)).toEqual([...leaders, ...leaders, ...leaders].sort());
    const job = await w.db.models.AuditLog.countDocuments({
      action: 'mail.schedule_run',
      target: String(item.email_id),
    });
    expect(job).toBe(3);
    const doc = await w.gw.services.jobs.collection.findOne({ _id: scheduleJobId(item.email_id) });
    expect((doc?.nextRunAt as Date).getTime()).toBeGreaterThan(Date.now());
    expect([w.gw.services.jobs.name, gw2.services.jobs.name]).toContain(doc?.lastModifiedBy);
  });
});

describe('a run whose gateway died', () => {
  /** What a gateway killed during the run leaves: the job locked by it, the run's key and its held mails. */
  async function leftByDeadRun(subject: string, queued: boolean): Promise<{ emailId: number; held: string[] }> {
    const item = await saveSchedule(w, { email_nev: subject, targy: subject, szoveg: 'Szöveg', group: ['vezetok'] });
    const run = `${item.email_id}`.padStart(24, 'a');
    const held = [`felbe1-${item.email_id}@iskola.hu`, `felbe2-${item.email_id}@iskola.hu`];
    await w.gw.services.mailer.sendMany(
      held.map((to) => ({ to, subject: `${subject} (félbemaradt)`, text: 'x' })),
      { heldAs: run },
    );
    const longAgo = new Date(Date.now() - 60_000);
    await w.gw.services.jobs.collection.updateOne(
      { _id: scheduleJobId(item.email_id) },
      {
        $set: {
          run: { id: run, queued },
          lockedAt: longAgo,
          lastRunAt: longAgo,
          nextRunAt: null,
          lastModifiedBy: 'halott:8080',
        },
      },
    );
    return { emailId: item.email_id, held };
  }
  const finished = async (emailId: number) => {
    const doc = await w.gw.services.jobs.collection.findOne({ _id: scheduleJobId(emailId) });
    return doc?.lockedAt == null && doc?.nextRunAt instanceof Date && doc.run === undefined;
  };

  it('after its mails were queued: run again, it releases them and queues none anew', async () => {
    const { emailId, held } = await leftByDeadRun('Félbemaradt, sorba állítva', true);
    await waitFor(() => finished(emailId), 20_000, 'the run taken over');
    await mailIdle(w.gw.services);
    expect(inboxAddresses(w)).toEqual([...held].sort());
    expect(w.smtp.received.every((m) => m.subject.endsWith('(félbemaradt)'))).toBe(true);
  });

  it('before its mails were marked queued: run again, it drops the held ones and queues the run once', async () => {
    const { emailId } = await leftByDeadRun('Félbemaradt, sorba nem állítva', false);
    await waitFor(() => finished(emailId), 20_000, 'the run taken over');
    await mailIdle(w.gw.services);
    expect(inboxAddresses(w)).toEqual(leaders);
    expect(w.smtp.received.map((m) => m.subject)).toEqual(leaders.map(() => 'Félbemaradt, sorba nem állítva'));
    expect(await w.gw.services.jobs.collection.countDocuments({ name: MAIL_JOB })).toBe(0);
  });
});

describe('content', () => {
  it('no function: the subject and text as written to every recipient', async () => {
    const item = await saveSchedule(w, {
      email_nev: 'Nyers',
      targy: 'Nyers tárgy',
      szoveg: 'Kedves {nev}, ez nyers.',
      to: [PEOPLE.hr.email],
      group: [],
    });
    await runNow(w, item.email_id);
    expect(w.smtp.received).toHaveLength(1);
    expect(w.smtp.received[0]!.subject).toBe('Nyers tárgy');
    expect(mailText(w.smtp.received[0]!.raw)).toContain('Kedves {nev}, ez nyers.');
  });

  it('szabad_szoveg: {nev} replaced per recipient', async () => {
    const fn = await functionId(w, 'szabad_szoveg');
    const item = await saveSchedule(w, {
      email_nev: 'Szabad',
      targy: 'Szia {nev}',
      szoveg: 'Kedves {nev}!\nJó hetet.',
      group: ['vezetok'],
      funkcio_id: fn,
    });
    await runNow(w, item.email_id);
    expect(inboxAddresses(w)).toEqual(leaders);
    for (const m of w.smtp.received) {
      const nev = m.to[0] === PEOPLE.igazgato.email ? 'Teszt igazgato' : 'Teszt igazgatohelyettes';
      expect(m.subject).toBe(`Szia ${nev}`);
      expect(mailText(m.raw)).toContain(`Kedves ${nev}!`);
    }
  });

  it('fuggo_kerelmek: each leader only their own pending list, urgent first; nothing to say, nothing sent', async () => {
    const fn = await functionId(w, 'fuggo_kerelmek');
    const item = await saveSchedule(w, { email_nev: 'Függő', targy: 'Függő kérelmek', group: ['all'], funkcio_id: fn });
    await runNow(w, item.email_id);
    expect(w.smtp.received).toHaveLength(0);

    const tanar = await person('tanar');
    const later = await insertRequest(world, tanar, {
      status: 'jovahagyasra_var',
      kezdete: addDaysIso(today, 40),
      vege: addDaysIso(today, 41),
      letrehozva: new Date(Date.now() - 86_400_000),
    });
    const urgent = await insertRequest(world, tanar, {
      status: 'jovahagyasra_var',
      kezdete: addDaysIso(today, 3),
      vege: addDaysIso(today, 3),
    });
    const principal = await insertRequest(world, tanar, {
      tipus: 'apasagi_szabadsag',
      status: 'jovahagyasra_var',
      kezdete: addDaysIso(today, 50),
      vege: addDaysIso(today, 50),
    });
    await runNow(w, item.email_id);
    expect(inboxAddresses(w)).toEqual(leaders);
    const deputy = w.smtp.received.find((m) => m.to[0] === PEOPLE.igazgatohelyettes.email)!;
    expect(deputy.subject).toBe('[SÜRGŐS] Függő kérelmek (2)');
    const text = mailText(deputy.raw);
    expect(text.indexOf(`#${urgent}`)).toBeGreaterThan(-1);
    expect(text.indexOf(`#${urgent}`)).toBeLessThan(text.indexOf(`#${later}`));
    expect(text).not.toContain(`#${principal}`);
    const head = w.smtp.received.find((m) => m.to[0] === PEOPLE.igazgato.email)!;
    expect(head.subject).toBe('Függő kérelmek (1)');
    expect(mailText(head.raw)).toContain(`#${principal}`);
    expect(mailText(head.raw)).not.toContain(`#${urgent}`);
  });

  it('heti_tavollevok: next week’s approved absences to the leaders only; none, nothing sent', async () => {
    const fn = await functionId(w, 'heti_tavollevok');
    const item = await saveSchedule(w, {
      email_nev: 'Távollévők',
      targy: 'Jövő heti távollétek',
      group: ['all'],
      funkcio_id: fn,
    });
    const week = nextWeek(today);
    const tanar = await person('tanar');
    // Approved but this week, and pending next week: neither counts.
    await insertRequest(world, tanar, {
      status: 'jovahagyva',
      kezdete: addDaysIso(week.from, -7),
      vege: addDaysIso(week.from, -6),
    });
    await insertRequest(world, tanar, { status: 'jovahagyasra_var', kezdete: week.from, vege: week.from });
    await runNow(w, item.email_id);
    expect(w.smtp.received).toHaveLength(0);

    await insertRequest(world, tanar, {
      status: 'jovahagyva',
      kezdete: addDaysIso(week.from, -2),
      vege: addDaysIso(week.from, 1),
    });
    await runNow(w, item.email_id);
    expect(inboxAddresses(w)).toEqual(leaders);
    const text = mailText(w.smtp.received[0]!.raw);
    expect(text).toContain(`Ki lesz távol jövő héten? (${hu(week.from)} – ${hu(week.to)})`);
    expect(text).toContain(
      `Teszt tanar: ${hu(addDaysIso(week.from, -2))} – ${hu(addDaysIso(week.from, 1))} (Rendes szabadság)`,
    );
  });

  it('havi_hr_osszesito: last month’s summary with its CSV to HR only; an empty month, nothing sent', async () => {
    const fn = await functionId(w, 'havi_hr_osszesito');
    const item = await saveSchedule(w, {
      email_nev: 'HR havi',
      targy: 'Havi összesítő',
      group: ['all'],
      funkcio_id: fn,
      gyakorisag: 'havi',
      honap_napja: 1,
    });
    await runNow(w, item.email_id);
    expect(w.smtp.received).toHaveLength(0);

    const month = previousMonth(today);
    const tanar = await person('tanar');
    await insertRequest(world, tanar, {
      status: 'jovahagyva',
      kezdete: month.from,
      vege: month.from,
      munkanapok_szama: 1,
    });
    await insertRequest(world, tanar, {
      tipus: 'apasagi_szabadsag',
      status: 'elutasitva',
      kezdete: month.to,
      vege: addDaysIso(month.to, 2),
      munkanapok_szama: 2,
    });
    await insertRequest(world, tanar, {
      status: 'jovahagyva',
      kezdete: addDaysIso(month.to, 5),
      vege: addDaysIso(month.to, 5),
    });
    await runNow(w, item.email_id);
    expect(inboxAddresses(w)).toEqual([PEOPLE.hr.email, PEOPLE.ketszerepu.email].sort());
    const mail = w.smtp.received[0]!;
    expect(mail.subject).toMatch(/^Havi összesítő – \d{4}\. \p{L}+$/u);
    const text = mailText(mail.raw);
    expect(text).toContain('kérelmei: 2 db, 3 munkanap.');
    expect(text).toContain('- Jóváhagyva: 1 db, 1 munkanap');
    expect(text).toContain('- Elutasítva: 1 db, 2 munkanap');
    const [csv] = mimeParts(mail.raw, new RegExp(`filename="?szabadsagok_${month.from.slice(0, 7)}\\.csv`));
    expect(csv).toBeDefined();
    const lines = csv!.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3); // header + the month's two requests
    expect(lines.slice(1).every((l) => l.includes('"Teszt tanar"'))).toBe(true);
  });
});
