// Who may call a route (docs/architecture.md "Gateway: routes, permissions, validation,
// errors"). Each route states its permission where it is declared (http/route.ts); the table
// the guard reads is collected from those declarations, so there is no second list to forget.
//   'public'  anyone, signed in or not
//   'staff'   a signed-in, not blocked staff member, any role
//   Role[]    a signed-in, not blocked staff member holding at least one of these roles
//   'admin'   a signed-in, not blocked admin (separate session, admin-area.md §1)
import type { Role } from '@tavollet/contract/codes';

export type Permission = 'public' | 'staff' | 'admin' | readonly [Role, ...Role[]];

/** `METHOD /api/path` (as the router registers it) -> its permission. */
export type PermissionTable = ReadonlyMap<string, Permission>;

export const routeKey = (method: string, path: string) => `${method === 'HEAD' ? 'GET' : method} ${path}`;

/** Paths whose session is the admin one (separate cookie; docs/architecture.md "Sessions and sign-in"). */
export function isAdminPath(path: string): boolean {
  return path.startsWith('/api/admin/') || path === '/api/admin' || path.startsWith('/api/auth/admin/');
}

/**
 * Refuses a declaration the guard could never satisfy: an admin permission outside the admin
 * paths (the staff session would be consulted) or a staff one on an admin path.
 */
export function assertFitsPath(path: string, permission: Permission): void {
  if (permission === 'public') return;
  if ((permission === 'admin') !== isAdminPath(path)) {
    throw new Error(`route ${path}: permission ${JSON.stringify(permission)} does not fit the path's session area`);
  }
}
