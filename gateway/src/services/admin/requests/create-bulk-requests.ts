// POST /api/admin/createbulkrequests { overwrite, leaves } (admin-area.md §5 "Request CSV", §7
// "Leave requests", §8 "Import failure: Import hiba."). The rows are checked again with the
// browser's own rules (`checkRequestRows`); the calendar of the file's range is read once before
// the transaction; then ONE transaction claims every listed person (one bulkWrite), reads their
// live requests and earlier imports once, plans in memory and writes: the replaced imports marked
// deleted (overwrite), the new requests (ids reserved inside, one insertMany), the quota moves (one
// bulkWrite of `$inc` per person and year) and one audit entry with the counts. A bad row (400), a
// row that collides with stored data (409) or a failure midway leaves the database, the id counter
// included, as it was.
import type { Types } from 'mongoose';
import { ADMIN_REQUEST_MESSAGES as M } from '@tavollet/contract/api/admin-requests';
import { QUOTA_TYPES, type DayType } from '@tavollet/contract/codes';
import { listErrors } from '@tavollet/contract/domain/csv-read';
import { checkRequestRows } from '@tavollet/contract/domain/request-csv';
import { lookupFromMap } from '@tavollet/contract/domain/working-days';
import { inTransaction } from '../../../db/transaction.ts';
import { claimPeople } from '../../leave/person-serial.ts';
import { reserveIds } from '../../../db/counters.ts';
import { recordEvent } from '../../../monitoring/events.ts';
import { audit } from '../../audit.ts';
import { auditBy, historyBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { liveRequestsOf } from '../../leave/overlap.ts';
import { ImportRefused } from '../users/import-refused.ts';
import { planRequestImport, type Replaced } from './import-plan.ts';

export interface RequestImportCounts {
  letrehozva: number;
  lecserelve: number;
}

export async function createBulkRequests(
  s: Services,
  actor: AdminActor,
  input: { overwrite: boolean; leaves: readonly unknown[] },
): Promise<RequestImportCounts & { message: string }> {
  try {
    return await importNow(s, actor, input);
  } catch (err) {
    // A failed import is an event of the admin home.
    const why = err instanceof Error ? err.message : String(err);
    await recordEvent(s, err instanceof ImportRefused ? 'warn' : 'error', `Sikertelen kérelem-import: ${why}`);
    throw err;
  }
}

async function importNow(
  s: Services,
  actor: AdminActor,
  input: { overwrite: boolean; leaves: readonly unknown[] },
): Promise<RequestImportCounts & { message: string }> {
  const { rows, errors } = checkRequestRows(input.leaves);
  if (errors.length) throw new ImportRefused('invalid', M.importFailed, listErrors(errors));
  const from = rows.reduce((m, r) => (r.szabadsag_kezdete < m ? r.szabadsag_kezdete : m), rows[0]!.szabadsag_kezdete);
  const to = rows.reduce((m, r) => (r.szabadsag_vege > m ? r.szabadsag_vege : m), rows[0]!.szabadsag_vege);
  // The calendar is a shared table: read once, before the transaction.
  const days = await s.models.CalendarDay.find(
    { datum: { $gte: from, $lte: to } },
    { datum: 1, tipus: 1, _id: 0 },
  ).lean();
  const dayTypeOf = lookupFromMap(new Map<string, DayType>(days.map((d) => [d.datum, d.tipus])));
  const oms = [...new Set(rows.map((r) => r.oktatasi_azonosito))];
  const years = [...new Set(rows.map((r) => r.ev))];

  const counts = await inTransaction(s.models, async (session) => {
    const found = await s.models.User.find(
      { oktatasi_azonosito: { $in: oms }, deletedAt: null },
      { _id: 1, oktatasi_azonosito: 1 },
    )
      .session(session)
      .lean();
    const people = new Map<string, Types.ObjectId>(found.map((p) => [p.oktatasi_azonosito!, p._id]));
    const ids = found.map((p) => p._id);
    // Every listed person's requests change one transaction at a time (leave/person-serial.ts), in one call.
    await claimPeople(s.models, ids, session);
    const live = await liveRequestsOf(s.models, ids, from, to, session);
    const replaceable = input.overwrite
      ? await s.models.LeaveRequest.find(
          { user: { $in: ids }, ev: { $in: years }, 'letrehozo.kind': 'admin', statusz_kod: { $ne: 'torolve' } },
          { kerelem_id: 1, user: 1, statusz_kod: 1, tipus_kod: 1, ev: 1, munkanapok_szama: 1, _id: 0 },
        )
          .session(session)
          .lean<Replaced[]>()
      : [];
    const plan = planRequestImport(rows, people, live, replaceable, dayTypeOf);
    if (plan.errors.length) throw new ImportRefused('conflict', M.importFailed, listErrors(plan.errors));

    const now = new Date();
    const by = historyBy(actor);
    if (plan.replaced.length) {
      await s.models.LeaveRequest.updateMany(
        { kerelem_id: { $in: plan.replaced.map((r) => r.kerelem_id) } },
        {
          $set: { statusz_kod: 'torolve', varakozo_szerep: null },
          $push: { history: { statusz_kod: 'torolve', at: now, ...by, megjegyzes: 'import felülírás' } },
        },
        { session },
      );
    }
    const first = await reserveIds(s.models, 'kerelem_id', plan.creates.length, session);
    const docs = plan.creates.map((c, i) => ({
      kerelem_id: first + i,
      user: c.user,
      tipus_kod: c.row.szabadsag_tipus,
      statusz_kod: 'jovahagyva' as const,
      kezdete: c.row.szabadsag_kezdete,
      vege: c.row.szabadsag_vege,
      megjegyzes: c.row.megjegyzes,
      letrehozo: { kind: 'admin' as const, id: actor.id },
      letrehozva: now,
      munkanapok_szama: c.munkanapok_szama,
      ev: c.row.ev,
      history: [{ statusz_kod: 'jovahagyva' as const, at: now, ...by, megjegyzes: 'import' }],
    }));
    await s.models.LeaveRequest.insertMany(docs, { session });
    if (plan.quotaMoves.length) {
      await s.models.Quota.bulkWrite(
        plan.quotaMoves.map((m) => ({
          updateOne: {
            filter: { user: m.user, ev: m.ev },
            update: { $inc: Object.fromEntries(Object.entries(m.inc).map(([t, n]) => [`${t}_felhasznalt`, n])) },
            upsert: true,
          },
        })),
        { session, ordered: false },
      );
      // Days given back never leave `felhasznalt` below 0 (as moveUsedDays).
      if (plan.replaced.length) {
        await s.models.Quota.bulkWrite(
          QUOTA_TYPES.map((t) => ({
            updateMany: {
              filter: { user: { $in: ids }, ev: { $in: years }, [`${t}_felhasznalt`]: { $lt: 0 } },
              update: { $set: { [`${t}_felhasznalt`]: 0 } },
            },
          })),
          { session, ordered: false },
        );
      }
    }
    const result: RequestImportCounts = { letrehozva: docs.length, lecserelve: plan.replaced.length };
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.requests_imported',
        details: { overwrite: input.overwrite, sorok: rows.length, szemelyek: ids.length, ...result },
      },
      session,
    );
    return result;
  });
  return { ...counts, message: M.importDone(counts) };
}
