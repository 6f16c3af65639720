// Demo mail functions, scheduled e-mails and issue reports, so the admin screens are not empty, and
// the demo school's name in its mails (the sender stays MAIL_FROM).
import type { ClientSession } from 'mongoose';
import type { Models } from '../db/models.ts';
import type { UserDoc } from '../models/user.ts';
import { reserveIds } from '../db/counters.ts';
import { MAIL_FUNCTIONS } from '../services/mail/functions.ts';
import { MAIL_SENDER_ID } from '../services/admin/email/mail-sender.ts';

const DEMO_SCHOOL_NAME = 'Demo Általános Iskola';

export async function seedMailAndIssues(
  models: Models,
  ctx: { reporter: UserDoc; now: Date },
  session: ClientSession,
): Promise<void> {
  await models.Setting.create([{ _id: MAIL_SENDER_ID, value: { schoolName: DEMO_SCHOOL_NAME, from: null } }], {
    session,
  });
  // The catalogue of mail functions, in its order.
  const firstFn = await reserveIds(models, 'funkcio_id', MAIL_FUNCTIONS.length, session);
  await models.MailFunction.insertMany(
    MAIL_FUNCTIONS.map((f, i) => ({ ...f, funkcio_id: firstFn + i })),
    { session },
  );
  const firstMail = await reserveIds(models, 'email_id', 2, session);
  await models.ScheduledEmail.insertMany(
    [
      {
        email_id: firstMail,
        email_kod: 'fuggo_kerelmek_napi',
        email_nev: 'Függő kérelmek napi',
        targy: 'Jóváhagyásra váró kérelmek',
        szoveg: 'Jó reggelt! Az alábbi kérelmek várnak döntésre.',
        group: ['vezetok'],
        gyakorisag: 'napi',
        kuldes_idopont: '07:30:00',
        funkcio_id: firstFn,
      },
      {
        email_id: firstMail + 1,
        email_kod: 'heti_tavollevok',
        email_nev: 'Heti távollévők',
        targy: 'A jövő hét távollétei',
        szoveg: 'A jövő héten az alábbi kollégák lesznek távol.',
        group: ['all'],
        gyakorisag: 'heti',
        kuldes_idopont: '15:00:00',
        het_napja: 5,
        funkcio_id: firstFn + 1,
        aktiv: false,
      },
    ],
    { session },
  );
  const firstIssue = await reserveIds(models, 'bejelentes_id', 2, session);
  const reporter = {
    bejelento: ctx.reporter._id,
    bejelento_nev: ctx.reporter.nev,
    bejelento_email: ctx.reporter.email,
  };
  await models.IssueReport.insertMany(
    [
      {
        bejelentes_id: firstIssue,
        bejelentes_idopont: new Date(ctx.now.getTime() - 2 * 86_400_000),
        ...reporter,
        bejelentes_tipus: 'hiba',
        targy: 'A kérelem űrlapon a dátumválasztó mobilon kilóg',
        leiras: 'Telefonon a „Meddig” mező naptárja a képernyőn kívülre nyílik.',
        kritikus_e: false,
      },
      {
        bejelentes_id: firstIssue + 1,
        bejelentes_idopont: new Date(ctx.now.getTime() - 20 * 86_400_000),
        ...reporter,
        bejelentes_tipus: 'fejlesztes',
        targy: 'Exportálás Excel formátumba',
        leiras: 'Jó lenne, ha a saját előzményeimet is le tudnám tölteni.',
        statusz: 'lezarva',
      },
    ],
    { session },
  );
}
