// DELETE /api/user/teacher/deletedraft { kerelem_id } (new: the spec removed drafts only locally).
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { KerelemIdBody } from '@tavollet/contract/api/teacher';
import { OkMessage } from '@tavollet/contract/api/auth';
import { refreshTeacherData } from '../../../lib/refresh-teacher-data.ts';

function deleteDraft(body: z.input<typeof KerelemIdBody>) {
  return apiRequest('DELETE', '/user/teacher/deletedraft', { body: KerelemIdBody.parse(body), schema: OkMessage });
}

export function useDeleteDraft() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDraft, onSettled: () => void refreshTeacherData(client) });
}
