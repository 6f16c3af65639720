// POST /api/admin/previewbulkusers (not in the spec): what createbulkusers would do with the same
// rows, written nowhere, so the overwrite's confirmation can say whom it blocks.
import { BulkUsersPreviewAnswer, type BulkUsersBody } from '@tavollet/contract/api/admin-users';
import { apiRequest } from '@tavollet/contract/client/http';

export function previewBulkUsers(body: BulkUsersBody) {
  return apiRequest('POST', '/admin/previewbulkusers', { body, schema: BulkUsersPreviewAnswer });
}
