// /api/admin/*: the administrator area (admin-area.md §7). Every route needs the admin session
// (`permission: 'admin'`; http/permissions.ts refuses a staff permission on these paths). The
// area's own rows are here; its parts' tables are in admin/ (users, issues, email, calendar,
// quotas, requests, audit), all on this one area.
import type { AdminUserAnswer } from '@tavollet/contract/api/auth';
import type { AdminStatsAnswer } from '@tavollet/contract/api/admin-stats';
import {
  ADMIN_ROUTING_MESSAGES,
  UpdateApprovalRoutingBody,
  type ApprovalRoutingAnswer,
} from '@tavollet/contract/api/admin-routing';
import type { Services } from '../services/deps.ts';
import { defineArea, type ApiArea } from '../http/route.ts';
import { adminActorOf } from '../http/context.ts';
import { getStats } from '../services/admin/stats/get-stats.ts';
import { getApprovalRouting, updateApprovalRouting } from '../services/admin/routing/approval-routing.ts';
import { adminUsersRoutes } from './admin/users.ts';
import { adminIssuesRoutes } from './admin/issues.ts';
import { adminEmailRoutes } from './admin/email.ts';
import { adminCalendarRoutes } from './admin/calendar.ts';
import { adminQuotasRoutes } from './admin/quotas.ts';
import { adminRequestsRoutes } from './admin/requests.ts';
import { adminAuditRoutes } from './admin/audit.ts';

export function adminArea(s: Services): ApiArea {
  const area = defineArea('/admin');

  area.route({ method: 'GET', path: '/auth/me', permission: 'admin' }, (ctx) => {
    const { admin } = adminActorOf(ctx);
    ctx.body = { ok: true, user: { nev: admin.nev, email: admin.email } } satisfies AdminUserAnswer;
  });

  // The server statistics of the admin home, polled every 30 s.
  area.route({ method: 'GET', path: '/getstats', permission: 'admin' }, async (ctx) => {
    ctx.body = (await getStats(s, adminActorOf(ctx))) satisfies AdminStatsAnswer;
  });

  adminUsersRoutes(area, s);
  adminIssuesRoutes(area, s);
  adminEmailRoutes(area, s);
  adminCalendarRoutes(area, s);
  adminQuotasRoutes(area, s);
  adminRequestsRoutes(area, s);
  adminAuditRoutes(area, s);

  // The approval routing table: every leave type's final and preliminary approver.
  area.route({ method: 'GET', path: '/getapprovalrouting', permission: 'admin' }, async (ctx) => {
    ctx.body = { ok: true, rows: await getApprovalRouting(s, adminActorOf(ctx)) } satisfies ApprovalRoutingAnswer;
  });

  area.route(
    {
      method: 'PATCH',
      path: '/updateapprovalrouting',
      permission: 'admin',
      body: UpdateApprovalRoutingBody,
      limit: '4kb',
    },
    async (ctx, { body }) => {
      const rows = await updateApprovalRouting(s, adminActorOf(ctx), body);
      ctx.body = { ok: true, message: ADMIN_ROUTING_MESSAGES.saved, rows } satisfies ApprovalRoutingAnswer;
    },
  );

  return area;
}
