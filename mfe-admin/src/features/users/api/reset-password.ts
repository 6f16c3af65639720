// POST /api/admin/resetpassword { user_id } (admin-area.md §7 "Users"): the server mails the person
// a password-reset link.
import { useMutation } from '@tanstack/react-query';
import { OkAnswer, UserIdBody } from '@tavollet/contract/api/admin-users';
import { apiRequest } from '@tavollet/contract/client/http';
import { USERS_MUTATION_KEY } from './users-cache.ts';

function resetPassword(userId: number) {
  return apiRequest('POST', '/admin/resetpassword', { body: UserIdBody.parse({ user_id: userId }), schema: OkAnswer });
}

export function useResetPassword() {
  return useMutation({ mutationKey: USERS_MUTATION_KEY, mutationFn: resetPassword });
}
