// POST /api/user/teacher/withdraw { kerelem_id } (new): the teacher withdraws a request that
// still awaits a decision; it then shows as Visszavonva.
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { KerelemIdBody } from '@tavollet/contract/api/teacher';
import { OkMessage } from '@tavollet/contract/api/auth';
import { refreshTeacherData } from '../../../lib/refresh-teacher-data.ts';

function withdrawRequest(body: z.input<typeof KerelemIdBody>) {
  return apiRequest('POST', '/user/teacher/withdraw', { body: KerelemIdBody.parse(body), schema: OkMessage });
}

/** Refreshes also after a refusal: the request may have been decided meanwhile. */
export function useWithdrawRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: withdrawRequest, onSettled: () => void refreshTeacherData(client) });
}
