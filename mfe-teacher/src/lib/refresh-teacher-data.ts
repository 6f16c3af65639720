// After any write of the teacher area (submit, draft save or delete, withdraw), both reads can
// be out of date: getdata's quotas, drafts and frequency, and the history's rows. They are marked
// stale in the page's one QueryClient, so whichever is on screen loads again (keeping its
// previous answer visible meanwhile) and the other loads when next opened.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export function refreshTeacherData(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.teacher.data() }),
    client.invalidateQueries({ queryKey: queryKeys.teacher.histories() }),
  ]).then(() => undefined);
}
