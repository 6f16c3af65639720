// Stores a bug report or improvement suggestion with its screenshots (staff-area.md §3, §5;
// admin-area.md "Issue report"). What can be checked without the body is checked before it is
// read (`admitIssueReport`: rate limit, daily budgets, a slot); then every image is decoded and
// re-encoded as WebP (issue-images.ts) as it arrives, and only then is anything written, so a
// refused report stores nothing (docs/decisions/0370-checks-before-the-body.md).
import {
  ISSUE_MAX_IMAGES,
  ISSUE_MAX_IMAGE_BYTES,
  ISSUE_MAX_TOTAL_BYTES,
  ISSUE_MESSAGES as M,
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

/** The report's texts (its images are added to the draft as they arrive). */
export interface IssueReportInput {
  bejelentes_tipus: IssueType;
  targy: string;
  leiras: string;
  kritikus: boolean;
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

/** One image as received: the name and type it was sent with, and its original bytes. */
export interface ReceivedImage {
  fajlnev: string;
  mime: IssueImageType;
  data: Buffer;
}

interface StoredImage {
  fajlnev: string;
  mime: typeof STORED_IMAGE_MIME;
  data: Buffer;
}

/**
 * A report being received: each image is counted, spent from today's budgets and re-encoded as
 * it arrives (issue-images.ts), so only one original is held at a time; `store` writes the report,
 * `discard` gives the budgets back. Nothing is written before `store`.
 */
export class IssueReportDraft {
  private readonly images: StoredImage[] = [];
  private readonly refunds: (() => Promise<void>)[] = [];
  private total = 0;

  constructor(
    private readonly s: Services,
    private readonly actor: UserActor,
  ) {}

  /** Bytes of images so far plus `bytes` more: refused past the report's total. */
  count(bytes: number): void {
    this.total += bytes;
    if (this.total > ISSUE_MAX_TOTAL_BYTES) throw new TooLarge(M.imagesTooLarge);
  }

  /** The next image's stored name, from the name it was sent with (`kep-<n>` when there is none). */
  nameOf(fajlnev: string, mime: IssueImageType): string {
    return safeFileName(fajlnev, `kep-${this.images.length + 1}${extensionOf(mime)}`);
  }

  /** Re-encodes one image (its bytes already counted with `count`); refuses an unreadable one. */
  async add(image: ReceivedImage): Promise<void> {
    if (this.images.length >= ISSUE_MAX_IMAGES) throw new Invalid(M.tooManyImages);
    if (image.data.length > ISSUE_MAX_IMAGE_BYTES) throw new Invalid(M.imageTooLarge);
    const fajlnev = this.nameOf(image.fajlnev, image.mime);
    // Spent before the (slow) decoding, so parallel uploads see each other; given back on refusal.
    this.refunds.push(await spendBudget(this.s, String(this.actor.user._id), image.data.length));
    const data = await reencodeImage(image.data, image.mime, fajlnev);
    this.images.push({ fajlnev: withExtension(fajlnev, '.webp'), mime: STORED_IMAGE_MIME, data });
  }

  /** Stores the report with the images added so far. */
  async store(input: IssueReportInput): Promise<number> {
    const bejelentes_id = await storeReport(this.s, this.actor, input, this.images);
    this.refunds.length = 0; // spent for good
    await audit(this.s, {
      ...auditBy(this.actor),
      action: 'user.issue_reported',
      target: String(bejelentes_id),
      details: { tipus: input.bejelentes_tipus, kepek: this.images.length },
    });
    return bejelentes_id;
  }

  /** A refused report: today's budgets get its bytes back. */
  async discard(): Promise<void> {
    await Promise.all(this.refunds.splice(0).map((refund) => refund().catch(() => undefined)));
  }
}

const extensionOf = (mime: IssueImageType) => (mime === 'image/jpeg' ? '.jpg' : `.${mime.slice(6)}`);

/**
 * Receives a report through `draft` with `receive` (which reads the body and adds its images),
 * then stores it; a refusal on the way gives the budgets back and stores nothing.
 */
export async function reportIssue(
  s: Services,
  actor: UserActor,
  receive: (draft: IssueReportDraft) => Promise<IssueReportInput>,
): Promise<number> {
  const draft = new IssueReportDraft(s, actor);
  try {
    return await draft.store(await receive(draft));
  } catch (err) {
    await draft.discard();
    throw err;
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
