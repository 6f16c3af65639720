// GET /api/hr/export: every request matching the HR filter as a CSV file (staff-area.md §9 "CSV
// export (HR)"), the nine columns in the spec's order, in the product's CSV format, streamed from a
// MongoDB cursor (services/csv-export.ts).
import { Transform, type Readable } from 'node:stream';
import { staffStatus, type LeaveType, type Status } from '@tavollet/contract/codes';
import { HR_CSV_COLUMNS, hrCsvFileName, type HrFilterQuery } from '@tavollet/contract/api/hr';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { inclusiveDays } from '@tavollet/contract/domain/duration';
import { LEAVE_TYPE_LABELS, STAFF_STATUS_LABELS } from '@tavollet/contract/domain/labels';
import type { Services } from '../deps.ts';
import { auditBy, type Actor } from '../../domain/actor.ts';
import { audit } from '../audit.ts';
import { csvStream } from '../csv-export.ts';
import { loadDirectory, type Directory } from './directory.ts';
import { bucketRows, hrMatch, hrOrder, orderStages, ROW_FIELDS } from './query.ts';
import type { StoredRow } from './rows.ts';

/** Rows the database hands over per batch: enough to keep the pipe busy, small in memory. */
const BATCH = 500;

/** One CSV record in the column order of HR_CSV_COLUMNS; dates are Budapest calendar days. */
function csvRecord(r: StoredRow, dir: Directory): string[] {
  const person = dir.byId.get(r.user.toHexString());
  return [
    STAFF_STATUS_LABELS[staffStatus(r.statusz_kod as Status)],
    budapestToday(r.letrehozva),
    r.dontes_idopont ? budapestToday(r.dontes_idopont) : '',
    LEAVE_TYPE_LABELS[r.tipus_kod as LeaveType] ?? r.tipus_kod,
    r.kezdete,
    r.vege,
    String(inclusiveDays(r.kezdete, r.vege)),
    person?.nev ?? '',
    person?.om ?? '',
  ];
}

export interface HrExport {
  fileName: string;
  stream: Readable;
}

export async function hrExport(s: Services, actor: Actor, q: HrFilterQuery, now = new Date()): Promise<HrExport> {
  const dir = await loadDirectory(s.models);
  const match = hrMatch(q, dir);
  const fileName = hrCsvFileName(budapestToday(now));
  await audit(s, { ...auditBy(actor), action: 'hr.export', details: { filter: { ...q } } });
  const onError = (err: Error) => s.log.error({ err }, 'hr export failed midway');
  if (!match) return { fileName, stream: csvStream(HR_CSV_COLUMNS, null, onError) };
  const order = hrOrder(q, dir);
  const LeaveRequest = s.models.LeaveRequest;
  const cursor = order.buckets
    ? bucketRows(LeaveRequest, match, order.buckets, order.sort, BATCH)
    : order.addFields
      ? LeaveRequest.aggregate<StoredRow>([{ $match: match }, ...orderStages(order), { $project: ROW_FIELDS }]).cursor({
          batchSize: BATCH,
        })
      : LeaveRequest.find(match, ROW_FIELDS).sort(order.sort).lean().cursor({ batchSize: BATCH });
  const toRecord = new Transform({
    objectMode: true,
    transform(row: StoredRow, _enc, done) {
      done(null, csvRecord(row, dir));
    },
  });
  return { fileName, stream: csvStream(HR_CSV_COLUMNS, [cursor, toRecord], onError) };
}
