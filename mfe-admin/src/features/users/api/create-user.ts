// POST /api/admin/createusers (admin-area.md §5 "Create user", §7 "Users"): 400 with `error`, 409
// with `details`. A success reloads the whole list (admin-area.md §4 "User").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateUserAnswer, CreateUserBody } from '@tavollet/contract/api/admin-users';
import { apiRequest } from '@tavollet/contract/client/http';
import { reloadUsers, USERS_MUTATION_KEY } from './users-cache.ts';

function createUser(body: CreateUserBody) {
  return apiRequest('POST', '/admin/createusers', { body: CreateUserBody.parse(body), schema: CreateUserAnswer });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: USERS_MUTATION_KEY,
    mutationFn: createUser,
    onSuccess: () => reloadUsers(client),
  });
}
