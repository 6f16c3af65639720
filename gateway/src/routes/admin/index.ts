// /api/admin/*: the administrator area (admin-area.md §7). Every route needs the admin session
// (`permission: 'admin'`; http/permissions.ts refuses a staff permission on these paths). Logic
// goes in services/admin/, payloads in contract/src/api/admin.ts.
import type { Services } from '../../services/deps.ts';
import { defineArea, type ApiArea } from '../../http/route.ts';
import { adminMeRoute } from './auth-me.ts';

export function adminArea(_s: Services): ApiArea {
  const area = defineArea('/admin');
  adminMeRoute(area);
  return area;
}
