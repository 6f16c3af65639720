// POST /api/admin/sendquickmail and GET /api/admin/getemailaddresses (admin-area.md §5 "Quick
// mail", §7 "E-mail", §8 "E-mail"): one mail per recipient over real SMTP, groups resolved from
// the users' roles, blocked users left out, the spec's Hungarian refusals.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL_MESSAGES as M } from '@tavollet/contract/api/admin-email';
import { PEOPLE, PASSWORD, INVITED } from '../support/fixtures.ts';
import { Client } from '../support/client.ts';
import { nextId } from '../../src/db/counters.ts';
import { mailIdle, pendingMailJobs, waitFor } from '../mail/wait.ts';
import { MAIL_JOB } from '../../src/mail/job-names.ts';
import { clearInbox, inboxAddresses, startMailWorld, stopMailWorld, type MailWorld } from './support.ts';

let w: MailWorld;
beforeAll(async () => {
  w = await startMailWorld();
});
afterAll(() => stopMailWorld(w));
beforeEach(async () => {
  await mailIdle(w.gw.services);
  clearInbox(w);
});

const send = (body: unknown) =>
  w.admin.post<{ ok: boolean; message: string; count?: number }>('/api/admin/sendquickmail', body);
const mail = { subject: 'Tanévzáró értekezlet', body: 'Kedves Kollégák!\n\nPénteken 14 órakor értekezlet.' };
const leaders = [PEOPLE.igazgato.email, PEOPLE.igazgatohelyettes.email].sort();
const teachers = [PEOPLE.tanar.email, PEOPLE.ketszerepu.email, INVITED.email].sort();

describe('sendquickmail', () => {
  it('to Vezetők: one mail per leader, each addressed to that leader alone', async () => {
    const res = await send({ to: [], group: ['vezetok'], ...mail });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: 'Email elküldve.', count: 2 });
    await waitFor(() => w.smtp.received.length === 2);
    await mailIdle(w.gw.services);
    expect(w.smtp.received.map((m) => m.to)).toEqual(expect.arrayContaining(leaders.map((a) => [a])));
    expect(inboxAddresses(w)).toEqual(leaders);
    for (const m of w.smtp.received) {
      expect(m.subject).toBe('Tanévzáró értekezlet');
      expect(m.raw).not.toMatch(/^Cc:|^Bcc:/m);
    }
  });

  it('to HR: exactly the active people holding the HR role, a two-role one included, a blocked one left out', async () => {
    const blockedHr = await w.db.models.User.create({
      user_id: await nextId(w.db.models, 'user_id'),
      nev: 'Blokkolt HR',
      email: 'blokkolt.hr@teszt.hu',
      felhasznalonev: 'blokkolt.hr',
      szerepkorok: ['hr'],
      blocked: true,
    });
    try {
      const hrPeople = (await w.db.models.User.find({ szerepkorok: 'hr', blocked: { $ne: true } }).lean())
        .map((u) => u.email)
        .sort();
      expect(hrPeople).toEqual([PEOPLE.hr.email, PEOPLE.ketszerepu.email].sort());
      const res = await send({ to: [], group: ['hr'], ...mail });
      expect(res.body).toEqual({ ok: true, message: 'Email elküldve.', count: 2 });
      await waitFor(() => w.smtp.received.length === 2);
      await mailIdle(w.gw.services);
      expect(inboxAddresses(w)).toEqual(hrPeople);
    } finally {
      await w.db.models.User.deleteOne({ _id: blockedHr._id });
    }
  });

  it('to Tanárok plus one person: every not blocked teacher and the person, each once', async () => {
    const res = await send({
      to: [PEOPLE.hr.email, PEOPLE.tanar.email.toUpperCase()],
      group: ['tanarok', 'diakok'],
      ...mail,
    });
    expect(res.body).toMatchObject({ ok: true, count: 4 });
    await waitFor(() => w.smtp.received.length === 4);
    expect(inboxAddresses(w)).toEqual([...teachers, PEOPLE.hr.email].sort());
    expect(inboxAddresses(w)).not.toContain(PEOPLE.blokkolt.email);
  });

  it("with 'all': every not blocked user once, the individual addresses dropped", async () => {
    const res = await send({ to: ['kulso@example.com'], group: ['all', 'vezetok'], ...mail });
    const everyone = (await w.db.models.User.find({ blocked: false }).lean()).map((u) => u.email).sort();
    expect(res.body).toMatchObject({ ok: true, count: everyone.length });
    await waitFor(() => w.smtp.received.length === everyone.length);
    await mailIdle(w.gw.services);
    expect(inboxAddresses(w)).toEqual(everyone);
  });

  it('refuses with the spec texts and queues nothing', async () => {
    const cases: [unknown, string][] = [
      [{ to: [], group: [], ...mail }, M.needRecipient],
      [{ group: ['szulok'], ...mail }, M.needRecipient],
      [{ to: [PEOPLE.tanar.email], subject: '   ', body: 'x' }, M.needSubject],
      [{ to: [PEOPLE.tanar.email], subject: 'Tárgy', body: ' \n ' }, M.needBody],
      [{ to: ['senki@example.com', PEOPLE.blokkolt.email], ...mail }, M.noActiveRecipient],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message });
    }
    expect(await w.gw.services.jobs.collection.countDocuments({ name: MAIL_JOB })).toBe(0);
  });

  it('refuses unknown fields and an oversized message', async () => {
    expect((await send({ ...mail, group: ['all'], cc: ['x@y.hu'] })).status).toBe(400);
    expect((await send({ group: ['all'], subject: 'x', body: 'y'.repeat(10_001) })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const staff = new Client(w.gw.url);
    await staff.post('/api/auth/login', { email: PEOPLE.igazgato.email, password: PASSWORD });
    expect((await staff.post('/api/admin/sendquickmail', { group: ['all'], ...mail })).status).toBe(401);
    expect((await new Client(w.gw.url).get('/api/admin/getemailaddresses')).status).toBe(401);
  });

  it('to 500 teachers: accepted at once, one job each, and all 500 mails arrive', async () => {
    const first = await nextId(w.db.models, 'user_id');
    await w.db.models.User.insertMany(
      Array.from({ length: 500 }, (_, i) => ({
        user_id: first + 1000 + i,
        nev: `Tömeg Tanár ${i}`,
        email: `tomeg${i}@teszt.hu`,
        felhasznalonev: `tomeg${i}`,
        szerepkorok: ['tanar'],
      })),
    );
    const res = await send({ to: [], group: ['tanarok'], ...mail });
    expect(res.body).toMatchObject({ ok: true, count: 503 });
    await waitFor(() => w.smtp.received.length === 503, 60_000, '503 mails');
    await mailIdle(w.gw.services);
    expect(new Set(inboxAddresses(w)).size).toBe(503);
    expect(await pendingMailJobs(w.gw.services)).toBe(0);
    await w.db.models.User.deleteMany({ email: /^tomeg/ });
  }, 90_000);
});

describe('getemailaddresses', () => {
  it('lists every not blocked user with user_id, nev and email', async () => {
    const res = await w.admin.get<{ ok: boolean; users: { user_id: number; nev: string; email: string }[] }>(
      '/api/admin/getemailaddresses',
    );
    expect(res.status).toBe(200);
    const emails = res.body.users.map((u) => u.email);
    expect(emails).toContain(PEOPLE.tanar.email);
    expect(emails).not.toContain(PEOPLE.blokkolt.email);
    expect(Object.keys(res.body.users[0]!).sort()).toEqual(['email', 'nev', 'user_id']);
  });
});
