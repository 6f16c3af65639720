// POST /api/user/teacher/withdraw { kerelem_id } (new): the teacher withdraws a request that
// still awaits a decision; it then shows as Visszavonva.
import type { z } from 'zod';
import { apiRequest } from '@tavollet/contract/client/http';
import { KerelemIdBody } from '@tavollet/contract/api/teacher';
import { OkMessage } from '@tavollet/contract/api/auth';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export function withdrawRequest(body: z.input<typeof KerelemIdBody>) {
  return apiRequest('POST', '/user/teacher/withdraw', { body: KerelemIdBody.parse(body), schema: OkMessage });
}

export function useWithdrawRequest() {
  return useApiMutation(withdrawRequest);
}
