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

// --- A signed-in first screen rendered by the gateway ---

/** The id of the page's JSON data block with the answers its first screen was rendered from. */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * A GET of our own API for the page's request (its cookies), answered in process: the status
 * and the answer's JSON. A renderer's reads go through it, so they are exactly what the
 * browser's reads would be answered.
 */
export type ApiGet = (url: string) => Promise<{ status: number; body: unknown }>;

/**
 * A QueryClient's cache as TanStack Query's `dehydrate` gives it and `hydrate` takes it (plain
 * JSON; the contract depends on no front-end library).
 */
export interface DehydratedAnswers {
  queries: unknown[];
  mutations: unknown[];
}

/** What a remote's server renderer gets: the page asked for, the props the shell would pass. */
export interface FirstScreenInput {
  /** The page's path, e.g. `/app/tanar/keres`. */
  path: string;
  /** Its query string with the `?`, or ''. */
  search: string;
  props: RemoteProps;
  get: ApiGet;
}

/** A remote's first screen: its markup inside the shell's remote area, the page's title, its answers. */
export interface FirstScreen {
  html: string;
  /** The browser tab's title as HTML text ("Szabadságkérelem – Távollét"). */
  title: string;
  /** The answers the screen was rendered from. */
  state: DehydratedAnswers;
}

/** null: this path is left to the browser (no server render of it). */
export type RenderFirstScreen = (input: FirstScreenInput) => Promise<FirstScreen | null>;

/** What the shell's server renderer gets: the signed-in frame around a remote's first screen. */
export interface FrameInput {
  path: string;
  search: string;
  user: SessionUser;
  role: Role;
  remote: { name: RemoteName; basePath: string; html: string; state: DehydratedAnswers };
  get: ApiGet;
}

/**
 * The frame's markup with the remote's inside, and the page's answers (the remote's and the
 * shell's own: the session check); null when the shell would not show it so.
 */
export type RenderFrame = (input: FrameInput) => Promise<{ html: string; state: DehydratedAnswers } | null>;
