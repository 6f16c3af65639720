// Texts of the account mails. The link opens the set-password page (staff-area.md §2,
// /beallitas/jelszo?token=…) for both invitations and resets; the sign-in link opens the login
// screen.
import { formatDateTime } from '@tavollet/contract/domain/format-date';
import type { MailMessage } from './mailer.ts';

export function setPasswordLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}/beallitas/jelszo?token=${encodeURIComponent(token)}`;
}

export function inviteMail(to: string, nev: string, link: string): MailMessage {
  return {
    to,
    subject: 'Meghívó a Távollét rendszerbe',
    text: [
      `Kedves ${nev}!`,
      '',
      'Fiókot hoztunk létre számodra az iskola szabadságkezelő rendszerében.',
      'Az alábbi linken állíthatod be a jelszavadat (a link 72 óráig érvényes, egyszer használható):',
      link,
      '',
      'Üdvözlettel:',
      'Távollét',
    ].join('\n'),
  };
}

export function resetMail(to: string, nev: string, link: string): MailMessage {
  return {
    to,
    subject: 'Jelszó visszaállítása',
    text: [
      `Kedves ${nev}!`,
      '',
      'Jelszó-visszaállítást kértek a fiókodhoz. Az alábbi linken új jelszót állíthatsz be',
      '(a link 1 óráig érvényes, egyszer használható):',
      link,
      '',
      'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet; a jelszavad nem változik.',
      '',
      'Üdvözlettel:',
      'Távollét',
    ].join('\n'),
  };
}

/**
 * The sign-in link opens the login screen (staff-area.md §2, `/`), whose button uses it up: a mail
 * scanner that fetches every link cannot spend it.
 */
export function signInLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}/?belepesi_link=${encodeURIComponent(token)}`;
}

export function loginLinkMail(to: string, nev: string, link: string): MailMessage {
  return {
    to,
    subject: 'Belépési link a Távollét rendszerbe',
    text: [
      `Kedves ${nev}!`,
      '',
      'Belépési linket kértek a fiókodhoz. Az alábbi linken jelszó nélkül beléphetsz',
      '(a link 15 percig érvényes, egyszer használható):',
      link,
      '',
      'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: a link nélküled senkit nem léptet be.',
      '',
      'Üdvözlettel:',
      'Távollét',
    ].join('\n'),
  };
}

/** What the forward mail of an issue report needs (admin-area.md §7 "Issues"). */
export interface IssueForwardMailInput {
  to: string;
  report: {
    bejelentes_id: number;
    bejelentes_idopont: Date;
    bejelento_nev: string;
    bejelento_email: string;
    bejelentes_tipus: string;
    targy: string;
    leiras: string;
    kritikus_e: boolean;
  };
  /** The forwarding admin. */
  admin: { nev: string; email: string };
  /** The admin's message; empty when none. */
  message: string;
  attachments: NonNullable<MailMessage['attachments']>;
  /** Screenshots over the mail's size budget: named, not attached. */
  notAttached: string[];
}

/** Subject, type, reporter, time, description and the admin's message, with the screenshots attached. */
export function issueForwardMail(input: IssueForwardMailInput): MailMessage {
  const { report: r } = input;
  const type = r.bejelentes_tipus === 'hiba' ? 'Hiba' : 'Fejlesztési javaslat';
  // One line however the subject was typed (a header never carries a line break).
  const subjectLine = r.targy.replace(/\s+/g, ' ').trim();
  const images = [
    ...input.attachments.map((a) => `- ${a.filename} (csatolva)`),
    ...input.notAttached.map((name) => `- ${name} (túl nagy a levélhez, nincs csatolva)`),
  ];
  return {
    to: input.to,
    subject: `${r.kritikus_e ? '[KRITIKUS] ' : ''}${type} #${r.bejelentes_id}: ${subjectLine}`.slice(0, 250),
    text: [
      'Egy felhasználói bejelentést továbbítottak a fejlesztőnek.',
      '',
      `Azonosító: #${r.bejelentes_id}`,
      `Tárgy: ${subjectLine}`,
      `Típus: ${type}${r.kritikus_e ? ' (kritikus)' : ''}`,
      `Bejelentő: ${r.bejelento_nev} <${r.bejelento_email}>`,
      `Időpont: ${formatDateTime(r.bejelentes_idopont)}`,
      '',
      'Leírás:',
      r.leiras,
      '',
      `Az adminisztrátor (${input.admin.nev}, ${input.admin.email}) üzenete:`,
      input.message || '(nincs üzenet)',
      '',
      images.length ? `Képek (${images.length}):` : 'Képek: nincsenek.',
      ...images,
    ].join('\n'),
    attachments: input.attachments,
  };
}
