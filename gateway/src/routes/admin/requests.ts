// /api/admin: the leave-request calls (admin-area.md §4 "Leave request status", §7 "Leave
// requests", §8 "Requests"; contract/src/api/admin-requests.ts): one page of the list with its
// total, an edit, a delete (the request is marked torolve; a JSON body on DELETE) and the import.
import {
  ADMIN_REQUEST_MESSAGES as M,
  AdminRequestsQuery,
  BULK_REQUESTS_BODY_LIMIT,
  BulkRequestsBody,
  KerelemIdBody,
  UpdateAdminRequestBody,
  type BulkRequestsAnswer,
  type DeleteAdminRequestAnswer,
  type UpdateAdminRequestAnswer,
} from '@tavollet/contract/api/admin-requests';
import { REQUEST_CSV_MESSAGES } from '@tavollet/contract/domain/request-csv';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { adminActorOf } from '../../http/context.ts';
import { getRequests } from '../../services/admin/requests/get-requests.ts';
import { updateAdminLeaveRequest } from '../../services/admin/requests/update.ts';
import { deleteAdminLeaveRequest } from '../../services/admin/requests/delete.ts';
import { createBulkRequests } from '../../services/admin/requests/create-bulk-requests.ts';

export function adminRequestsRoutes(area: ApiArea, s: Services): void {
  area.route(
    { method: 'GET', path: '/getrequests', permission: 'admin', query: AdminRequestsQuery },
    async (ctx, { query }) => {
      ctx.body = await getRequests(s, adminActorOf(ctx), query);
    },
  );

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
      ctx.body = { ok: true, message: M.updated, request } satisfies UpdateAdminRequestAnswer;
    },
  );

  area.route(
    { method: 'DELETE', path: '/deleteadminleaverequest', permission: 'admin', body: KerelemIdBody, limit: '1kb' },
    async (ctx, { body }) => {
      const back = await deleteAdminLeaveRequest(s, adminActorOf(ctx), body.kerelem_id);
      ctx.body = {
        ok: true,
        message: M.deleted,
        kerelem_id: body.kerelem_id,
        visszaadott_napok: back,
      } satisfies DeleteAdminRequestAnswer;
    },
  );

  // Refusals answer "Import hiba." with `messages` (at most 8 rows' texts, then "…").
  area.route(
    {
      method: 'POST',
      path: '/createbulkrequests',
      permission: 'admin',
      body: BulkRequestsBody,
      limit: BULK_REQUESTS_BODY_LIMIT,
      tooLargeMessage: REQUEST_CSV_MESSAGES.tooManyRows,
    },
    async (ctx, { body }) => {
      const { message, ...counts } = await createBulkRequests(s, adminActorOf(ctx), body);
      ctx.body = { ok: true, message, ...counts } satisfies BulkRequestsAnswer;
    },
  );
}
