// Scheduled e-mails (admin-area.md §3 "Scheduled email" and "Schedule save payload"): stored
// with the save payload's field names; the list answer maps them to the screen's names.
import { Schema, type Connection } from 'mongoose';
import { MAIL_FREQUENCIES, RECIPIENT_GROUPS } from '@tavollet/contract/codes';

const scheduledEmailSchema = new Schema(
  {
    email_id: { type: Number, required: true },
    email_kod: { type: String, required: true, trim: true },
    email_nev: { type: String, required: true, trim: true },
    targy: { type: String, required: true },
    szoveg: { type: String, default: '' },
    to: { type: [String], default: [] },
    group: { type: [{ type: String, enum: RECIPIENT_GROUPS }], default: [] },
    gyakorisag: { type: String, enum: MAIL_FREQUENCIES, required: true },
    /** HH:MM:00; null for every-6-hours. */
    kuldes_idopont: { type: String, default: null },
    het_napja: { type: Number, min: 1, max: 7, default: null },
    /** Every chosen weekday, sorted; het_napja is the smallest. */
    het_napjai: { type: [Number], default: undefined },
    honap_napja: { type: Number, min: 1, max: 31, default: null },
    honap_szama: { type: Number, min: 1, max: 12, default: null },
    intervallum_percekben: { type: Number, default: null },
    funkcio_id: { type: Number, default: null },
    aktiv: { type: Boolean, default: true },
    utolso_kuldes: { type: Date, default: null },
  },
  { timestamps: true, collection: 'scheduled_emails' },
);
scheduledEmailSchema.index({ email_id: 1 }, { unique: true });
scheduledEmailSchema.index({ email_kod: 1 }, { unique: true });

export const scheduledEmailModel = (conn: Connection) => conn.model('ScheduledEmail', scheduledEmailSchema);
