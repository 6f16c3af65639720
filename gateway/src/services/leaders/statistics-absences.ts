// GET /api/leaders/stats/absences: who is away on each day of a range of at most a month, the
// approved requests apart from the pending ones ("Ki van távol?", docs/architecture.md
// "Statistics"): names only on working days, drafts, rejected and withdrawn requests never.
import type { AbsenceDay, AbsencesAnswer, Absent } from '@tavollet/contract/api/leaders-statistics';
import type { LeaveType } from '@tavollet/contract/codes';
import type { Models } from '../../db/models.ts';
import { LIVE_STATUSES, isPending } from '../leave/request-rules.ts';
import { calendarDates, overlapping } from './statistics-calendar.ts';

interface AbsenceRow extends Absent {
  statusz_kod: string;
}

const byName = (a: Absent, b: Absent) => a.nev.localeCompare(b.nev, 'hu') || a.kerelem_id - b.kerelem_id;

/** The approved and pending requests overlapping the range, with their requester's name. */
async function absencesIn(models: Models, from: string, to: string): Promise<AbsenceRow[]> {
  return models.LeaveRequest.aggregate<AbsenceRow>([
    { $match: overlapping(from, to, LIVE_STATUSES) },
    { $lookup: { from: 'users', localField: 'user', foreignField: '_id', as: 'u' } },
    {
      $project: {
        _id: 0,
        kerelem_id: 1,
        tipus_kod: 1,
        statusz_kod: 1,
        kezdete: 1,
        vege: 1,
        nev: { $ifNull: [{ $arrayElemAt: ['$u.nev', 0] }, ''] },
        user_id: { $ifNull: [{ $arrayElemAt: ['$u.user_id', 0] }, 0] },
      },
    },
  ]);
}

export async function absencesByDay(
  models: Models,
  input: { mettol: string; meddig: string; today: string },
): Promise<AbsencesAnswer> {
  const { mettol, meddig, today } = input;
  const rows = await absencesIn(models, mettol, meddig);
  const days = await calendarDates(models, mettol, meddig);
  const napok = days.map((d): AbsenceDay => {
    const here = d.munkanap ? rows.filter((r) => r.kezdete <= d.datum && r.vege >= d.datum) : [];
    const absent = (r: AbsenceRow): Absent => ({
      kerelem_id: r.kerelem_id,
      user_id: r.user_id,
      nev: r.nev,
      tipus_kod: r.tipus_kod as LeaveType,
      kezdete: r.kezdete,
      vege: r.vege,
    });
    return {
      ...d,
      jovahagyott: here
        .filter((r) => r.statusz_kod === 'jovahagyva')
        .map(absent)
        .sort(byName),
      fuggo: here
        .filter((r) => isPending(r.statusz_kod))
        .map(absent)
        .sort(byName),
    };
  });
  return { ok: true, ma: today, mettol, meddig, napok };
}
