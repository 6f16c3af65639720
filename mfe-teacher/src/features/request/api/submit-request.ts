// POST /api/user/teacher/submit (staff-area.md §7): tipus, mettol, meddig, megjegyzes; with the
// loaded draft's kerelem_id the draft itself becomes the request (contract/src/api/teacher.ts).
import { apiRequest } from '@tavollet/contract/client/http';
import { SubmitAnswer, SubmitBody } from '@tavollet/contract/api/teacher';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export function submitRequest(body: SubmitBody) {
  return apiRequest('POST', '/user/teacher/submit', { body: SubmitBody.parse(body), schema: SubmitAnswer });
}

export function useSubmitRequest() {
  return useApiMutation(submitRequest);
}
