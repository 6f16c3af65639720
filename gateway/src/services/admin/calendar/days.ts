// Reading and editing calendar days (admin-area.md §3 "Day", §5 "Day edit", §7 "School-year
// calendar"). The teacher's working-day count reads the same collection uncached
// (services/leave/working-days.ts), so an edit counts at the next request.
import type { CalendarDay, DaysQuery, UpdateDayInput } from '@tavollet/contract/api/admin-calendar';
import type { DayType } from '@tavollet/contract/codes';
import { inTransaction } from '../../../db/transaction.ts';
import { audit, changes } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';

/** ev, honap and nap of a YYYY-MM-DD date, as stored beside it. */
export const dayParts = (datum: string) => ({
  ev: Number(datum.slice(0, 4)),
  honap: Number(datum.slice(5, 7)),
  nap: Number(datum.slice(8, 10)),
});

const FIELDS = { datum: 1, ev: 1, honap: 1, nap: 1, tipus: 1, megjegyzes: 1, _id: 0 } as const;

interface StoredDay {
  datum: string;
  ev: number;
  honap: number;
  nap: number;
  tipus: string;
  megjegyzes?: string | null;
}

const toDay = (d: StoredDay): CalendarDay => ({
  datum: d.datum,
  ev: d.ev,
  honap: d.honap,
  nap: d.nap,
  tipus: d.tipus as DayType,
  megjegyzes: d.megjegyzes ?? null,
});

/** The stored days of a month, a year, or all of them, by date (the `{ ev, honap }` index). */
export async function getDays(s: Services, _actor: AdminActor, query: DaysQuery): Promise<CalendarDay[]> {
  const filter: Record<string, number> = {};
  if (query.ev !== undefined) filter.ev = query.ev;
  if (query.honap !== undefined) filter.honap = query.honap;
  const days = await s.models.CalendarDay.find(filter, FIELDS).sort({ datum: 1 }).lean<StoredDay[]>();
  return days.map(toDay);
}

/** Sets one date's type and note, creating the day when it had none; the audit entry says what it was. */
export async function updateDay(s: Services, actor: AdminActor, input: UpdateDayInput): Promise<CalendarDay> {
  return inTransaction(s.models, async (session) => {
    const before = await s.models.CalendarDay.findOne({ datum: input.datum }, FIELDS)
      .session(session)
      .lean<StoredDay>();
    const day: CalendarDay = {
      datum: input.datum,
      ...dayParts(input.datum),
      tipus: input.tipus,
      megjegyzes: input.megjegyzes,
    };
    await s.models.CalendarDay.updateOne(
      { datum: input.datum },
      { $set: { ev: day.ev, honap: day.honap, nap: day.nap, tipus: day.tipus, megjegyzes: day.megjegyzes } },
      { upsert: true, session },
    );
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.day_updated',
        target: input.datum,
        details: changes(before ? { tipus: before.tipus, megjegyzes: before.megjegyzes ?? null } : null, {
          tipus: day.tipus,
          megjegyzes: day.megjegyzes,
        }),
      },
      session,
    );
    return day;
  });
}
