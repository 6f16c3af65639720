// POST /api/auth/logout (staff-area.md §7): ends the server session; the answer is not used.
import { apiRequest } from '@tavollet/contract/client/http';
import { OkMessage } from '@tavollet/contract/api/auth';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/auth/logout', { schema: OkMessage });
}
