// POST /api/auth/resetpassword (staff-area.md §7): the same answer whether or not the person exists.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { OkMessage, type ResetPasswordBody } from '@tavollet/contract/api/auth';

async function requestPasswordReset(body: ResetPasswordBody): Promise<string> {
  const answer = await apiRequest('POST', '/auth/resetpassword', { body, schema: OkMessage });
  return answer.message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
