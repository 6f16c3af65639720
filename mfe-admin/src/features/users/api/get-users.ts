// GET /api/admin/getusers (admin-area.md §7 "Users"): every user not deleted, by name in Hungarian
// order (the server's order is kept).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GetUsersAnswer } from '@tavollet/contract/api/admin-users';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const usersQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.usersList(),
    queryFn: ({ signal }) => apiRequest('GET', '/admin/getusers', { schema: GetUsersAnswer, signal }),
  });

export const useUsers = () => useQuery(usersQuery());
