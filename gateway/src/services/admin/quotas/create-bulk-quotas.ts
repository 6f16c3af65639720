// POST /api/admin/createbulkquotas { overwrite, quotaList } (admin-area.md §5 "Quota CSV", §7
// "Quotas", §8 "Quotas"). The rows are checked again with the
// browser's own rules (`checkQuotaRows`), then ONE transaction reads the people named by OM id and
// their stored quotas of the file's years, refuses unknown OM ids, and writes every (person, year)
// with one bulkWrite plus the audit entry with the counts: a bad row or a failure midway leaves
// the database as it was.
//  - merge (`overwrite: false`): the file's totals are set, and the used days where a
//    `<type>_felhasznalt` column gives them; every other stored value is kept;
//  - full overwrite (`overwrite: true`): the quota of each listed (person, year) is replaced: the
//    file's totals, its used days or 0 where it gives none. Other people and years are untouched.
import type { Types } from 'mongoose';
import { QUOTA_TYPES } from '@tavollet/contract/codes';
import { ADMIN_QUOTA_MESSAGES as M } from '@tavollet/contract/api/admin-quotas';
import {
  QUOTA_CSV_MESSAGES as C,
  checkQuotaRows,
  usedColumn,
  type QuotaCsvRow,
} from '@tavollet/contract/domain/quota-csv';
import { listErrors } from '@tavollet/contract/domain/csv-read';
import { inTransaction } from '../../../db/transaction.ts';
import { claimPeople } from '../../leave/person-serial.ts';
import { recordEvent } from '../../../monitoring/events.ts';
import { audit } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { ImportRefused } from '../users/import-refused.ts';

export interface QuotaImportCounts {
  letrehozva: number;
  frissitve: number;
}

export async function createBulkQuotas(
  s: Services,
  actor: AdminActor,
  input: { overwrite: boolean; quotaList: readonly unknown[] },
): Promise<QuotaImportCounts & { message: string }> {
  try {
    return await importNow(s, actor, input);
  } catch (err) {
    // A failed import is an event of the admin home.
    const why = err instanceof Error ? err.message : String(err);
    await recordEvent(s, err instanceof ImportRefused ? 'warn' : 'error', `Sikertelen keret-import: ${why}`);
    throw err;
  }
}

/** The fields one row sets on its quota document. */
function quotaSet(row: QuotaCsvRow, overwrite: boolean): Record<string, number> {
  const set: Record<string, number> = {};
  for (const t of QUOTA_TYPES) {
    set[`${t}_keret`] = row[t];
    const used = row[usedColumn(t)];
    if (used !== undefined) set[`${t}_felhasznalt`] = used;
    else if (overwrite) set[`${t}_felhasznalt`] = 0;
  }
  return set;
}

async function importNow(
  s: Services,
  actor: AdminActor,
  input: { overwrite: boolean; quotaList: readonly unknown[] },
): Promise<QuotaImportCounts & { message: string }> {
  const { rows, errors } = checkQuotaRows(input.quotaList);
  if (errors.length) throw new ImportRefused('invalid', C.errorsTitle, listErrors(errors));
  const oms = [...new Set(rows.map((r) => r.oktatasi_azonosito))];
  const years = [...new Set(rows.map((r) => r.ev))];

  const counts = await inTransaction(s.models, async (session) => {
    const people = await s.models.User.find(
      { oktatasi_azonosito: { $in: oms }, deletedAt: null },
      { oktatasi_azonosito: 1 },
    )
      .session(session)
      .lean<{ _id: Types.ObjectId; oktatasi_azonosito: string }[]>();
    const byOm = new Map(people.map((p) => [p.oktatasi_azonosito, p._id]));
    const unknown = rows.flatMap((r, i) =>
      byOm.has(r.oktatasi_azonosito) ? [] : [C.unknownOm(i + 1, r.oktatasi_azonosito)],
    );
    if (unknown.length) throw new ImportRefused('conflict', M.importRefused, listErrors(unknown));
    // A submit checking the quota of a listed person waits for the import (leave/person-serial.ts).
    await claimPeople(
      s.models,
      people.map((p) => p._id),
      session,
    );

    const stored = await s.models.Quota.find(
      { user: { $in: people.map((p) => p._id) }, ev: { $in: years } },
      { user: 1, ev: 1 },
    )
      .session(session)
      .lean<{ user: Types.ObjectId; ev: number }[]>();
    const exists = new Set(stored.map((q) => `${String(q.user)}:${q.ev}`));
    let letrehozva = 0;
    const ops = rows.map((r) => {
      const user = byOm.get(r.oktatasi_azonosito)!;
      if (!exists.has(`${String(user)}:${r.ev}`)) letrehozva += 1;
      return {
        updateOne: {
          filter: { user, ev: r.ev },
          update: { $set: quotaSet(r, input.overwrite), $setOnInsert: { user, ev: r.ev } },
          upsert: true,
        },
      };
    });
    await s.models.Quota.bulkWrite(ops, { session, ordered: true });
    const result: QuotaImportCounts = { letrehozva, frissitve: rows.length - letrehozva };
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.quotas_imported',
        details: { overwrite: input.overwrite, sorok: rows.length, evek: years.sort((a, b) => a - b), ...result },
      },
      session,
    );
    return result;
  });
  return { ...counts, message: M.importDone };
}
