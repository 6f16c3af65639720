// Texts of the account mails. The link opens the set-password page (staff-area.md §2,
// /beallitas/jelszo?token=…) for both invitations and resets.
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
