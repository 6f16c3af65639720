// Bug reports and improvement suggestions (staff-area.md §3 "Issue report payload",
// admin-area.md §3 "Issue report"). Image bytes live in `issue_images`, loaded lazily.
import { Schema, type Connection } from 'mongoose';
import { ISSUE_STATUSES, ISSUE_TYPES } from '@tavollet/contract/codes';
import { ISSUE_MAX_DESCRIPTION, ISSUE_MAX_SUBJECT } from '@tavollet/contract/api/issue-report';

const imageRefSchema = new Schema(
  { kep_id: { type: Number, required: true }, fajlnev: { type: String, required: true }, mime: String },
  { _id: false },
);

const issueReportSchema = new Schema(
  {
    bejelentes_id: { type: Number, required: true },
    bejelentes_idopont: { type: Date, required: true },
    bejelento: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Name and e-mail at the time of the report, so a deleted user's reports stay readable. */
    bejelento_nev: { type: String, required: true },
    bejelento_email: { type: String, required: true },
    bejelentes_tipus: { type: String, enum: ISSUE_TYPES, required: true },
    targy: { type: String, required: true, maxlength: ISSUE_MAX_SUBJECT },
    leiras: { type: String, required: true, maxlength: ISSUE_MAX_DESCRIPTION },
    statusz: { type: String, enum: ISSUE_STATUSES, default: 'uj' },
    kritikus_e: { type: Boolean, default: false },
    tovabbitva_fejlesztonek: { type: Boolean, default: false },
    fejlesztoi_uzenet: { type: String, default: null },
    kepek: { type: [imageRefSchema], default: [] },
  },
  { timestamps: true, collection: 'issue_reports' },
);
issueReportSchema.index({ bejelentes_id: 1 }, { unique: true });
issueReportSchema.index({ statusz: 1, bejelentes_idopont: -1 });

export const issueReportModel = (conn: Connection) => conn.model('IssueReport', issueReportSchema);
