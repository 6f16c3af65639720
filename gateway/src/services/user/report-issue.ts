// Stores a bug report or improvement suggestion with its screenshots (staff-area.md §3, §5;
// admin-area.md "Issue report"). What can be checked without the body is checked before it is
// read (`admitIssueReport`: rate limit, daily budgets, a slot); then every image is decoded and
// re-encoded as WebP (issue-images.ts), and only then is anything written, so a refused report
// stores nothing (docs/decisions/0370-checks-before-the-body.md).
import {
  ISSUE_MAX_IMAGE_BYTES,
  ISSUE_MAX_TOTAL_BYTES,
  ISSUE_MESSAGES as M,
  unreadableImageMessage,
  type IssueImagePayload,
} from '@tavollet/contract/api/issue-report';
import type { ISSUE_IMAGE_TYPES, IssueType } from '@tavollet/contract/codes';
import { nextId } from '../../db/counters.ts';
import { safeFileName, withExtension } from '../../domain/clean-text.ts';
import { audit } from '../audit.ts';
import { auditBy, type UserActor } from '../../domain/actor.ts';
import type { Services } from '../deps.ts';
import { Invalid, TooLarge } from '../../domain/errors.ts';
import { reencodeImage, STORED_IMAGE_MIME } from './issue-images.ts';
import { assertBudgetLeft, spendBudget } from './upload-budget.ts';
import { uploadGateOf } from './upload-gate.ts';

type IssueImageType = (typeof ISSUE_IMAGE_TYPES)[number];

export interface IssueReportInput {
  bejelentes_tipus: IssueType;
  targy: string;
  leiras: string;
  kritikus: boolean;
  kepek: IssueImagePayload[];
}

/**
 * A body at most this long carries no screenshot (texts of at most 5,200 characters, JSON-escaped):
 * it is let through even when today's upload budget is spent.
 */
const TEXT_ONLY_BODY_BYTES = 64 * 1024;

/**
 * What is checked before the body is read (the route's `before` step, docs/architecture.md
 * "Gateway: routes, permissions, validation, errors"): every attempt counts against the
 * per-person limit (10 per hour), whatever its body turns out to be; a report with screenshots
 * (`bodyLength` over TEXT_ONLY_BODY_BYTES or unknown) is refused while today's budget is spent;
 * then `readAndHandle` runs in one of the instance's upload slots, one at a time per person.
 */
export async function admitIssueReport(
  s: Services,
  actor: UserActor,
  bodyLength: number | undefined,
  readAndHandle: () => Promise<unknown>,
): Promise<void> {
  const userId = String(actor.user._id);
  const bucket = { key: `issue-report:user:${userId}`, rule: s.limits.issueReportUser };
  await s.limiter.take([bucket]);
  let started = false;
  try {
    if (!(bodyLength !== undefined && bodyLength <= TEXT_ONLY_BODY_BYTES)) await assertBudgetLeft(s, userId);
    await uploadGateOf(s).run(userId, () => {
      started = true;
      return readAndHandle();
    });
  } catch (err) {
    // Refused before its body was read (budget spent, too many waiting): not an attempt.
    if (!started) await s.limiter.refund([bucket]).catch(() => undefined);
    throw err;
  }
}

/** Decoded size of a base64 payload, without decoding it. */
const base64Bytes = (b64: string) =>
  Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

interface CheckedImage {
  /** The normalised name as sent, for messages; stored with `.webp`. */
  fajlnev: string;
  claimed: IssueImageType;
  /** The payload, until it is decoded (then released). */
  kep: IssueImagePayload;
  bytes: number;
}

/** Checks every image's size (from its base64 length) and that the declared types agree. */
function checkImages(kepek: IssueImagePayload[]): CheckedImage[] {
  let total = 0;
  return kepek.map((kep, i) => {
    const fajlnev = safeFileName(kep.fajlnev, `kep-${i + 1}${extensionOf(kep.mime)}`);
    const comma = kep.tartalom.indexOf(',');
    const bytes = base64Bytes(kep.tartalom.slice(comma + 1));
    if (bytes > ISSUE_MAX_IMAGE_BYTES) throw new Invalid(M.imageTooLarge);
    total += bytes;
    if (total > ISSUE_MAX_TOTAL_BYTES) throw new TooLarge(M.imagesTooLarge);
    // The data URL's own type must agree with the declared one; the bytes are checked on decoding.
    const urlType = kep.tartalom.slice(5, kep.tartalom.indexOf(';'));
    if (urlType !== kep.mime) throw new Invalid(unreadableImageMessage(fajlnev));
    return { fajlnev, claimed: kep.mime, kep, bytes };
  });
}

const extensionOf = (mime: IssueImageType) => (mime === 'image/jpeg' ? '.jpg' : `.${mime.slice(6)}`);

interface StoredImage {
  fajlnev: string;
  mime: typeof STORED_IMAGE_MIME;
  data: Buffer;
}

/**
 * Decodes and re-encodes the images one after the other, releasing each payload's text once it
 * is decoded (a report may hold 27 MB of base64); the first unreadable image refuses the report.
 */
async function reencodeAll(images: CheckedImage[]): Promise<StoredImage[]> {
  const out: StoredImage[] = [];
  for (const img of images) {
    const { tartalom } = img.kep;
    img.kep.tartalom = '';
    const original = Buffer.from(tartalom.slice(tartalom.indexOf(',') + 1), 'base64');
    const data = await reencodeImage(original, img.claimed, img.fajlnev);
    out.push({ fajlnev: withExtension(img.fajlnev, '.webp'), mime: STORED_IMAGE_MIME, data });
  }
  return out;
}

/** Stores the report; the images' `tartalom` texts are consumed (emptied) as they are decoded. */
export async function reportIssue(s: Services, actor: UserActor, input: IssueReportInput): Promise<number> {
  const { user } = actor;
  const checked = checkImages(input.kepek);
  const originalBytes = checked.reduce((sum, img) => sum + img.bytes, 0);
  // Spent before the (slow) decoding, so parallel uploads see each other; given back on refusal.
  const refundBudget = await spendBudget(s, String(user._id), originalBytes);
  let stored = false;
  try {
    const images = await reencodeAll(checked);
    const bejelentes_id = await storeReport(s, actor, input, images);
    stored = true;
    await audit(s, {
      ...auditBy(actor),
      action: 'user.issue_reported',
      target: String(bejelentes_id),
      details: { tipus: input.bejelentes_tipus, kepek: images.length },
    });
    return bejelentes_id;
  } finally {
    if (!stored) await refundBudget().catch(() => undefined);
  }
}

/**
 * Images first, in their own collection (each well under the 16 MB BSON limit); the report that
 * points at them last, so the admin list never shows a report with missing images. A failure on
 * the way removes the images already written: no orphans, no partial report.
 */
async function storeReport(
  s: Services,
  actor: UserActor,
  input: IssueReportInput,
  images: StoredImage[],
): Promise<number> {
  const { user } = actor;
  const bejelentes_id = await nextId(s.models, 'bejelentes_id');
  const refs: { kep_id: number; fajlnev: string; mime: string }[] = [];
  try {
    for (const img of images) {
      const kep_id = await nextId(s.models, 'kep_id');
      await s.models.IssueImage.create({ bejelentes_id, kep_id, ...img });
      refs.push({ kep_id, fajlnev: img.fajlnev, mime: img.mime });
    }
    await s.models.IssueReport.create({
      bejelentes_id,
      bejelentes_idopont: new Date(),
      bejelento: user._id,
      bejelento_nev: user.nev,
      bejelento_email: user.email,
      bejelentes_tipus: input.bejelentes_tipus,
      targy: input.targy,
      leiras: input.leiras,
      statusz: 'uj',
      kritikus_e: input.bejelentes_tipus === 'hiba' && input.kritikus,
      kepek: refs,
    });
  } catch (err) {
    await s.models.IssueImage.deleteMany({ bejelentes_id }).catch(() => undefined);
    throw err;
  }
  return bejelentes_id;
}
