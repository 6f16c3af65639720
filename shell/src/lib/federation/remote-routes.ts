// Which remote owns which path (staff-area.md §2 route table; REMOTES in the contract).
import { REMOTES, withoutTrailingSlash, type RemoteName } from '@tavollet/contract/remote-props';
import { normaliseRole, type Role } from '@tavollet/contract/codes';

/** One place a remote is mounted: `/app/igazgato` and `/app/igazgatohelyettes` share a remote. */
export interface RemoteMount {
  name: RemoteName;
  /** Absolute path the remote's `<Routes>` are relative to. */
  basePath: string;
  /** The staff role of this area (`/app/<role>`); null for the admin area. */
  role: Role | null;
}

function roleOf(basePath: string): Role | null {
  const segment = /^\/app\/([^/]+)$/.exec(basePath)?.[1];
  return segment ? normaliseRole(segment) : null;
}

export const REMOTE_MOUNTS: readonly RemoteMount[] = REMOTES.flatMap((remote) =>
  remote.routes.map((basePath) => ({ name: remote.name, basePath, role: roleOf(basePath) })),
);

/**
 * The mount whose base path is `pathname` or a parent of it, matching whole segments only:
 * `/app/igazgatohelyettes/x` belongs to the deputy mount, not to `/app/igazgato`.
 */
export function remoteForPath(pathname: string): RemoteMount | null {
  const path = withoutTrailingSlash(pathname);
  return REMOTE_MOUNTS.find((m) => path === m.basePath || path.startsWith(`${m.basePath}/`)) ?? null;
}
