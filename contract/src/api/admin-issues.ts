// Payloads and answers of the admin's issue-report calls (admin-area.md §3 "Issue report", §4,
// §7 "Issues", §8 "Issues"). Paths and field names are the spec's; what it leaves open is ours
// (docs/decisions/0420-admin-issue-list.md).
//
//   GET   /api/admin/getissuedata                                 -> IssueDataAnswer
//   GET   /api/admin/issues/:bejelentes_id/images/:kep_id         -> the image bytes (image/webp)
//   POST  /api/admin/forwardtodeveloper  ForwardIssueBody         -> ForwardIssueAnswer
//   PATCH /api/admin/closeissue          CloseIssueBody           -> CloseIssueAnswer
import { z } from 'zod';
import { ISSUE_STATUSES } from '../codes.ts';

/** Longest message an admin may add when forwarding (not in the spec). */
export const FORWARD_MESSAGE_MAX = 2000;
/**
 * Screenshots attached to one forward mail together, in stored (WebP) bytes; the rest are named in
 * the mail as not attached. Under the mailer's own 10 MB.
 */
export const FORWARD_MAX_ATTACHMENT_BYTES = 8 * 1024 * 1024;

export const ADMIN_ISSUE_MESSAGES = {
  notFound: 'A bejelentés nem található.',
  imageNotFound: 'A kép nem található.',
  badId: 'Érvénytelen azonosító.',
  messageTooLong: `Az üzenet legfeljebb ${FORWARD_MESSAGE_MAX} karakter lehet.`,
  noDeveloperEmail:
    'Nincs beállítva a fejlesztő e-mail-címe (DEVELOPER_EMAIL), ezért a bejelentés nem továbbítható. Kérd a rendszer üzemeltetőjét, hogy állítsa be.',
  alreadyForwarded: 'A bejelentést már továbbították a fejlesztőnek.',
  mailFailed: 'A levelet nem sikerült elküldeni; a bejelentés nem változott. Próbáld újra később.',
  forwarded: 'A bejelentést továbbítottuk a fejlesztőnek.',
  alreadyClosed: 'A bejelentés már le van zárva.',
  cannotClose: 'Ebben az állapotban a bejelentés nem zárható le.',
  closed: 'A bejelentés lezárva.',
} as const;

const M = ADMIN_ISSUE_MESSAGES;

/** Position in the list order (admin-area.md §4: ISSUE_STATUSES' order); an unknown status sorts last. */
const issueStatusRank = (statusz: string): number => {
  const i = (ISSUE_STATUSES as readonly string[]).indexOf(statusz);
  return i === -1 ? ISSUE_STATUSES.length : i;
};

/** The list's order: by status rank, newest first within a status, then the higher id first. */
export function compareIssues(
  a: { statusz: string; bejelentes_idopont: string; bejelentes_id: number },
  b: { statusz: string; bejelentes_idopont: string; bejelentes_id: number },
): number {
  return (
    issueStatusRank(a.statusz) - issueStatusRank(b.statusz) ||
    Date.parse(b.bejelentes_idopont) - Date.parse(a.bejelentes_idopont) ||
    b.bejelentes_id - a.bejelentes_id
  );
}

/** Where the screen loads an image from (admin-area.md §7 "Issues"). */
export const issueImageUrl = (bejelentesId: number, kepId: number) =>
  `/api/admin/issues/${bejelentesId}/images/${kepId}`;

export const IssueImageRef = z.object({
  kep_id: z.number(),
  fajlnev: z.string(),
  url: z.string(),
});
export type IssueImageRef = z.infer<typeof IssueImageRef>;

/** One report as the admin sees it (admin-area.md §3 "Issue report"). */
export const IssueItem = z.object({
  bejelentes_id: z.number(),
  /** ISO date-time (UTC). */
  bejelentes_idopont: z.string(),
  /** The reporter's name at the time of the report. */
  bejelento: z.string(),
  bejelento_email: z.string(),
  /** `hiba` or `fejlesztes`; read as a string so an unknown value still shows. */
  bejelentes_tipus: z.string(),
  targy: z.string(),
  leiras: z.string(),
  /** One of ISSUE_STATUSES, or an unknown status shown raw (admin-area.md §4). */
  statusz: z.string(),
  kritikus_e: z.boolean(),
  tovabbitva_fejlesztonek: z.boolean(),
  kepek: z.array(IssueImageRef),
});
export type IssueItem = z.infer<typeof IssueItem>;

export const IssueDataAnswer = z.object({
  ok: z.literal(true),
  /** In the list order (compareIssues). */
  items: z.array(IssueItem),
  /**
   * Where a forward goes (the gateway's DEVELOPER_EMAIL), or null when none is configured: the
   * forward dialog says so before anything is sent.
   */
  fejleszto_email: z.string().nullable(),
});
export type IssueDataAnswer = z.infer<typeof IssueDataAnswer>;

const positiveId = z.coerce.number({ error: M.badId }).int({ error: M.badId }).positive({ error: M.badId });
const bodyId = z.number({ error: M.badId }).int({ error: M.badId }).positive({ error: M.badId });

export const IssueImageParams = z.object({ bejelentes_id: positiveId, kep_id: positiveId });

/** POST /api/admin/forwardtodeveloper: `message` is an empty string when the admin wrote none. */
export const ForwardIssueBody = z.strictObject({
  issue_id: bodyId,
  message: z
    .string({ error: M.messageTooLong })
    .trim()
    .max(FORWARD_MESSAGE_MAX, { error: M.messageTooLong })
    .default(''),
});
export type ForwardIssueBody = z.input<typeof ForwardIssueBody>;

export const ForwardIssueAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  bejelentes_id: z.number(),
  statusz: z.string(),
  tovabbitva_fejlesztonek: z.literal(true),
});
export type ForwardIssueAnswer = z.infer<typeof ForwardIssueAnswer>;

/** PATCH /api/admin/closeissue. */
export const CloseIssueBody = z.strictObject({ bejelentes_id: bodyId });
export type CloseIssueBody = z.input<typeof CloseIssueBody>;

export const CloseIssueAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  bejelentes_id: z.number(),
  statusz: z.literal('lezarva'),
});
export type CloseIssueAnswer = z.infer<typeof CloseIssueAnswer>;
