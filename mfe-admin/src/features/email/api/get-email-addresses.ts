// GET /api/admin/getemailaddresses (admin-area.md §7 "E-mail", §3 "Recipient catalogue entry"):
// the people the recipients picker searches.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AddressesAnswer } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

const emailAddressesQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.emailAddresses(),
    queryFn: ({ signal }) => apiRequest('GET', '/admin/getemailaddresses', { schema: AddressesAnswer, signal }),
  });

export const useEmailAddresses = () => useQuery(emailAddressesQuery());
