// GET /api/hr/export -> text/csv, streamed (staff-area.md §9 "CSV export (HR)"). A plain link with
// the filter in its query downloads it, so the browser keeps no copy in memory either
// (docs/decisions/0343-hr-csv-export.md).
import { HrFilterQuery } from '@tavollet/contract/api/hr';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { staffActor } from '../../http/context.ts';
import { hrExport } from '../../services/hr/export.ts';

export function exportRoute(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/export', permission: ['hr'], query: HrFilterQuery }, async (ctx, { query }) => {
    const { fileName, stream } = await hrExport(s, staffActor(ctx), query);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(fileName);
    ctx.body = stream;
  });
}
