// Where each role works (staff-area.md §2 "Role home routes"); an unknown role goes to the chooser.
import { ROLE_HOME } from '@tavollet/contract/codes';
import type { SessionUser } from '@tavollet/contract/remote-props';

const ROLE_CHOOSER_PATH = '/app/szerep';

export function homeOf(role: string | null | undefined): string {
  return (role && (ROLE_HOME as Record<string, string>)[role]) || ROLE_CHOOSER_PATH;
}

/**
 * Where a user goes after login (§4): the page first asked for, else the one role's home, else
 * the chooser. `returnTo` is honoured only as a same-origin path inside the staff area.
 */
export function landingPath(user: SessionUser, returnTo: string | null): string {
  if (isSafeReturnTo(returnTo)) return returnTo;
  return user.szerepkorok.length === 1 ? homeOf(user.szerepkorok[0]) : ROLE_CHOOSER_PATH;
}

/** A `.` or `..` path segment, also percent-encoded: it would lead out of `/app/` once resolved. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

export function isSafeReturnTo(path: string | null | undefined): path is string {
  // `/app/` prefix and no backslash or `//`, so it can never name another origin; no dot
  // segment, so it stays inside the staff area once the browser resolves it.
  return (
    typeof path === 'string' &&
    path.startsWith('/app/') &&
    !path.includes('//') &&
    !path.includes('\\') &&
    !path
      .split(/[?#]/, 1)[0]!
      .split('/')
      .some((segment) => DOT_SEGMENT.test(segment))
  );
}
