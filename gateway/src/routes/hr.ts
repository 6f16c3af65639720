// /api/hr/*: HR's list of every request, a request's details and the CSV export (staff-area.md §6
// "hr", §9 "CSV export (HR)"; new calls: the spec's HR screen ran on sample data).
import {
  HrDetailsParams,
  HrFilterQuery,
  HrListQuery,
  type HrDetailsAnswer,
  type HrListAnswer,
} from '@tavollet/contract/api/hr';
import type { z } from 'zod';
import type { Services } from '../services/deps.ts';
import { defineArea, type ApiArea } from '../http/route.ts';
import { staffActor } from '../http/context.ts';
import { hrRequests } from '../services/hr/requests.ts';
import { hrRequestDetails } from '../services/hr/request-details.ts';
import { hrExport } from '../services/hr/export.ts';

const HR = ['hr'] as const;

export function hrArea(s: Services): ApiArea {
  const area = defineArea('/hr');

  area.route({ method: 'GET', path: '/requests', permission: HR, query: HrListQuery }, async (ctx, { query }) => {
    ctx.body = (await hrRequests(s, staffActor(ctx), query)) satisfies HrListAnswer;
  });

  area.route(
    { method: 'GET', path: '/requests/:kerelem_id', permission: HR, params: HrDetailsParams },
    async (ctx, { params }) => {
      const request = await hrRequestDetails(s, staffActor(ctx), params.kerelem_id);
      ctx.body = { ok: true, request } satisfies z.infer<typeof HrDetailsAnswer>;
    },
  );

  // Streamed text/csv: a plain link with the filter in its query downloads it, so the browser keeps
  // no copy in memory either.
  area.route({ method: 'GET', path: '/export', permission: HR, query: HrFilterQuery }, async (ctx, { query }) => {
    const { fileName, stream } = await hrExport(s, staffActor(ctx), query);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(fileName);
    ctx.body = stream;
  });

  return area;
}
