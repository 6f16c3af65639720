// After any leaders write (approve, reject, bulk approve, a request filed for a teacher) every
// leaders read may be out of date: both areas' lists and counts, the details, the chosen
// teacher's quota. The whole area root is marked stale (docs/architecture.md "Server state and
// forms"), also after a refusal: a 409 means someone else changed the list meanwhile. A teacher's
// own reads are refreshed too, for a person who holds the teacher role as well.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export function refreshLeadersData(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.leaders.all }),
    client.invalidateQueries({ queryKey: queryKeys.teacher.all }),
  ]).then(() => undefined);
}
