// GET /api/admin/getusers (admin-area.md §7 "Users"): every user an admin manages, by name in
// Hungarian order. Deleted people kept for their history are not listed.
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import type { AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { STORED_USER_FIELDS, toAdminUser, type StoredUser } from './user-fields.ts';

const HUNGARIAN = new Intl.Collator('hu', { sensitivity: 'base', numeric: true });

export async function getUsers(s: Services, _actor: AdminActor): Promise<AdminUser[]> {
  const rows = await s.models.User.find({ deletedAt: null }, STORED_USER_FIELDS).lean<StoredUser[]>();
  return rows.map(toAdminUser).sort((a, b) => HUNGARIAN.compare(a.nev, b.nev) || a.user_id - b.user_id);
}
