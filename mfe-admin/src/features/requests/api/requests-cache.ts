// What the requests screen's writes refresh: every page of the list (queryKeys.admin.requests()),
// after a success or a refusal alike (another admin may have changed the row meanwhile), and the
// quotas screen's data, since an edit, a delete or an import moves used days and may add a quota
// year (docs/architecture.md "Dates, working days and quotas").
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const reloadRequests = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.admin.requests() }),
    client.invalidateQueries({ queryKey: queryKeys.admin.quotas() }),
  ]);
