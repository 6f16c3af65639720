// POST /api/user/teacher/submit (staff-area.md §7): tipus, mettol, meddig, megjegyzes; with the
// loaded draft's kerelem_id the draft itself becomes the request (contract/src/api/teacher.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { SubmitAnswer, SubmitBody } from '@tavollet/contract/api/teacher';
import { refreshTeacherData } from '../../../lib/refresh-teacher-data.ts';

function submitRequest(body: SubmitBody) {
  return apiRequest('POST', '/user/teacher/submit', { body: SubmitBody.parse(body), schema: SubmitAnswer });
}

/** Refreshes also after a refusal: the quotas or drafts may have changed meanwhile. */
export function useSubmitRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitRequest, onSettled: () => void refreshTeacherData(client) });
}
