// Payload and answer of POST /api/user/report-issue (staff-area.md §3 "Issue report payload",
// §5 "Bug report", §8, §9). The spec gives the required-fields, success and failure texts; the
// size and format limits are ours (docs/decisions/0063-issue-report-call.md).
import { z } from 'zod';
import { ISSUE_IMAGE_TYPES, ISSUE_TYPES } from '../codes.ts';

const MB = 1024 * 1024;
/** At most 8 screenshots (staff-area.md §9). */
export const ISSUE_MAX_IMAGES = 8;
/** Largest screenshot, in bytes of the decoded image. */
export const ISSUE_MAX_IMAGE_BYTES = 5 * MB;
/** All screenshots of one report together, decoded bytes. */
export const ISSUE_MAX_TOTAL_BYTES = 20 * MB;
/** Longest screenshot file name accepted; the gateway stores at most 100 characters of it. */
export const ISSUE_MAX_FILENAME = 255;
/** Subject and description bounds (not in the spec). */
export const ISSUE_MAX_SUBJECT = 200;
export const ISSUE_MAX_DESCRIPTION = 5000;
/**
 * Screenshots go as `multipart/form-data` (the texts as fields first, then each image as a file
 * part named `kepek`): its largest body is the images plus the texts and the part headers. The
 * gateway answers 413 above it before reading, and counts every file's bytes as they arrive.
 */
export const ISSUE_BODY_LIMIT_BYTES = ISSUE_MAX_TOTAL_BYTES + 256 * 1024;
/** The form's file parts' name. */
export const ISSUE_IMAGES_FIELD = 'kepek';
/**
 * Largest JSON body (the spec's payload shape, staff-area.md §3): the texts and at most a few small
 * data-URL images. Anything larger goes as multipart.
 */
export const ISSUE_JSON_LIMIT_BYTES = 64 * 1024;

export const ISSUE_MESSAGES = {
  // staff-area.md §5 / §8
  required: 'A tárgy és a leírás megadása kötelező.',
  done: 'Köszönjük! A bejelentést rögzítettük és feldolgozzuk.',
  failed: 'Ismeretlen hiba történt a beküldés során.',
  // Not in the spec
  badType: 'A bejelentés típusa hiba vagy fejlesztés lehet.',
  tooManyImages: `Legfeljebb ${ISSUE_MAX_IMAGES} képet csatolhatsz.`,
  imageTooLarge: `Egy kép legfeljebb ${ISSUE_MAX_IMAGE_BYTES / MB} MB lehet.`,
  imagesTooLarge: `A képek együtt legfeljebb ${ISSUE_MAX_TOTAL_BYTES / MB} MB-osak lehetnek.`,
  badImage: 'Csak PNG, JPEG vagy WEBP kép csatolható.',
  subjectTooLong: `A tárgy legfeljebb ${ISSUE_MAX_SUBJECT} karakter lehet.`,
  descriptionTooLong: `A leírás legfeljebb ${ISSUE_MAX_DESCRIPTION} karakter lehet.`,
  // Upload safety: the daily image budgets and the re-encoding of every screenshot
  personBudget: 'Mára elérted a képfeltöltési keretedet. Képek nélkül most is elküldheted a bejelentést.',
  schoolBudget: 'Ma már túl sok kép érkezett az iskolából. Képek nélkül most is elküldheted a bejelentést.',
  uploadsBusy: 'Most sok bejelentés érkezik egyszerre. Próbáld újra egy perc múlva.',
} as const;

/** A screenshot that does not decode as the image it claims to be; X is the stored (safe) name. */
export const unreadableImageMessage = (fajlnev: string) => `A(z) ${fajlnev} fájl nem olvasható kép.`;

const M = ISSUE_MESSAGES;

/** `data:<one of ISSUE_IMAGE_TYPES>;base64,<payload>`: the accepted types come from codes.ts. */
const DATA_URL = new RegExp(`^data:(${ISSUE_IMAGE_TYPES.join('|')});base64,[A-Za-z0-9+/]+={0,2}$`);

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: M.required }).trim().min(1, { error: M.required }).max(max, { error: tooLong });

/** One screenshot: the file name, its declared type and the bytes as a base64 data URL. */
export const IssueImagePayload = z.strictObject({
  // May be empty (a pasted image): the gateway then names it `kep-<n>.webp`.
  fajlnev: z.string({ error: M.badImage }).trim().max(ISSUE_MAX_FILENAME, { error: M.badImage }),
  mime: z.enum(ISSUE_IMAGE_TYPES, { error: M.badImage }),
  // Length bound: one image's base64 plus its prefix; the decoded size is checked exactly later.
  tartalom: z
    .string({ error: M.badImage })
    .max(Math.ceil((ISSUE_MAX_IMAGE_BYTES * 4) / 3) + 64, { error: M.imageTooLarge })
    .regex(DATA_URL, { error: M.badImage }),
});
export type IssueImagePayload = z.infer<typeof IssueImagePayload>;

/** The report's texts, the same in both body forms. */
const ISSUE_TEXTS = {
  bejelentes_tipus: z.enum(ISSUE_TYPES, { error: M.badType }),
  targy: requiredText(ISSUE_MAX_SUBJECT, M.subjectTooLong),
  leiras: requiredText(ISSUE_MAX_DESCRIPTION, M.descriptionTooLong),
};

/** POST /api/user/report-issue body; `kritikus` is only ever true for `hiba` (§4). */
export const ReportIssueBody = z
  .strictObject({
    ...ISSUE_TEXTS,
    kritikus: z.boolean().default(false),
    kepek: z.array(IssueImagePayload).max(ISSUE_MAX_IMAGES, { error: M.tooManyImages }).default([]),
  })
  .transform((b) => ({ ...b, kritikus: b.bejelentes_tipus === 'hiba' && b.kritikus }));
export type ReportIssueBody = z.input<typeof ReportIssueBody>;

/** The texts of a multipart report, as its form fields (`kritikus` is `true` or `false`). */
export const ReportIssueFields = z
  .strictObject({
    ...ISSUE_TEXTS,
    kritikus: z.enum(['true', 'false'], { error: M.badType }).default('false'),
  })
  .transform((b) => ({ ...b, kritikus: b.bejelentes_tipus === 'hiba' && b.kritikus === 'true' }));

/** Answer: `{ ok: true, message }` plus the new report's number. */
export const ReportIssueAnswer = z.object({ ok: z.literal(true), message: z.string(), bejelentes_id: z.number() });
export type ReportIssueAnswer = z.infer<typeof ReportIssueAnswer>;
