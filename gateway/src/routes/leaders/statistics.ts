// Statistics of the leaders' screens (contract/src/api/leaders-statistics.ts).
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';

export function statisticsRoutes(_area: ApiArea, _s: Services): void {}
