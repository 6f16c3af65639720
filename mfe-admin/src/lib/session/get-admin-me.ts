// GET /api/admin/auth/me (admin-area.md §7): the signed-in admin, or a 401 without an admin session.
import { apiRequest } from '@tavollet/contract/client/http';
import { AdminUserAnswer } from '@tavollet/contract/api/auth';
import type { AdminUser } from './admin-session-store.ts';

export async function getAdminMe(): Promise<AdminUser> {
  const answer = await apiRequest('GET', '/admin/auth/me', { schema: AdminUserAnswer });
  return answer.user;
}
