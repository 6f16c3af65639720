// POST /api/auth/admin/logout (admin-area.md §7): ends the admin session on the server.
import { apiRequest } from '@tavollet/contract/client/http';
import { OkMessage } from '@tavollet/contract/api/auth';

export async function adminLogout(): Promise<void> {
  await apiRequest('POST', '/auth/admin/logout', { schema: OkMessage });
}
