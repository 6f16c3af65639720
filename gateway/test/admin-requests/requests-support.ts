// Helpers of the admin request tests: the admin's calls, a person's stored quota and requests,
// and a snapshot of everything an import or an edit may write (to prove a refusal changed nothing).
import { expect } from 'vitest';
import { AdminRequestsAnswer, type AdminRequestsParams } from '@tavollet/contract/api/admin-requests';
import type { Client } from '../support/client.ts';
import type { World } from '../support/teacher-fixtures.ts';
import type { UserDoc } from '../../src/models/user.ts';

export { adminClient } from '../admin-users/users-support.ts';

export async function listRequests(admin: Client, params: AdminRequestsParams = {}) {
  const q = new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await admin.get(`/api/admin/getrequests${q ? `?${q}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AdminRequestsAnswer.parse(res.body);
}

export const editRequest = (admin: Client, body: Record<string, unknown>) =>
  admin.request('PATCH', '/api/admin/updateadminleaverequest', { json: body });

export const deleteRequest = (admin: Client, kerelem_id: unknown) =>
  admin.request('DELETE', '/api/admin/deleteadminleaverequest', { json: { kerelem_id } });

export const importLeaves = (admin: Client, leaves: unknown[], overwrite = false) =>
  admin.post('/api/admin/createbulkrequests', { overwrite, leaves });

/** `<type>_felhasznalt` of a person's year (0 without a quota document). */
export async function usedDays(w: World, user: UserDoc, ev: number, tipus = 'rendes_szabadsag'): Promise<number> {
  const doc = (await w.models.Quota.findOne({ user: user._id, ev }).lean()) as Record<string, unknown> | null;
  return typeof doc?.[`${tipus}_felhasznalt`] === 'number' ? (doc[`${tipus}_felhasznalt`] as number) : 0;
}

/** Everything the admin's request calls may write, to compare before and after a refusal. */
export async function snapshot(w: World): Promise<string> {
  const [requests, quotas, counter, audits, serials] = await Promise.all([
    w.models.LeaveRequest.find({}, { updatedAt: 0, __v: 0 }).sort({ kerelem_id: 1 }).lean(),
    w.models.Quota.find({}, { updatedAt: 0, __v: 0 }).sort({ user: 1, ev: 1 }).lean(),
    w.models.Counter.findById('kerelem_id').lean(),
    w.models.AuditLog.countDocuments({ action: /^admin\.request/ }),
    w.models.RequestSerial.countDocuments(),
  ]);
  return JSON.stringify({ requests, quotas, counter, audits, serials });
}
