// GET /api/hr/export: every request matching the HR filter as a CSV file (staff-area.md §9 "CSV
// export (HR)"), streamed: a MongoDB cursor piped through csv-stringify into the answer, so the
// gateway's memory stays flat at any size. UTF-8 with a byte-order mark, semicolons, every value
// quoted (inner quotes doubled), CRLF, the nine columns in the spec's order; values that a
// spreadsheet would run as a formula get a leading apostrophe (OWASP "CSV Injection").
import { Transform, pipeline, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { staffStatus, type LeaveType, type Status } from '@tavollet/contract/codes';
import { HR_CSV_COLUMNS, hrCsvFileName, type HrFilterQuery } from '@tavollet/contract/api/hr';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { inclusiveDays } from '@tavollet/contract/domain/duration';
import { LEAVE_TYPE_LABELS, STAFF_STATUS_LABELS } from '@tavollet/contract/domain/labels';
import type { Services } from '../deps.ts';
import { auditBy, type Actor } from '../../domain/actor.ts';
import { audit } from '../audit.ts';
import { loadDirectory, type Directory } from './directory.ts';
import { hrMatch, hrOrder, orderStages, ROW_FIELDS } from './query.ts';
import type { StoredRow } from './rows.ts';

/** Rows the database hands over per batch: enough to keep the pipe busy, small in memory. */
const BATCH = 500;

/** csv-stringify's options for the spec's format (staff-area.md §9). */
const CSV_OPTIONS = {
  bom: true,
  delimiter: ';',
  quoted: true,
  quoted_empty: true,
  record_delimiter: '\r\n',
  escape_formulas: true,
} as const;

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

/** Output piece size: compression and the socket work per piece, not per record. */
const PIECE_BYTES = 16 * 1024;

/**
 * Joins csv-stringify's one-chunk-per-record output into pieces of about PIECE_BYTES: each chunk
 * written to the compressed answer is a trip through zlib's thread pool, which per record made
 * the transfer wait far longer than the work took.
 */
function coalesce(): Transform {
  let parts: Buffer[] = [];
  let size = 0;
  return new Transform({
    transform(chunk: Buffer | string, _enc, done) {
      const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      parts.push(b);
      size += b.length;
      if (size < PIECE_BYTES) return done();
      const piece = Buffer.concat(parts, size);
      parts = [];
      size = 0;
      done(null, piece);
    },
    flush(done) {
      done(null, size > 0 ? Buffer.concat(parts, size) : undefined);
    },
  });
}

export interface HrExport {
  fileName: string;
  stream: Readable;
}

export async function hrExport(s: Services, actor: Actor, q: HrFilterQuery, now = new Date()): Promise<HrExport> {
  const dir = await loadDirectory(s.models);
  const match = hrMatch(q, dir);
  const csv = stringify(CSV_OPTIONS);
  csv.write([...HR_CSV_COLUMNS]);
  const fileName = hrCsvFileName(budapestToday(now));
  await audit(s, { ...auditBy(actor), action: 'hr.export', details: { filter: { ...q } } });
  if (!match) {
    csv.end();
    return { fileName, stream: csv };
  }
  const order = hrOrder(q, dir);
  const LeaveRequest = s.models.LeaveRequest;
  const cursor = order.addFields
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
  const out = coalesce();
  pipeline(cursor, toRecord, csv, out, (err) => {
    if (err) s.log.error({ err }, 'hr export failed midway');
  });
  return { fileName, stream: out };
}
