// /api/admin: the audit log "Napló" (contract/src/api/admin-audit.ts): one page, and the same
// filter as a streamed CSV file. Read-only by design: no route edits or deletes an entry.
import { AuditLogQuery, type AuditLogAnswer } from '@tavollet/contract/api/admin-audit';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { adminActorOf } from '../../http/context.ts';
import { exportAuditLog, getAuditLog } from '../../services/admin/audit/audit-log.ts';

export function adminAuditRoutes(area: ApiArea, s: Services): void {
  area.route(
    { method: 'GET', path: '/getauditlog', permission: 'admin', query: AuditLogQuery },
    async (ctx, { query }) => {
      ctx.body = (await getAuditLog(s, adminActorOf(ctx), query)) satisfies AuditLogAnswer;
    },
  );

  // A plain link with the filter in its query downloads it (as the HR export).
  area.route(
    { method: 'GET', path: '/exportauditlog', permission: 'admin', query: AuditLogQuery },
    async (ctx, { query }) => {
      const { fileName, stream } = await exportAuditLog(s, adminActorOf(ctx), query);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment(fileName);
      ctx.body = stream;
    },
  );
}
