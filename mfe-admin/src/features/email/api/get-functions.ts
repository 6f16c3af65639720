// GET /api/admin/getfunctions (admin-area.md §7 "E-mail", §3 "Function"): the content functions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FunctionsAnswer } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

const mailFunctionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.emailFunctions(),
    queryFn: ({ signal }) => apiRequest('GET', '/admin/getfunctions', { schema: FunctionsAnswer, signal }),
  });

export const useMailFunctions = () => useQuery(mailFunctionsQuery());
