// DELETE /api/admin/deleteadminleaverequest { kerelem_id } -> DeleteAdminRequestAnswer (admin-area.md
// §7, §8 "Requests": "Kérelem törölve."; a JSON body on DELETE, read by http/endpoint.ts;
// docs/decisions/0462-admin-request-delete.md).
import {
  ADMIN_REQUEST_MESSAGES as M,
  KerelemIdBody,
  type DeleteAdminRequestAnswer,
} from '@tavollet/contract/api/admin-requests';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { deleteAdminLeaveRequest } from '../../../services/admin/requests/delete.ts';

export function deleteRequestRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'DELETE', path: '/deleteadminleaverequest', permission: 'admin', body: KerelemIdBody, limit: '1kb' },
    async (ctx, { body }) => {
      const back = await deleteAdminLeaveRequest(s, adminActorOf(ctx), body.kerelem_id);
      const answer: DeleteAdminRequestAnswer = {
        ok: true,
        message: M.deleted,
        kerelem_id: body.kerelem_id,
        visszaadott_napok: back,
      };
      ctx.body = answer;
    },
  );
}
