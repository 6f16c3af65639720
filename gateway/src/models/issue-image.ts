// Screenshot bytes of an issue report, addressed as /api/admin/issues/{bejelentes_id}/images/{kep_id}.
import { Schema, type Connection } from 'mongoose';
import { ISSUE_IMAGE_TYPES } from '@tavollet/contract/codes';

const issueImageSchema = new Schema(
  {
    bejelentes_id: { type: Number, required: true },
    kep_id: { type: Number, required: true },
    /** A safe base name ending in `.webp`. */
    fajlnev: { type: String, required: true },
    /**
     * `image/webp` for every image stored since screenshots are re-encoded; older ones may be PNG
     * or JPEG.
     */
    mime: { type: String, enum: ISSUE_IMAGE_TYPES, required: true },
    /** The re-encoded bytes only: never the uploaded original. */
    data: { type: Buffer, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'issue_images' },
);
issueImageSchema.index({ bejelentes_id: 1, kep_id: 1 }, { unique: true });

export const issueImageModel = (conn: Connection) => conn.model('IssueImage', issueImageSchema);
