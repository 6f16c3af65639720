// GET /api/leaders/stats/status-summary: the requests whose first day is in the school year, by
// the staff screens' four statuses (staff-area.md §4; drafts not counted), and the mean time from
// submit to decision over the approved and rejected ones (docs/architecture.md "Statistics").
import type { StatusSummaryAnswer } from '@tavollet/contract/api/leaders-statistics';
import { staffStatus, type Status } from '@tavollet/contract/codes';
import type { Models } from '../../db/models.ts';
import { PENDING_STATUSES } from '../leave/request-rules.ts';
import { schoolYear } from './statistics-calendar.ts';

const DAY_MS = 86_400_000;

export async function statusSummary(
  models: Models,
  input: { today: string; tanev?: number },
): Promise<StatusSummaryAnswer> {
  const year = schoolYear(input.today, input.tanev);
  const inYear = {
    ev: { $in: [year.tanev, year.tanev + 1] },
    kezdete: { $gte: year.kezdete, $lte: year.vege },
  };
  const counts = await models.LeaveRequest.aggregate<{ _id: Status; n: number }>([
    { $match: { ...inYear, statusz_kod: { $ne: 'piszkozat' } } },
    { $group: { _id: '$statusz_kod', n: { $sum: 1 } } },
  ]);
  const statuszok = { benyujtva: 0, jovahagyva: 0, elutasitva: 0, visszavonva: 0 };
  for (const c of counts) {
    const s = staffStatus(c._id);
    if (s !== 'piszkozat') statuszok[s] += c.n;
  }
  // Submitted = the first history entry awaiting approval (a draft's letrehozva is when it was
  // first saved); the request's letrehozva when the history has none (imports).
  const [decided] = await models.LeaveRequest.aggregate<{ n: number; ms: number | null }>([
    { $match: { ...inYear, statusz_kod: { $in: ['jovahagyva', 'elutasitva'] }, dontes_idopont: { $type: 'date' } } },
    {
      $project: {
        dontes_idopont: 1,
        submitted: {
          $ifNull: [
            {
              $arrayElemAt: [
                {
                  $map: {
                    input: {
                      $filter: { input: '$history', cond: { $in: ['$$this.statusz_kod', [...PENDING_STATUSES]] } },
                    },
                    in: '$$this.at',
                  },
                },
                0,
              ],
            },
            '$letrehozva',
          ],
        },
      },
    },
    { $group: { _id: null, n: { $sum: 1 }, ms: { $avg: { $subtract: ['$dontes_idopont', '$submitted'] } } } },
  ]);
  const n = decided?.n ?? 0;
  const mean = n > 0 && typeof decided?.ms === 'number' ? Math.round((decided.ms / DAY_MS) * 10) / 10 : null;
  return { ok: true, tanev: year, statuszok, dontott: n, atlagos_dontesi_ido_nap: mean };
}
