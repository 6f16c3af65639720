// Approvals, homes' counts and the deputy's on-behalf request (contract/src/api/leaders.ts).
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';

export function approvalRoutes(_area: ApiArea, _s: Services): void {}
