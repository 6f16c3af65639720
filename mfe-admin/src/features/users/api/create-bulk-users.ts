// POST /api/admin/createbulkusers { overwrite, userList } (admin-area.md §5 "User CSV", §7 "Users"):
// the rows the browser's own check accepted. A refusal answers
// `messages` (the rows' texts); a success reloads the whole list (admin-area.md §4 "User").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkUsersAnswer, type BulkUsersBody } from '@tavollet/contract/api/admin-users';
import { apiRequest } from '@tavollet/contract/client/http';
import { reloadUsers, USERS_MUTATION_KEY } from './users-cache.ts';

/** The body is built from parseUserCsv's rows: not parsed again here (up to 10 000 rows). */
function createBulkUsers(body: BulkUsersBody) {
  return apiRequest('POST', '/admin/createbulkusers', { body, schema: BulkUsersAnswer });
}

export function useCreateBulkUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: USERS_MUTATION_KEY,
    mutationFn: createBulkUsers,
    onSuccess: () => reloadUsers(client),
  });
}
