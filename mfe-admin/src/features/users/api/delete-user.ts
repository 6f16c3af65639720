// DELETE /api/admin/deleteusers { user_id } (admin-area.md §4, §7 "Users"): the row leaves the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteUserAnswer, UserIdBody } from '@tavollet/contract/api/admin-users';
import { apiRequest } from '@tavollet/contract/client/http';
import { patchUserRow, USERS_MUTATION_KEY } from './users-cache.ts';

function deleteUser(userId: number) {
  return apiRequest('DELETE', '/admin/deleteusers', {
    body: UserIdBody.parse({ user_id: userId }),
    schema: DeleteUserAnswer,
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: USERS_MUTATION_KEY,
    mutationFn: deleteUser,
    onSuccess: (answer) => patchUserRow(client, answer.user_id, () => null),
  });
}
