// Stores a bug report or improvement suggestion with its screenshots (staff-area.md §3, §5;
// admin-area.md "Issue report"). The declared type of every image is checked against its bytes,
// and every limit is checked before anything is written, so a refused report stores nothing.
import {
  ISSUE_MAX_IMAGE_BYTES,
  ISSUE_MAX_TOTAL_BYTES,
  ISSUE_MESSAGES as M,
  type IssueImagePayload,
} from '@tavollet/contract/api/issue-report';
import type { ISSUE_IMAGE_TYPES, IssueType } from '@tavollet/contract/codes';
import { nextId } from '../../db/counters.ts';
import { audit } from '../audit.ts';
import { auditBy, type UserActor } from '../actor.ts';
import type { Services } from '../deps.ts';
import { Invalid, TooLarge } from '../errors.ts';

type IssueImageType = (typeof ISSUE_IMAGE_TYPES)[number];

export interface IssueReportInput {
  bejelentes_tipus: IssueType;
  targy: string;
  leiras: string;
  kritikus: boolean;
  kepek: IssueImagePayload[];
}

/** The image format the bytes really are (magic numbers), or null for anything else. */
export function sniffImageType(bytes: Buffer): IssueImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

interface DecodedImage {
  fajlnev: string;
  mime: IssueImageType;
  data: Buffer;
}

/** Decodes and checks every image: size each and together, real format equal to the declared one. */
export function decodeImages(kepek: IssueImagePayload[]): DecodedImage[] {
  let total = 0;
  return kepek.map((kep) => {
    const data = Buffer.from(kep.tartalom.slice(kep.tartalom.indexOf(',') + 1), 'base64');
    if (data.length > ISSUE_MAX_IMAGE_BYTES) throw new Invalid(M.imageTooLarge);
    total += data.length;
    if (total > ISSUE_MAX_TOTAL_BYTES) throw new TooLarge(M.imagesTooLarge);
    // The data URL's own type must agree too: all three are checked against the bytes.
    const urlType = kep.tartalom.slice(5, kep.tartalom.indexOf(';'));
    const real = sniffImageType(data);
    if (!real || real !== kep.mime || real !== urlType) throw new Invalid(M.badImage);
    return { fajlnev: kep.fajlnev, mime: real, data };
  });
}

export async function reportIssue(s: Services, actor: UserActor, input: IssueReportInput): Promise<number> {
  const { user } = actor;
  const images = decodeImages(input.kepek);
  // Counted only for valid reports, before anything is stored: a person can fill the disk with
  // screenshots at most this fast.
  await s.limiter.take([{ key: `issue-report:user:${String(user._id)}`, rule: s.limits.issueReportUser }]);
  const bejelentes_id = await nextId(s.models, 'bejelentes_id');
  const refs: { kep_id: number; fajlnev: string; mime: IssueImageType }[] = [];
  // Images first, in their own collection (each well under the 16 MB BSON limit); the report
  // that points at them last, so the admin list never shows a report with missing images. A
  // failure on the way removes the images already written: no orphans, no partial report.
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
  await audit(s, {
    ...auditBy(actor),
    action: 'user.issue_reported',
    target: String(bejelentes_id),
    details: { tipus: input.bejelentes_tipus, kepek: refs.length },
  });
  return bejelentes_id;
}
