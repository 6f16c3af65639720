// /api/leaders/*: the principal's and the deputy's calls (staff-area.md §6 "igazgato",
// "igazgatohelyettes"): approval lists and decisions, the deputy's request on a teacher's
// behalf. Routes go in this folder (one file per call, declared on this area with
// `permission: ['igazgato', 'igazgatohelyettes']` or narrower), their logic in
// services/leaders/ (the shared leave rules, quota moves and the on-behalf submit are in
// services/leave/ and services/teacher/submit.ts), their payloads in contract/src/api/leaders.ts.
import type { Services } from '../../services/deps.ts';
import { defineArea, type ApiArea } from '../../http/route.ts';

export function leadersArea(_s: Services): ApiArea {
  return defineArea('/leaders');
}
