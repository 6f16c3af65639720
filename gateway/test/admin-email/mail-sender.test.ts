// Mails read like the screens, over real SMTP: dates written "2026. 12. 14.", the requester's note
// and the approver's comment under their own labels; the school's name (footer) and the From
// header as an admin set them, the environment's SCHOOL_NAME and MAIL_FROM while unset
// (docs/decisions/0567-mail-sender-settings.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL_MESSAGES, type MailSenderAnswer } from '@tavollet/contract/api/admin-email';
import type { World } from '../support/teacher-fixtures.ts';
import { approve, later, signInLeaders, submit, teacherWithQuota, type Leaders } from '../leaders/leaders-fixtures.ts';
import { mailIdle } from '../mail/wait.ts';
import { mailText } from '../support/mail-parts.ts';
import { clearInbox, startMailWorld, stopMailWorld, type MailWorld } from './support.ts';

let w: MailWorld;
let world: World;
let L: Leaders;
beforeAll(async () => {
  w = await startMailWorld();
  world = { db: w.db, gw: w.gw, models: w.db.models };
  L = await signInLeaders(world);
});
afterAll(() => stopMailWorld(w));
beforeEach(async () => {
  await mailIdle(w.gw.services);
  clearInbox(w);
});

/** `2027-02-08` as the screens write it, spelled out here rather than through the code under test. */
const hu = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1. $2. $3.');
/** SCHOOL_NAME of the mail tests' gateway (support.ts). */
const ENV_SCHOOL = 'Próba Gimnázium';
const setSender = (json: unknown) =>
  w.admin.request<MailSenderAnswer & { message?: string }>('PATCH', '/api/admin/updatemailsender', { json });

/** A teacher's request with a note, approved with a comment: the approval mail the teacher gets. */
async function approvalMail(week: number) {
  const t = await teacherWithQuota(world);
  const from = later(week, 0);
  const to = later(week, 1);
  const id = await submit(t, {
    tipus: 'apasagi_szabadsag',
    mettol: from,
    meddig: to,
    megjegyzes: 'Megszületett a fiam',
  });
  expect((await approve(L.principal, 'igazgato', id, 'Gratulálok!')).status).toBe(200);
  await mailIdle(w.gw.services);
  const mail = w.smtp.received.find((m) => m.to.includes(t.user.email) && /jóváhagyták/.test(m.subject));
  expect(mail, 'approval mail').toBeDefined();
  return { mail: mail!, text: mailText(mail!.raw), from, to };
}

describe('an approval mail', () => {
  it('writes its dates as the screens do and labels the note and the comment apart; sender from the environment while unset', async () => {
    const { mail, text, from, to } = await approvalMail(10);
    expect(mail.subject).toBe(`Kérelmedet jóváhagyták: Apasági szabadság, ${hu(from)} – ${hu(to)} (2 munkanap)`);
    expect(text).toContain(`Típus és időszak: Apasági szabadság, ${hu(from)} – ${hu(to)} (2 munkanap)`);
    expect(text).not.toContain(from);
    expect(text).toContain('A kérelmező megjegyzése: Megszületett a fiam');
    expect(text).toContain('A jóváhagyó megjegyzése: Gratulálok!');
    expect(text).toContain(`${ENV_SCHOOL} · Távollét szabadságkezelő`);
    expect(mail.fromHeader).toBe('Távollét <noreply@localhost>');
    expect(mail.from).toBe('noreply@localhost');
  });
});

describe('the sender settings', () => {
  it('start unset with the environment as default; an admin sets the name and From, every next mail carries them; empty goes back to the default', async () => {
    const first = await w.admin.get<MailSenderAnswer>('/api/admin/getmailsender');
    expect(first.body).toEqual({
      ok: true,
      stored: { schoolName: null, from: null },
      defaults: { schoolName: ENV_SCHOOL, from: 'Távollét <noreply@localhost>' },
    });

    const set = await setSender({ schoolName: 'Demo Általános Iskola', from: 'Demo Iskola <iroda@demo.iskola.hu>' });
    expect(set.status).toBe(200);
    expect(set.body.stored).toEqual({
      schoolName: 'Demo Általános Iskola',
      from: 'Demo Iskola <iroda@demo.iskola.hu>',
    });
    const { mail, text } = await approvalMail(11);
    expect(mail.fromHeader).toBe('Demo Iskola <iroda@demo.iskola.hu>');
    expect(mail.from).toBe('iroda@demo.iskola.hu');
    expect(text).toContain('Demo Általános Iskola · Távollét szabadságkezelő');
    expect(text).not.toContain(ENV_SCHOOL);

    // One field at a time: the name back to the default, the From kept.
    expect((await setSender({ schoolName: '' })).body.stored).toEqual({
      schoolName: null,
      from: 'Demo Iskola <iroda@demo.iskola.hu>',
    });
    clearInbox(w);
    const again = await approvalMail(12);
    expect(again.text).toContain(`${ENV_SCHOOL} · Távollét szabadságkezelő`);
    expect(again.mail.from).toBe('iroda@demo.iskola.hu');

    expect((await setSender({ from: null })).body.stored).toEqual({ schoolName: null, from: null });
    clearInbox(w);
    expect((await approvalMail(13)).mail.fromHeader).toBe('Távollét <noreply@localhost>');
  });

  it('refuse a From that is not one mailbox, and unknown fields', async () => {
    for (const from of ['nem cím', 'a@b.hu, c@d.hu', 'Név <nem cím>', 'Név <a@b.hu'])
      expect(await setSender({ from }), from).toMatchObject({
        status: 400,
        body: { message: ADMIN_EMAIL_MESSAGES.badFrom },
      });
    expect((await setSender({ iskola: 'x' })).status).toBe(400);
    expect((await w.admin.get<MailSenderAnswer>('/api/admin/getmailsender')).body.stored).toEqual({
      schoolName: null,
      from: null,
    });
  });
});
