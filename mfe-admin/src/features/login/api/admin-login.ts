// POST /api/auth/admin/login {email, password} (admin-area.md §7): the admin; a refusal's text is
// the server's (wrong credentials, a 429 with "Próbáld újra N … múlva").
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { AdminUserAnswer, type LoginBody } from '@tavollet/contract/api/auth';
import type { AdminUser } from '../../../lib/session/admin-session-store.ts';

async function adminLogin(body: LoginBody): Promise<AdminUser> {
  const answer = await apiRequest('POST', '/auth/admin/login', { body, schema: AdminUserAnswer });
  return answer.user;
}

export function useAdminLogin(onSignedIn: (admin: AdminUser) => void) {
  return useMutation({ mutationFn: adminLogin, onSuccess: onSignedIn });
}
