// THE permission table (issue "Gateway core" §5): which caller each API route needs, keyed
// `METHOD /api/path` exactly as the router registers it. A route missing here is refused at
// run time (403) and fails the permission-walk test (gateway/test/permissions).
//   'public'  anyone, signed in or not
//   'staff'   a signed-in, not blocked staff member, any role
//   Role[]    a signed-in, not blocked staff member holding at least one of these roles
//   'admin'   a signed-in admin (separate session, admin-area.md §1)
import type { Role } from '@tavollet/contract/codes';

export type Permission = 'public' | 'staff' | 'admin' | readonly Role[];

export const PERMISSIONS: Readonly<Record<string, Permission>> = {
  // System (always public: load balancers and the shell before sign-in)
  'GET /api/health': 'public',
  'GET /api/remotes': 'public',

  // Staff authentication (staff-area.md §7)
  'POST /api/auth/login': 'public',
  'GET /api/auth/me': 'staff',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/verify': 'public',
  'POST /api/auth/setpassword': 'public',
  'POST /api/auth/resetpassword': 'public',
  'POST /api/user/change-password': 'staff',
  'POST /api/user/report-issue': 'staff',

  // Teacher area (staff-area.md §6 "tanar"; contract/src/api/teacher.ts): the role is what
  // counts, so a deputy or HR member who also holds tanar may use it for their own requests.
  'GET /api/user/teacher/getdata': ['tanar'],
  'POST /api/user/teacher/submit': ['tanar'],
  'POST /api/user/teacher/savedraft': ['tanar'],
  'DELETE /api/user/teacher/deletedraft': ['tanar'],
  'POST /api/user/teacher/withdraw': ['tanar'],
  'GET /api/user/teacher/history': ['tanar'],
  'GET /api/user/teacher/workingdays': ['tanar'],

  // Admin authentication (admin-area.md §7)
  'POST /api/auth/admin/login': 'public',
  'POST /api/auth/admin/logout': 'public',
  'GET /api/admin/auth/me': 'admin',
};

/** The permission of a route key; HEAD is answered like GET. */
export function permissionOf(method: string, path: string): Permission | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  return PERMISSIONS[`${m} ${path}`];
}

/** Paths whose session is the admin one (separate cookie; ARCHITECTURE.md "Sessions"). */
export function isAdminPath(path: string): boolean {
  return path.startsWith('/api/admin/') || path === '/api/admin' || path.startsWith('/api/auth/admin/');
}
