// GET /api/auth/verify?token (staff-area.md §7): ok, message and the invited user.
import { apiRequest } from '@tavollet/contract/client/http';
import { VerifyAnswer } from '@tavollet/contract/api/auth';

export async function verifyToken(token: string): Promise<VerifyAnswer> {
  return apiRequest('GET', '/auth/verify', { query: { token }, schema: VerifyAnswer });
}
