// Where the admin area's pages are (admin-area.md §2 "Screens and routes"). The shell mounts the
// remote at /admin (contract REMOTES), so links are absolute; `returnTo` brings a signed-out
// visitor back to the admin page they asked for, never anywhere else.
export const ADMIN_BASE = '/admin';
export const ADMIN_HOME = `${ADMIN_BASE}/kezdo`;

/** The side menu, in the spec's order: path under /admin and the i18n key of its label. */
export const ADMIN_MENU = [
  { path: 'kezdo', label: 'nav.kezdo' },
  { path: 'felhasznalok', label: 'nav.felhasznalok' },
  { path: 'tanev-napok', label: 'nav.tanevNapok' },
  { path: 'szabadsag-keretek', label: 'nav.szabadsagKeretek' },
  { path: 'szabadsag-kerelmek', label: 'nav.szabadsagKerelmek' },
  // Not in the spec: the approval routing editor, a page under the requests.
  { path: 'szabadsag-kerelmek/utvonalak', label: 'nav.utvonalak' },
  { path: 'email', label: 'nav.email' },
  { path: 'hibabejelentesek', label: 'nav.hibabejelentesek' },
  // Not in the spec: the audit log.
  { path: 'naplo', label: 'nav.naplo' },
] as const;

/** An admin page of this site: `/admin/<something>`, no scheme, host or `//`. */
export function isSafeAdminReturnTo(value: string | null | undefined): value is string {
  if (!value || !value.startsWith(`${ADMIN_BASE}/`) || value.length > 500) return false;
  return !value.includes('//') && !value.includes('\\');
}

/** The login page, asked to come back to `returnTo` when it is an admin page. */
export function adminLoginPath(returnTo?: string | null): string {
  return isSafeAdminReturnTo(returnTo) ? `${ADMIN_BASE}?returnTo=${encodeURIComponent(returnTo)}` : ADMIN_BASE;
}
