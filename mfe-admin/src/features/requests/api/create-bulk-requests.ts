// POST /api/admin/createbulkrequests { overwrite, leaves } (admin-area.md §5 "Request CSV", §7):
// the rows the browser's own check accepted; a refusal answers "Import hiba." with `messages`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkRequestsAnswer, type BulkRequestsBody } from '@tavollet/contract/api/admin-requests';
import { apiRequest } from '@tavollet/contract/client/http';
import { reloadRequests } from './requests-cache.ts';

/** The body is built from parseRequestCsv's rows: not parsed again here (up to 10 000 rows). */
function createBulkRequests(body: BulkRequestsBody) {
  return apiRequest('POST', '/admin/createbulkrequests', { body, schema: BulkRequestsAnswer });
}

export function useCreateBulkRequests() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBulkRequests, onSettled: () => reloadRequests(client) });
}
