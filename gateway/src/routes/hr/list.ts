// GET /api/hr/requests -> HrListAnswer and GET /api/hr/requests/:kerelem_id -> HrDetailsAnswer
// (new: the spec's HR screen ran on sample data; contract/src/api/hr.ts).
import { HrDetailsParams, HrListQuery, type HrDetailsAnswer, type HrListAnswer } from '@tavollet/contract/api/hr';
import type { z } from 'zod';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { staffActor } from '../../http/context.ts';
import { hrRequests } from '../../services/hr/requests.ts';
import { hrRequestDetails } from '../../services/hr/request-details.ts';

export function listRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/requests', permission: ['hr'], query: HrListQuery }, async (ctx, { query }) => {
    const answer: HrListAnswer = await hrRequests(s, staffActor(ctx), query);
    ctx.body = answer;
  });
  area.route(
    { method: 'GET', path: '/requests/:kerelem_id', permission: ['hr'], params: HrDetailsParams },
    async (ctx, { params }) => {
      const answer: z.infer<typeof HrDetailsAnswer> = {
        ok: true,
        request: await hrRequestDetails(s, staffActor(ctx), params.kerelem_id),
      };
      ctx.body = answer;
    },
  );
}
