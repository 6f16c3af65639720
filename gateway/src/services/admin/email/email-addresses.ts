// GET /api/admin/getemailaddresses (admin-area.md §7 "E-mail"): the addresses the recipient picker
// offers, for quick mails and schedules alike.
import type { Models } from '../../../db/models.ts';

/** Every user who can get mail (not blocked), by name. */
export async function getEmailAddresses(models: Models): Promise<{ user_id: number; nev: string; email: string }[]> {
  const users = await models.User.find({ blocked: { $ne: true } }, { _id: 0, user_id: 1, nev: 1, email: 1 }).lean();
  return users
    .map((u) => ({ user_id: u.user_id, nev: u.nev, email: u.email }))
    .sort((a, b) => a.nev.localeCompare(b.nev, 'hu'));
}
