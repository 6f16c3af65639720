// POST /api/admin/blockusers { user_id, blocked } (admin-area.md §4, §7 "Users"): `blocked` is the
// state the admin saw; the row takes the state the server answers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BlockUserAnswer, BlockUserBody } from '@tavollet/contract/api/admin-users';
import { apiRequest } from '@tavollet/contract/client/http';
import { patchUserRow, USERS_MUTATION_KEY } from './users-cache.ts';

function blockUser(body: BlockUserBody) {
  return apiRequest('POST', '/admin/blockusers', { body: BlockUserBody.parse(body), schema: BlockUserAnswer });
}

export function useBlockUser() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: USERS_MUTATION_KEY,
    mutationFn: blockUser,
    onSuccess: (answer) => patchUserRow(client, answer.user_id, (u) => ({ ...u, blocked: answer.blocked })),
  });
}
