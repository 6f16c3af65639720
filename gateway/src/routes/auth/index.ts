// /api/auth/*: staff and admin sign-in, invitations and password resets (staff-area.md §7,
// admin-area.md §7 "Authentication"). Logic in services/auth/.
import type { Services } from '../../services/deps.ts';
import { defineArea, type ApiArea } from '../../http/route.ts';
import { staffSessionRoutes } from './staff.ts';
import { passwordRoutes } from './password.ts';
import { adminSessionRoutes } from './admin.ts';

export function authArea(s: Services): ApiArea {
  const area = defineArea('/auth');
  staffSessionRoutes(area, s);
  passwordRoutes(area, s);
  adminSessionRoutes(area, s);
  return area;
}
