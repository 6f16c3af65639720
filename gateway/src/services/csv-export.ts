// The product's CSV export format (staff-area.md §9 "CSV export (HR)"), shared by the HR export and
// the admin's audit log: UTF-8 with a byte-order mark, semicolons, every value quoted (inner quotes
// doubled), CRLF; values that a spreadsheet would run as a formula get a leading apostrophe (OWASP
// "CSV Injection"). Streamed: the records are piped through csv-stringify into the answer, so the
// gateway's memory stays flat at any size.
import { Transform, pipeline, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** csv-stringify's options for the format. */
const CSV_OPTIONS = {
  bom: true,
  delimiter: ';',
  quoted: true,
  quoted_empty: true,
  record_delimiter: '\r\n',
  escape_formulas: true,
} as const;

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

/**
 * The CSV file: the header, then every record (string arrays) the `source` streams produce in
 * turn (none: the header alone). A failure midway is handed to `onError`; the answer ends there.
 */
export function csvStream(
  header: readonly string[],
  source: (Readable | Transform)[] | null,
  onError: (err: Error) => void,
): Readable {
  const csv = stringify(CSV_OPTIONS);
  csv.write([...header]);
  const out = coalesce();
  if (!source) {
    csv.end();
    return csv.pipe(out);
  }
  pipeline([...source, csv, out], (err) => {
    if (err) onError(err);
  });
  return out;
}
