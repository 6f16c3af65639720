// What the requests screen's writes refresh: every page of the list (queryKeys.admin.requests()),
// after a success or a refusal alike (another admin may have changed the row meanwhile).
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const reloadRequests = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.admin.requests() });
