// Every database-backed API area, mounted under /api by app.ts (docs/architecture.md "How to
// add a remote, an endpoint, a screen"). One folder per area: routes/<area>/index.ts declares
// the area and its routes (each with its permission, http/route.ts); the logic lives in
// services/<area>/ (shared leave rules in services/leave/); payloads and answers in
// contract/src/api/<area>.ts. The permission-walk test calls every declared route.
import type { Services } from '../services/deps.ts';
import type { ApiArea } from '../http/route.ts';
import { authArea } from './auth/index.ts';
import { userArea } from './user/index.ts';
import { teacherArea } from './user/teacher/index.ts';
import { leadersArea } from './leaders/index.ts';
import { hrArea } from './hr/index.ts';
import { adminArea } from './admin/index.ts';

export function apiAreas(s: Services): ApiArea[] {
  return [authArea(s), userArea(s), teacherArea(s), leadersArea(s), hrArea(s), adminArea(s)];
}
