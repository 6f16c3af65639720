// PATCH /api/admin/updateadminleaverequest UpdateAdminRequestBody -> UpdateAdminRequestAnswer
// (admin-area.md §4 "Leave request status", §7, §8 "Requests": "Kérelem módosítva.";
// docs/decisions/0461-admin-request-edit.md).
import {
  ADMIN_REQUEST_MESSAGES as M,
  UpdateAdminRequestBody,
  type UpdateAdminRequestAnswer,
} from '@tavollet/contract/api/admin-requests';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { updateAdminLeaveRequest } from '../../../services/admin/requests/update.ts';

export function updateRequestRoute(area: ApiArea, s: Services): void {
  area.route(
    {
      method: 'PATCH',
      path: '/updateadminleaverequest',
      permission: 'admin',
      body: UpdateAdminRequestBody,
      limit: '2kb',
    },
    async (ctx, { body }) => {
      const request = await updateAdminLeaveRequest(s, adminActorOf(ctx), body);
      const answer: UpdateAdminRequestAnswer = { ok: true, message: M.updated, request };
      ctx.body = answer;
    },
  );
}
