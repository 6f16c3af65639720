// Every database-backed API area, mounted under /api by app.ts. One route table per area:
// routes/<area>.ts declares the area and its routes, each row with its method, path, permission,
// payload schemas, limits and the service it calls (http/route.ts); the logic lives in
// services/<area>/ (shared leave rules in services/leave/), payloads and answers in
// contract/src/api/<area>.ts. The permission-walk test calls every declared route.
import type { Services } from '../services/deps.ts';
import type { ApiArea } from '../http/route.ts';
import { authArea } from './auth.ts';
import { userArea } from './user.ts';
import { teacherArea } from './teacher.ts';
import { leadersArea } from './leaders.ts';
import { hrArea } from './hr.ts';
import { adminArea } from './admin.ts';
import { calendarFeedAreas } from './calendar-feed.ts';

export function apiAreas(s: Services): ApiArea[] {
  return [authArea(s), userArea(s), teacherArea(s), leadersArea(s), hrArea(s), adminArea(s), ...calendarFeedAreas(s)];
}
