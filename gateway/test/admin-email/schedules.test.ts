// The scheduled e-mail calls (admin-area.md §7 "E-mail", §3 "Schedule save payload", §5
// "Schedule"): the payload mapped to what is stored and back to the list's shape, the summaries,
// and each schedule's Agenda job created, retimed, stopped, resumed and removed with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL_MESSAGES as M, type ScheduleItem } from '@tavollet/contract/api/admin-email';
import { scheduleSummary } from '@tavollet/contract/domain/schedule-summary';
import { Client } from '../support/client.ts';
import { PEOPLE, PASSWORD } from '../support/fixtures.ts';
import { scheduleJobId } from '../../src/services/mail/schedule-jobs.ts';
import { nextRunAfter } from '../../src/mail/schedule-time.ts';
import { clearInbox, inboxAddresses, startMailWorld, stopMailWorld, type MailWorld } from './support.ts';
import { runNow, saveSchedule } from './run-support.ts';
import { mailIdle } from '../mail/wait.ts';

let w: MailWorld;
beforeAll(async () => {
  w = await startMailWorld();
});
afterAll(() => stopMailWorld(w));

type Saved = { ok: boolean; message: string; item: ScheduleItem };
const save = (body: unknown) => w.admin.post<Saved>('/api/admin/saveschedulerdetails', body);
const update = (body: unknown) => w.admin.request<Saved>('PATCH', '/api/admin/updatescheduledemail', { json: body });
const toggle = (email_id: number, state: boolean) =>
  w.admin.request<{ ok: boolean; state: boolean }>('PATCH', '/api/admin/togglemailstatus', {
    json: { email_id, state },
  });
const remove = (email_id: number) =>
  w.admin.request<{ ok: boolean; message: string }>('DELETE', '/api/admin/deletescheduledmail', { json: { email_id } });
const list = async () => (await w.admin.get<{ items: ScheduleItem[] }>('/api/admin/getscheduledlist')).body.items;
const job = (id: number) => w.gw.services.jobs.collection.findOne({ _id: scheduleJobId(id) });

const base = {
  email_kod: '',
  email_nev: '  Heti értekezlet – emlékeztető ',
  to: [PEOPLE.hr.email],
  group: ['vezetok'],
  cimzettek: null,
  targy: ' Értekezlet ',
  szoveg: 'Szia {nev}!',
  gyakorisag: 'heti',
  kuldes_idopont: '08:00:00',
  het_napja: [3, 1, 3],
  honap_napja: null,
  honap_szama: null,
  intervallum_percekben: null,
  funkcio_id: null,
};

describe('saveschedulerdetails and getscheduledlist', () => {
  it('stores the payload (code from the name, trimmed, every weekday sorted) and lists it in the screen shape', async () => {
    const res = await save(base);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.saved);
    const id = res.body.item.email_id;
    const stored = await w.db.models.ScheduledEmail.findOne({ email_id: id }).lean();
    expect(stored).toMatchObject({
      email_kod: 'heti_ertekezlet_emlekezteto',
      email_nev: 'Heti értekezlet – emlékeztető',
      targy: 'Értekezlet',
      to: [PEOPLE.hr.email],
      group: ['vezetok'],
      gyakorisag: 'heti',
      kuldes_idopont: '08:00:00',
      het_napja: 1,
      het_napjai: [1, 3],
      honap_napja: null,
      intervallum_percekben: null,
      aktiv: true,
    });
    const item = (await list()).find((i) => i.email_id === id)!;
    expect(item).toMatchObject({
      id,
      name: 'Heti értekezlet – emlékeztető',
      code: 'heti_ertekezlet_emlekezteto',
      frequency: 'weekly',
      time: '08:00',
      weekdays: [1, 3],
      dayOfMonth: null,
      month: null,
      aktiv: true,
      functionId: null,
    });
    expect(scheduleSummary(item)).toBe('hetente H, Sze 08:00');
    // Its job waits for the next Monday or Wednesday 08:00 in Budapest.
    const j = await job(id);
    expect(j?.name).toBe('mail.schedule');
    const expected = nextRunAfter(
      { gyakorisag: 'heti', kuldes_idopont: '08:00:00', weekdays: [1, 3], honap_napja: null, honap_szama: null },
      new Date(),
    );
    expect((j?.nextRunAt as Date).toISOString()).toBe(expected!.toISOString());
    expect(item.nextRunAt).toBe(expected!.toISOString());
  });

  it('maps every frequency both ways with the spec defaults, and the summaries read as the spec writes them', async () => {
    const cases = [
      { p: { gyakorisag: 'napi', kuldes_idopont: '08:00' }, f: 'daily', summary: 'naponta 08:00' },
      { p: { gyakorisag: 'heti', het_napja: 1 }, f: 'weekly', summary: 'hetente H 08:00' },
      { p: { gyakorisag: 'heti', het_napja: [] }, f: 'weekly', summary: 'hetente H 08:00' },
      { p: { gyakorisag: 'havi', honap_napja: 5 }, f: 'monthly', summary: 'havonta 5. nap 08:00' },
      { p: { gyakorisag: 'havi', honap_napja: null }, f: 'monthly', summary: 'havonta 1. nap 08:00' },
      { p: { gyakorisag: 'evi', honap_napja: 15, honap_szama: 3 }, f: 'yearly', summary: 'évente március 15. 08:00' },
      {
        p: { gyakorisag: '6ora', kuldes_idopont: null, intervallum_percekben: 360 },
        f: 'every6h',
        summary: '6 óránként',
      },
    ];
    for (const [i, c] of cases.entries()) {
      const res = await save({
        ...base,
        email_nev: `Gyakoriság ${i}`,
        kuldes_idopont: '08:00:00',
        het_napja: null,
        ...c.p,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.item.frequency).toBe(c.f);
      expect(scheduleSummary(res.body.item)).toBe(c.summary);
      const stored = await w.db.models.ScheduledEmail.findOne({ email_id: res.body.item.email_id }).lean();
      expect(stored?.gyakorisag).toBe(c.p.gyakorisag);
      if (c.f === 'every6h') expect(stored).toMatchObject({ kuldes_idopont: null, intervallum_percekben: 360 });
      else expect(stored?.kuldes_idopont).toBe('08:00:00');
      if (c.f === 'yearly') expect(res.body.item).toMatchObject({ month: 3, monthName: 'március', dayOfMonth: 15 });
    }
  });

  it('refuses bad input with a Hungarian message and stores nothing', async () => {
    const before = await w.db.models.ScheduledEmail.countDocuments();
    for (const [bad, message] of [
      [{ email_nev: '   ' }, M.needName],
      [{ targy: '' }, M.needScheduleSubject],
      [{ kuldes_idopont: '25:00:00' }, M.badTime],
      [{ het_napja: [8] }, M.badWeekday],
      [{ gyakorisag: 'havi', honap_napja: 32 }, M.badDay],
      [{ to: ['nem-email'] }, M.badEmail],
      [{ funkcio_id: 9999 }, M.unknownFunction],
    ] as const) {
      const res = await save({ ...base, email_nev: 'Hibás', ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message });
    }
    expect(await w.db.models.ScheduledEmail.countDocuments()).toBe(before);
  });

  it('refuses a code that is taken with 409', async () => {
    await save({ ...base, email_nev: 'Foglalt kód' });
    const res = await save({ ...base, email_nev: 'Más név', email_kod: 'foglalt_kod' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ ok: false, message: M.codeTaken });
  });
});

describe('updatescheduledemail, togglemailstatus, deletescheduledmail', () => {
  it('editing retimes the job, blocking removes it, unblocking brings it back, deleting removes both', async () => {
    const { item } = (await save({ ...base, email_nev: 'Életciklus' })).body;
    const id = item.email_id;
    const res = await update({
      ...base,
      email_id: id,
      email_nev: 'Életciklus',
      email_kod: 'eletciklus',
      gyakorisag: 'havi',
      honap_napja: 31,
      kuldes_idopont: '17:45:00',
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ frequency: 'monthly', dayOfMonth: 31, time: '17:45', weekdays: [] });
    const expected = nextRunAfter(
      { gyakorisag: 'havi', kuldes_idopont: '17:45:00', weekdays: [], honap_napja: 31, honap_szama: null },
      new Date(),
    );
    expect(((await job(id))?.nextRunAt as Date).toISOString()).toBe(expected!.toISOString());

    const off = await toggle(id, false);
    expect(off.body).toEqual({ ok: true, state: false });
    expect(await job(id)).toBeNull();
    expect((await list()).find((i) => i.email_id === id)).toMatchObject({ aktiv: false, nextRunAt: null });

    const on = await toggle(id, true);
    expect(on.body).toEqual({ ok: true, state: true });
    expect(((await job(id))?.nextRunAt as Date).toISOString()).toBe(expected!.toISOString());

    const del = await remove(id);
    expect(del.body).toEqual({ ok: true, message: M.deleted });
    expect(await job(id)).toBeNull();
    expect((await list()).some((i) => i.email_id === id)).toBe(false);
    expect((await remove(id)).status).toBe(404);
    expect((await toggle(id, true)).status).toBe(404);
    expect((await update({ ...base, email_id: id })).status).toBe(404);
  });

  it('writes an audit entry per change', async () => {
    const actions = await w.db.models.AuditLog.distinct('action', { action: /^mail\.schedule_/ });
    expect(actions).toEqual(
      expect.arrayContaining([
        'mail.schedule_created',
        'mail.schedule_updated',
        'mail.schedule_blocked',
        'mail.schedule_unblocked',
        'mail.schedule_deleted',
      ]),
    );
  });
});

describe('getfunctions and permissions', () => {
  it('lists the function catalogue with ids, codes, names and descriptions', async () => {
    const res = await w.admin.get<{
      functionList: { funkcio_id: number; funkcio_kod: string; funkcio_megjelenites: string; leiras: string }[];
    }>('/api/admin/getfunctions');
    expect(res.status).toBe(200);
    expect(res.body.functionList.map((f) => f.funkcio_kod)).toEqual([
      'fuggo_kerelmek',
      'heti_tavollevok',
      'havi_hr_osszesito',
      'szabad_szoveg',
    ]);
    expect(res.body.functionList.find((f) => f.funkcio_kod === 'heti_tavollevok')?.funkcio_megjelenites).toBe(
      'Ki lesz távol jövő héten?',
    );
    for (const f of res.body.functionList) expect(f.leiras.length).toBeGreaterThan(10);
  });

  it('answers 401 without an admin session, also to a signed-in teacher', async () => {
    const anon = new Client(w.gw.url);
    expect((await anon.get('/api/admin/getscheduledlist')).status).toBe(401);
    const teacher = new Client(w.gw.url);
    await teacher.post('/api/auth/login', { felhasznalonev: 'tanar', jelszo: PASSWORD });
    const res = await teacher.post('/api/admin/saveschedulerdetails', base);
    expect([401, 403]).toContain(res.status);
    expect(
      await w.db.models.ScheduledEmail.countDocuments({
        email_nev: base.email_nev.trim(),
        email_kod: { $ne: 'heti_ertekezlet_emlekezteto' },
      }),
    ).toBe(0);
  });
});

describe('the HR group (ours, docs/decisions/0566-hr-recipient-group.md)', () => {
  it('is stored and listed, and a run goes to exactly the active HR people', async () => {
    await mailIdle(w.gw.services);
    clearInbox(w);
    const item = await saveSchedule(w, { email_nev: 'HR csoport', targy: 'HR tárgy', szoveg: 'Szia!', group: ['hr'] });
    expect(item.group).toEqual(['hr']);
    expect((await list()).find((i) => i.email_id === item.email_id)!.group).toEqual(['hr']);
    await runNow(w, item.email_id);
    expect(inboxAddresses(w)).toEqual([PEOPLE.hr.email, PEOPLE.ketszerepu.email].sort());
    await remove(item.email_id);
  });
});
