// POST /api/user/teacher/savedraft (staff-area.md §7): tipus_kod, kezdete, vege, megjegyzes;
// with kerelem_id the loaded draft is updated instead of a new one saved.
import { apiRequest } from '@tavollet/contract/client/http';
import { DraftAnswer, DraftBody } from '@tavollet/contract/api/teacher';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export function saveDraft(body: DraftBody) {
  return apiRequest('POST', '/user/teacher/savedraft', { body: DraftBody.parse(body), schema: DraftAnswer });
}

export function useSaveDraft() {
  return useApiMutation(saveDraft);
}
