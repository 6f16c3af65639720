// Who did what and when: sign-ins, password changes, admin edits, decisions. Appended only
// (services/audit.ts); the admin reads it (services/admin/audit/); entries older than
// AUDIT_RETENTION_DAYS are removed by a daily job (jobs/audit-retention-job.ts).
import { Schema, type Connection } from 'mongoose';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';

const auditLogSchema = new Schema(
  {
    at: { type: Date, required: true, default: () => new Date() },
    actorKind: { type: String, enum: ['user', 'admin', 'system', 'anonymous'], required: true },
    actor: { type: Schema.Types.ObjectId, default: null },
    /** Dotted verb, e.g. `auth.login` (contract/src/api/admin-audit.ts lists them). */
    action: { type: String, required: true },
    target: { type: String, default: null },
    ip: { type: String, default: null },
    details: { type: Schema.Types.Mixed, default: null },
    /**
     * The Budapest calendar day of `at`, set on write: the audit log reads its newest pages day by
     * day through this field's index (services/admin/audit/audit-pages.ts says why). Null on
     * entries written before it existed until the daily job fills it in.
     */
    day: {
      type: String,
      default(this: { at?: Date }) {
        return this.at ? budapestToday(this.at) : null;
      },
    },
  },
  { collection: 'audit_log', versionKey: false },
);
auditLogSchema.index({ at: -1 });
auditLogSchema.index({ actor: 1, at: -1 });
auditLogSchema.index({ action: 1, at: -1 });
// The audit log's target filter (services/admin/audit/audit-log.ts).
auditLogSchema.index({ target: 1, at: -1 });
auditLogSchema.index({ day: 1 });

export const auditLogModel = (conn: Connection) => conn.model('AuditLog', auditLogSchema);
