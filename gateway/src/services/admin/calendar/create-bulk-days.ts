// POST /api/admin/createbulkdays { overwrite, dayList } (admin-area.md §5 "Day CSV (school-year
// screen check)", §7 "School-year calendar"). The rows are checked again with the browser's own
// rules (`checkDayRows`), then written in ONE transaction with its audit entry: a merge upserts the
// listed dates (one bulkWrite), a full overwrite deletes every stored day and inserts the list (one
// deleteMany, one insertMany). A bad row or a failure midway leaves the calendar as it was.
import { ADMIN_CALENDAR_MESSAGES as M } from '@tavollet/contract/api/admin-calendar';
import { checkDayRows } from '@tavollet/contract/domain/day-csv';
import { listErrors } from '@tavollet/contract/domain/csv-read';
import { inTransaction } from '../../../db/transaction.ts';
import { audit } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { recordEvent } from '../../../monitoring/events.ts';
import { ImportRefused } from '../users/import-refused.ts';
import { dayParts } from './days.ts';

export interface DayImportCounts {
  /** Dates that had no stored type before (every row of an overwrite). */
  letrehozva: number;
  /** Stored dates a merge changed or re-wrote. */
  frissitve: number;
  /** Stored days an overwrite removed. */
  torolve: number;
}

export async function createBulkDays(
  s: Services,
  actor: AdminActor,
  input: { overwrite: boolean; dayList: readonly unknown[] },
): Promise<DayImportCounts & { message: string }> {
  const { rows, errors } = checkDayRows(input.dayList);
  if (errors.length) throw new ImportRefused('invalid', M.importInvalid, listErrors(errors));
  const docs = rows.map((r) => ({ datum: r.datum, ...dayParts(r.datum), tipus: r.tipus, megjegyzes: r.megjegyzes }));

  try {
    const counts = await inTransaction(s.models, async (session): Promise<DayImportCounts> => {
      let result: DayImportCounts;
      if (input.overwrite) {
        const removed = await s.models.CalendarDay.deleteMany({}, { session });
        await s.models.CalendarDay.insertMany(docs, { session });
        result = { letrehozva: docs.length, frissitve: 0, torolve: removed.deletedCount };
      } else {
        const written = await s.models.CalendarDay.bulkWrite(
          docs.map(({ datum, ...set }) => ({
            updateOne: { filter: { datum }, update: { $set: set }, upsert: true },
          })),
          { session, ordered: true },
        );
        result = { letrehozva: written.upsertedCount, frissitve: written.matchedCount, torolve: 0 };
      }
      await audit(
        s,
        {
          ...auditBy(actor),
          action: 'admin.days_imported',
          details: {
            overwrite: input.overwrite,
            sorok: docs.length,
            elso: docs.reduce((a, d) => (d.datum < a ? d.datum : a), docs[0]!.datum),
            utolso: docs.reduce((a, d) => (d.datum > a ? d.datum : a), docs[0]!.datum),
            ...result,
          },
        },
        session,
      );
      return result;
    });
    return { ...counts, message: M.imported };
  } catch (err) {
    // A failed import is an event of the admin home.
    await recordEvent(s, 'error', `Sikertelen napok-import: ${err instanceof Error ? err.message : String(err)}`);
    throw err;
  }
}
