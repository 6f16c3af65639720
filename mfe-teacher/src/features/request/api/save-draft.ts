// POST /api/user/teacher/savedraft (staff-area.md §7): tipus_kod, kezdete, vege, megjegyzes;
// with kerelem_id the loaded draft is updated instead of a new one saved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { DraftAnswer, DraftBody } from '@tavollet/contract/api/teacher';
import { refreshTeacherData } from '../../../lib/refresh-teacher-data.ts';

function saveDraft(body: DraftBody) {
  return apiRequest('POST', '/user/teacher/savedraft', { body: DraftBody.parse(body), schema: DraftAnswer });
}

export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDraft, onSettled: () => void refreshTeacherData(client) });
}
