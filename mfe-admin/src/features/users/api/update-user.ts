// POST /api/admin/updateusers { user_id, changed fields } (admin-area.md §4, §7 "Users"): the row is
// replaced by the stored user the server answers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateUserAnswer, UpdateUserBody } from '@tavollet/contract/api/admin-users';
import { apiRequest } from '@tavollet/contract/client/http';
import { patchUserRow, USERS_MUTATION_KEY } from './users-cache.ts';

function updateUser(body: UpdateUserBody) {
  return apiRequest('POST', '/admin/updateusers', { body: UpdateUserBody.parse(body), schema: UpdateUserAnswer });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: USERS_MUTATION_KEY,
    mutationFn: updateUser,
    onSuccess: (answer) => patchUserRow(client, answer.user.user_id, () => answer.user),
  });
}
