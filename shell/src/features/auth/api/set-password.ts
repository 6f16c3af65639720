// POST /api/auth/setpassword?token (staff-area.md §7): password, password_confirmed → message.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { OkMessage, type SetPasswordBody } from '@tavollet/contract/api/auth';

export async function setPassword(token: string, body: SetPasswordBody): Promise<string> {
  const answer = await apiRequest('POST', '/auth/setpassword', { query: { token }, body, schema: OkMessage });
  return answer.message;
}

export function useSetPassword(token: string) {
  return useMutation({ mutationFn: (body: SetPasswordBody) => setPassword(token, body) });
}
