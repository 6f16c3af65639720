// The contract between the shell (Module Federation host) and every remote's `./App`
// (docs/architecture.md "Module Federation contract").
import type { Role } from './codes.ts';

/** The signed-in staff member as `GET /api/auth/me` returns it (staff-area.md §3). */
export interface SessionUser {
  nev: string;
  email: string;
  szerepkorok: Role[];
}

/** Props the shell passes to a remote's exposed `./App`. */
export interface RemoteProps {
  /** The signed-in user; null only for the admin remote before its own login. */
  user: SessionUser | null;
  /** The role the user works in now; null for the admin remote. */
  role: Role | null;
  /** The path the remote is mounted under, e.g. `/app/tanar` or `/admin`. */
  basePath: string;
}

/** One entry of `GET /api/remotes`. */
export interface RemoteEntry {
  /** Federation name, e.g. `mfe_teacher`. */
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
}

/** Remotes the shell can load, with the routes that mount them. */
export const REMOTES = [
  { name: 'mfe_teacher', folder: 'mfe-teacher', env: 'REMOTE_TEACHER_URL', routes: ['/app/tanar'] },
  {
    name: 'mfe_leaders',
    folder: 'mfe-leaders',
    env: 'REMOTE_LEADERS_URL',
    routes: ['/app/igazgato', '/app/igazgatohelyettes'],
  },
  { name: 'mfe_hr', folder: 'mfe-hr', env: 'REMOTE_HR_URL', routes: ['/app/hr'] },
  { name: 'mfe_admin', folder: 'mfe-admin', env: 'REMOTE_ADMIN_URL', routes: ['/admin'] },
] as const;
export type RemoteName = (typeof REMOTES)[number]['name'];

/** A page path as the routes name it: without trailing slashes (`/app/tanar/` is `/app/tanar`; `/` stays). */
export const withoutTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
