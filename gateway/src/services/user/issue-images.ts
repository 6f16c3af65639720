// Issue-report screenshots are decoded and re-encoded before they are stored (staff-area.md §5 "Bug
// report", §9): only PNG, JPEG and WEBP whose bytes really are the declared type; metadata
// stripped; longest side at most 2,000 px; stored as WebP. Whatever follows or hides in the
// original (HTML, a ZIP, EXIF) is not kept.
import sharp from 'sharp';
import type { ISSUE_IMAGE_TYPES } from '@tavollet/contract/codes';
import { unreadableImageMessage } from '@tavollet/contract/api/issue-report';
import { Invalid } from '../../domain/errors.ts';

type IssueImageType = (typeof ISSUE_IMAGE_TYPES)[number];

/** Longest side of a stored screenshot; smaller images are never enlarged. */
const STORED_IMAGE_MAX_SIDE = 2000;
/** Largest image decoded: 40 megapixels (an 8K screen is 33); more is refused, not decoded. */
const DECODE_MAX_PIXELS = 40_000_000;
/** Stored format. */
export const STORED_IMAGE_MIME = 'image/webp';
const WEBP_QUALITY = 82;
/** One image that takes longer than this to re-encode is refused as unreadable. */
const ENCODE_TIMEOUT_SECONDS = 20;

// Process-wide settings of libvips: one thread per image and no operation cache, so an image
// holds one core and its pixels only while it is encoded.
sharp.concurrency(1);
sharp.cache(false);

/** What sharp reports as the format of each accepted type. */
const SHARP_FORMAT: Record<IssueImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

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

/**
 * Images are re-encoded one at a time in this process, whichever request they belong to, so a
 * flood of uploads keeps at most one core busy with images (the other serves everyone else).
 */
let lane: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = lane.then(work, work);
  lane = result.catch(() => undefined);
  return result;
}

/**
 * Decodes `data` as `claimed` and re-encodes it as WebP; refuses with the file's name when the
 * bytes are not that image (wrong magic, damaged, over the pixel limit, too slow to decode).
 */
export async function reencodeImage(data: Buffer, claimed: IssueImageType, fajlnev: string): Promise<Buffer> {
  const unreadable = () => new Invalid(unreadableImageMessage(fajlnev));
  if (sniffImageType(data) !== claimed) throw unreadable();
  return oneAtATime(async () => {
    try {
      const image = sharp(data, { failOn: 'error', limitInputPixels: DECODE_MAX_PIXELS, pages: 1 });
      const meta = await image.metadata();
      if (meta.format !== SHARP_FORMAT[claimed]) throw unreadable();
      // Orientation applied before the metadata that carries it is dropped (sharp keeps none by default).
      return await image
        .autoOrient()
        .resize({
          width: STORED_IMAGE_MAX_SIDE,
          height: STORED_IMAGE_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: WEBP_QUALITY })
        .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
        .toBuffer();
    } catch (err) {
      if (err instanceof Invalid) throw err;
      throw unreadable();
    }
  });
}
