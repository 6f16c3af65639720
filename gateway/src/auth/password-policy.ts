// What a new password may not be (docs/architecture.md "Sessions and sign-in"): one of the most
// common passwords, or something containing the person's name, username or e-mail. Checked on the
// server wherever a password is set: the invitation and reset link, the person's own change, the
// first admin from the environment. The list stays out of the browser bundle; the forms show the
// server's message.
import { createRequire } from 'node:module';
import type { dictionary as Dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import { foldSearchText } from '@tavollet/contract/domain/search-text';

let common: ReadonlySet<string> | undefined;

/**
 * The zxcvbn-ts common list (about 49,000 passwords from public leaks, most common first, lower
 * case), read on first use: decompressing it costs ~100 ms, which a start that never sets a
 * password does not pay.
 */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: typeof Dictionary };
    common = new Set(dictionary['passwords-common']);
  }
  return common;
}

/** Whose password it is: every field optional (an admin has no username). */
export interface PasswordOwner {
  nev?: string | null | undefined;
  email?: string | null | undefined;
  felhasznalonev?: string | null | undefined;
}

/** Shorter parts would refuse too much by chance ("Dr", "Ed"). */
const MIN_PART = 3;

/** The folded words a password may not contain: name parts, the username, the e-mail's local part. */
function personalParts(owner: PasswordOwner): string[] {
  const names = foldSearchText(owner.nev ?? '').split(/[^\p{L}]+/u);
  const whole = [owner.felhasznalonev ?? '', (owner.email ?? '').split('@')[0] ?? ''].map(foldSearchText);
  return [...names, ...whole].filter((p) => p.length >= MIN_PART);
}

/** The Hungarian reason a password is refused, or null when it may be used. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (commonPasswords().has(password.toLowerCase())) return M.passwordCommon;
  const folded = foldSearchText(password);
  if (personalParts(owner).some((part) => folded.includes(part))) return M.passwordPersonal;
  return null;
}
