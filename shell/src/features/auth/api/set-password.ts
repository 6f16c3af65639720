// POST /api/auth/setpassword?token (staff-area.md §7): password, password_confirmed → message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { OkMessage, type SetPasswordBody } from '@tavollet/contract/api/auth';
import { verifyTokenQuery } from './verify-token.ts';

async function setPassword(token: string, body: SetPasswordBody): Promise<string> {
  const answer = await apiRequest('POST', '/auth/setpassword', { query: { token }, body, schema: OkMessage });
  return answer.message;
}

export function useSetPassword(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPasswordBody) => setPassword(token, body),
    // The link is used up: opening it again in this page asks the server afresh (and hears "invalid"),
    // without refetching now under the success message.
    onSuccess: () => client.invalidateQueries({ queryKey: verifyTokenQuery(token).queryKey, refetchType: 'none' }),
  });
}
