// Invitations of imported people (admin-area.md §7 "Users"), queued after the import's commit: the
// same token and mail as `sendInviteMail` (services/auth/staff-auth.ts: a 72-hour single-use
// link, its SHA-256 stored), made for every new person with one insert of tokens and one insert
// of mail jobs, so 5,000 invitations cost two round trips instead of 15,000.
// One mail job per person.
import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { TOKEN_TTL_MS, sha256 } from '../../../auth/tokens.ts';
import { inviteMail, setPasswordLink } from '../../../mail/templates.ts';
import type { Services } from '../../deps.ts';

export interface Invitee {
  _id: Types.ObjectId;
  email: string;
  nev: string;
}

export async function queueInvitations(s: Services, people: readonly Invitee[]): Promise<number> {
  if (people.length === 0) return 0;
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS.invite);
  const tokens = people.map(() => randomBytes(32).toString('base64url'));
  await s.models.AuthToken.insertMany(
    people.map((p, i) => ({ tokenHash: sha256(tokens[i]!), kind: 'invite', user: p._id, expiresAt })),
  );
  await s.mailer.sendMany(people.map((p, i) => inviteMail(p.email, p.nev, setPasswordLink(s.linkBase, tokens[i]!))));
  return people.length;
}
