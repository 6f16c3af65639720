// Mails on request events over real SMTP: submit → the approvers of its stage, preliminary yes → the
// final approver, approve/reject → the requester with the reason, a deputy's request → the
// teacher, withdraw → the approver who had it; urgent ones marked; each kind switched by an admin.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@tavollet/contract/api/admin-email';
import { PEOPLE } from '../support/fixtures.ts';
import { setQuota, type World } from '../support/teacher-fixtures.ts';
import {
  aheadTeaching,
  approve,
  later,
  reject,
  setPreliminary,
  signInLeaders,
  submit,
  teacherWithQuota,
  type Leaders,
} from '../leaders/leaders-fixtures.ts';
import { mailIdle } from '../mail/wait.ts';
import { clearInbox, startMailWorld, stopMailWorld, type MailWorld } from './support.ts';
import { mailText } from '../support/mail-parts.ts';

let w: MailWorld;
let world: World;
let L: Leaders;
beforeAll(async () => {
  w = await startMailWorld();
  world = { db: w.db, gw: w.gw, models: w.db.models };
  L = await signInLeaders(world);
  await setPreliminary(world, 'szuloi_szabadsag', 'igazgatohelyettes');
});
afterAll(() => stopMailWorld(w));
beforeEach(async () => {
  await mailIdle(w.gw.services);
  clearInbox(w);
});

const settle = () => mailIdle(w.gw.services);
/** A date as the screens (and the mails) write it. */
const hu = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1. $2. $3.');
const mailsTo = (email: string) => w.smtp.received.filter((m) => m.to.includes(email));
const setSwitches = (body: unknown) =>
  w.admin.request<{ ok: boolean; settings: Record<string, boolean> }>(
    'PATCH',
    '/api/admin/updatenotificationsettings',
    { json: body },
  );

describe('request events', () => {
  it('submit: the approver of its stage only, with the request; urgent marked in the subject', async () => {
    const t = await teacherWithQuota(world);
    const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(3, 0), meddig: later(3, 1) });
    await settle();
    expect(w.smtp.received.map((m) => m.to[0])).toEqual([PEOPLE.igazgatohelyettes.email]);
    const mail = w.smtp.received[0]!;
    expect(mail.subject).toBe(
      `Új kérelem vár döntésre: ${t.user.nev}, Rendes szabadság, ${hu(later(3, 0))} – ${hu(later(3, 1))} (2 munkanap)`,
    );
    expect(mailText(mail.raw)).toContain(`Kérelem: #${id}`);

    clearInbox(w);
    const soon = await aheadTeaching(world, 3);
    await setQuota(world, t.user, { rendes_szabadsag_keret: 20 }, Number(soon.slice(0, 4)));
    await submit(t, { tipus: 'rendes_szabadsag', mettol: soon, meddig: soon });
    await settle();
    expect(mailsTo(PEOPLE.igazgatohelyettes.email)[0]?.subject).toMatch(/^\[SÜRGŐS\] Új kérelem vár döntésre: /);
  });

  it('preliminary yes → the final approver; reject → the requester with the reason', async () => {
    const t = await teacherWithQuota(world);
    const id = await submit(t, { tipus: 'szuloi_szabadsag', mettol: later(4, 0), meddig: later(4, 0) });
    await settle();
    expect(w.smtp.received.map((m) => m.to[0])).toEqual([PEOPLE.igazgatohelyettes.email]);

    clearInbox(w);
    expect((await approve(L.deputy, 'igazgatohelyettes', id, 'Mehet.')).status).toBe(200);
    await settle();
    expect(w.smtp.received.map((m) => m.to[0])).toEqual([PEOPLE.igazgato.email]);
    expect(w.smtp.received[0]!.subject).toMatch(/^Előzetesen jóváhagyott kérelem vár döntésre: /);

    clearInbox(w);
    expect((await reject(L.principal, 'igazgato', id, 'Aznap vizsga van.')).status).toBe(200);
    await settle();
    expect(w.smtp.received.map((m) => m.to[0])).toEqual([t.user.email]);
    expect(w.smtp.received[0]!.subject).toMatch(/^Kérelmedet elutasították: Szülői szabadság/);
    expect(mailText(w.smtp.received[0]!.raw)).toContain('Indoklás: Aznap vizsga van.');
  });

  it('approve → the requester, with the approver’s comment', async () => {
    const t = await teacherWithQuota(world);
    const id = await submit(t, { tipus: 'apasagi_szabadsag', mettol: later(5, 0), meddig: later(5, 0) });
    await settle();
    expect(w.smtp.received.map((m) => m.to[0])).toEqual([PEOPLE.igazgato.email]);
    clearInbox(w);
    await approve(L.principal, 'igazgato', id, 'Gratulálok!');
    await settle();
    expect(w.smtp.received.map((m) => m.to[0])).toEqual([t.user.email]);
    expect(w.smtp.received[0]!.subject).toMatch(/^Kérelmedet jóváhagyták: Apasági szabadság/);
    expect(mailText(w.smtp.received[0]!.raw)).toContain('A jóváhagyó megjegyzése: Gratulálok!');
  });

  it('a deputy’s request on a teacher’s behalf → the teacher and the principal, who decides it (the deputy is not told of their own submit)', async () => {
    const t = await teacherWithQuota(world);
    const res = await L.deputy.post('/api/leaders/submit-for', {
      user_id: t.user.user_id,
      tipus: 'rendes_szabadsag',
      mettol: later(6, 0),
      meddig: later(6, 0),
      megjegyzes: null,
    });
    expect(res.status).toBe(200);
    await settle();
    // Filed by the deputy, it waits for the principal.
    expect(w.smtp.received.map((m) => m.to[0]).sort()).toEqual([PEOPLE.igazgato.email, t.user.email].sort());
    const toTeacher = w.smtp.received.find((m) => m.to[0] === t.user.email)!;
    expect(toTeacher.subject).toMatch(/^Kérelmet nyújtottak be a nevedben: Rendes szabadság/);
    const toPrincipal = w.smtp.received.find((m) => m.to[0] === PEOPLE.igazgato.email)!;
    expect(toPrincipal.subject).toMatch(/^Új kérelem vár döntésre: /);
  });

  it('withdraw → the approver who had it', async () => {
    const t = await teacherWithQuota(world);
    const id = await submit(t, { tipus: 'halal', mettol: later(7, 0), meddig: later(7, 0) });
    await settle();
    clearInbox(w);
    expect((await t.client.post('/api/user/teacher/withdraw', { kerelem_id: id })).status).toBe(200);
    await settle();
    expect(w.smtp.received.map((m) => m.to[0])).toEqual([PEOPLE.igazgato.email]);
    expect(w.smtp.received[0]!.subject).toMatch(/^Visszavont kérelem: /);
  });
});

describe('the switches', () => {
  it('are all on at first, can be switched off and on one by one, and refuse unknown kinds', async () => {
    const first = await w.admin.get<{ settings: Record<string, boolean> }>('/api/admin/getnotificationsettings');
    expect(first.body.settings).toEqual(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])));
    expect((await setSwitches({ kiscica: true })).status).toBe(400);
    expect((await setSwitches({ submitted: 'igen' })).status).toBe(400);

    const off = await setSwitches({ submitted: false });
    expect(off.status).toBe(200);
    expect(off.body.settings).toMatchObject({ submitted: false, decided: true });
    const t = await teacherWithQuota(world);
    const id = await submit(t, { tipus: 'apasagi_szabadsag', mettol: later(8, 0), meddig: later(8, 0) });
    await settle();
    expect(w.smtp.received).toHaveLength(0);
    // Other kinds still go out.
    await approve(L.principal, 'igazgato', id);
    await settle();
    expect(w.smtp.received.map((m) => m.to[0])).toEqual([t.user.email]);

    clearInbox(w);
    await setSwitches({ submitted: true, decided: false });
    const id2 = await submit(t, { tipus: 'apasagi_szabadsag', mettol: later(9, 0), meddig: later(9, 0) });
    await approve(L.principal, 'igazgato', id2);
    await settle();
    expect(w.smtp.received.map((m) => m.to[0])).toEqual([PEOPLE.igazgato.email]);
    await setSwitches({ decided: true });
  });
});
