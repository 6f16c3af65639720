// GET /api/auth/me (staff-area.md §7): the signed-in user, for the session check on load.
import { apiRequest } from '@tavollet/contract/client/http';
import { StaffUserAnswer } from '@tavollet/contract/api/auth';
import type { SessionUser } from '@tavollet/contract/remote-props';

export async function getMe(): Promise<SessionUser> {
  const answer = await apiRequest('GET', '/auth/me', { schema: StaffUserAnswer });
  return answer.user;
}
