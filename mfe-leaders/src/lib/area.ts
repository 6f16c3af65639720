// Which leader area a screen works in: the shell mounts the remote at /app/igazgato (principal)
// and /app/igazgatohelyettes (deputy), and every call names the matching role as `szerep`
// (contract/src/api/leaders.ts), because one person may hold both roles.
import type { LeaderRole } from '@tavollet/contract/api/leaders';

export type LeaderArea = 'principal' | 'deputy';

export function areaOf(basePath: string): LeaderArea {
  return basePath.replace(/\/+$/, '').endsWith('/igazgatohelyettes') ? 'deputy' : 'principal';
}

export function szerepOf(area: LeaderArea): LeaderRole {
  return area === 'deputy' ? 'igazgatohelyettes' : 'igazgato';
}
