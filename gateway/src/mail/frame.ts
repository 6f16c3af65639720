// Every mail in one frame (docs/architecture.md "Mail"): the plain text as written plus a footer
// with the school's name (the admin's, else SCHOOL_NAME: services/admin/email/mail-sender.ts),
// and a simple HTML version of the same text (paragraphs, line breaks, links) unless the message
// brings its own.
import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** http(s) links in already escaped text become anchors. */
const linkify = (escaped: string): string =>
  escaped.replace(/\bhttps?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Plain text as HTML: blank lines end paragraphs, single line breaks stay. */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${linkify(escapeHtml(p)).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

const footerText = (school: string): string => `${school} · Távollét szabadságkezelő`;

export function withSchoolFrame(
  m: Pick<MailMessage, 'subject' | 'text' | 'html'>,
  school: string,
): { subject: string; text: string; html: string } {
  const footer = footerText(school);
  const text = `${m.text.replace(/\s+$/, '')}\n\n-- \n${footer}\n`;
  const body = m.html ?? textToHtml(m.text.replace(/\s+$/, ''));
  const html = [
    '<!doctype html>',
    '<html lang="hu"><head><meta charset="utf-8"></head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5;">',
    body,
    `<hr><p style="font-size: 13px;">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: m.subject, text, html };
}
