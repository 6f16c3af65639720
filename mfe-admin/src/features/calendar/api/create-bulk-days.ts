// POST /api/admin/createbulkdays { overwrite, dayList } (admin-area.md §5 "Day CSV (school-year
// screen check)", §7, §8 "Calendar"): the rows the browser's own
// check accepted. A refusal answers `messages`; a success reloads the months shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkDaysAnswer, type BulkDaysBody } from '@tavollet/contract/api/admin-calendar';
import { apiRequest } from '@tavollet/contract/client/http';
import { reloadDays } from './calendar-cache.ts';

/** The body is built from parseDayCsv's rows: not parsed again here (up to 10 000 rows). */
function createBulkDays(body: BulkDaysBody) {
  return apiRequest('POST', '/admin/createbulkdays', { body, schema: BulkDaysAnswer });
}

export function useCreateBulkDays() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBulkDays, onSuccess: () => reloadDays(client) });
}
