// GET /api/admin/issues/:bejelentes_id/images/:kep_id (admin-area.md §7 "Issues"): one stored
// screenshot. Only a stored type that is an image we accept AND whose bytes really are that type
// is answered as an image; anything else goes out as a download of unknown bytes, never as
// something a browser would render as a page.
import { createHash } from 'node:crypto';
import { ADMIN_ISSUE_MESSAGES as M } from '@tavollet/contract/api/admin-issues';
import { ISSUE_IMAGE_TYPES } from '@tavollet/contract/codes';
import type { Services } from '../../deps.ts';
import type { AdminActor } from '../../../domain/actor.ts';
import { NotFound } from '../../../domain/errors.ts';
import { sniffImageType } from '../../user/issue-images.ts';

export interface IssueImageFile {
  fajlnev: string;
  /** One of ISSUE_IMAGE_TYPES, or `application/octet-stream` for anything that is not one. */
  contentType: string;
  /** False when the bytes are not a displayable image: the answer is an attachment. */
  inline: boolean;
  data: Buffer;
  /** A strong validator of the bytes (they never change for a `kep_id`). */
  etag: string;
}

export async function issueImage(
  s: Services,
  _actor: AdminActor,
  ids: { bejelentes_id: number; kep_id: number },
): Promise<IssueImageFile> {
  const img = await s.models.IssueImage.findOne({ bejelentes_id: ids.bejelentes_id, kep_id: ids.kep_id }).lean();
  if (!img) throw new NotFound(M.imageNotFound);
  const data = storedBytes(img.data);
  const stored = String(img.mime);
  const safe = (ISSUE_IMAGE_TYPES as readonly string[]).includes(stored) && sniffImageType(data) === stored;
  return {
    fajlnev: img.fajlnev,
    contentType: safe ? stored : 'application/octet-stream',
    inline: safe,
    data,
    etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`,
  };
}

/** The bytes of a stored Buffer field: a lean read gives the driver's BSON Binary, not a Buffer. */
export function storedBytes(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  const bin = value as { buffer: Uint8Array; position: number };
  return Buffer.from(bin.buffer.buffer, bin.buffer.byteOffset, bin.position);
}
