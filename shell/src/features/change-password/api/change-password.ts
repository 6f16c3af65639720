// POST /api/user/change-password (staff-area.md §7): message; the server renews the session.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { OkMessage, type ChangePasswordBody } from '@tavollet/contract/api/auth';

async function changePassword(body: ChangePasswordBody): Promise<string> {
  const answer = await apiRequest('POST', '/user/change-password', { body, schema: OkMessage });
  return answer.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
