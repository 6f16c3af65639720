// Reading the admin area's CSV files (admin-area.md §5 "User CSV", "Day CSV", "Quota CSV",
// "Request CSV"; §9 "Up to 8 CSV format errors listed"): one reader for every import, in the
// browser's check and in the gateway alike. papaparse does the quoting; this module adds what the
// spec asks of every file: a leading BOM stripped, the delimiter (`,` `;` or tab) detected on the
// header line, blank lines skipped, header names normalised, and the error list cut at 8 then "…".
// Each import's own columns and row rules live in its `<x>-csv.ts`.
import Papa from 'papaparse';

/** Errors listed before "…" (admin-area.md §9). */
export const MAX_LISTED_ERRORS = 8;
/** Most rows one import may carry (the body stays a few MB). */
export const MAX_IMPORT_ROWS = 10_000;
/** Largest CSV file the browser reads. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
/** The line that stands for the errors not listed. */
export const MORE_ERRORS = '…';

export const CSV_LIMIT_MESSAGES = {
  // Thousands grouped with a no-break space, as Hungarian writes them, whatever the runtime's ICU.
  tooManyRows: `Egyszerre legfeljebb ${String(MAX_IMPORT_ROWS).replace(/\B(?=(\d{3})+$)/g, '\u00a0')} sor importálható.`,
  tooLarge: `A fájl túl nagy (legfeljebb ${MAX_CSV_BYTES / 1024 / 1024} MB).`,
} as const;

/** What a file's check answers: the rows ready to send, or the errors to show (already cut by `listErrors`). */
export type CsvCheckResult<Row> =
  | { ok: true; rows: Row[] }
  /** `title` is a bold first line (e.g. "CSV validációs hibák"), if the import has one. */
  | { ok: false; title: string | null; errors: string[] };

/** At most MAX_LISTED_ERRORS lines, then "…" (admin-area.md §9). */
export function listErrors(errors: readonly string[]): string[] {
  return errors.length > MAX_LISTED_ERRORS ? [...errors.slice(0, MAX_LISTED_ERRORS), MORE_ERRORS] : [...errors];
}

/** The delimiter of the header line: the most frequent of `,` `;` tab outside quotes (`,` on a tie). */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const line = text.split(/\r\n|\r|\n/).find((l) => l.trim()) ?? '';
  const outside = line.replace(/"[^"]*"/g, '');
  const count = (d: string) => outside.split(d).length - 1;
  const candidates = [',', ';', '\t'] as const;
  return candidates.reduce((best, d) => (count(d) > count(best) ? d : best), ',' as ',' | ';' | '\t');
}

/**
 * A header cell as the imports compare it (admin-area.md §5 "Quota CSV": lower-case, accents
 * removed, spaces to underscores; a BOM and surrounding quotes or spaces dropped): "Szabadság
 * típus" → "szabadsag_tipus".
 */
export function normaliseHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '_');
}

export interface CsvTable {
  /** The header's cells, normalised (`normaliseHeader`). */
  header: string[];
  /** The data rows in order; `n` is the row's number as messages name it (the first data row is 1). */
  rows: { n: number; fields: string[] }[];
  /** Numbers of the rows whose quotes are broken (their fields are not what the author meant). */
  quoteErrorRows: number[];
  delimiter: ',' | ';' | '\t';
}

/**
 * Reads a CSV file's text: BOM stripped, delimiter detected, quotes and CRLF handled, blank lines
 * skipped (not counted in row numbers). Answers null when there is no non-blank line at all.
 */
export function readCsvTable(input: string): CsvTable | null {
  const text = input.replace(/^\uFEFF/, '');
  if (!text.trim()) return null;
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, header: false });
  // Blank lines are skipped here, not by papaparse, so a quote error's line maps to its row number.
  const rowOfLine = new Map<number, number>();
  const lines: string[][] = [];
  parsed.data.forEach((fields, line) => {
    if (fields.every((f) => !f.trim())) return;
    rowOfLine.set(line, lines.length);
    lines.push(fields);
  });
  if (lines.length === 0) return null;
  const quoteErrorRows = [
    ...new Set(
      parsed.errors
        .filter((e) => e.type === 'Quotes' && e.row !== undefined)
        .map((e) => rowOfLine.get(e.row!) ?? 0)
        .filter((n) => n >= 1),
    ),
  ].sort((a, b) => a - b);
  return {
    header: lines[0]!.map(normaliseHeader),
    rows: lines.slice(1).map((fields, i) => ({ n: i + 1, fields })),
    quoteErrorRows,
    delimiter,
  };
}

/** The messages of an import's file-level checks (its own wording per import). */
export interface TableMessages {
  empty: string;
  missingColumns: (missing: string[]) => string;
  tooManyRows: string;
  /** A column that must come first, and the message when it does not (the day CSV's `datum`). */
  first?: { column: string; message: string };
}

/**
 * The checks every import makes before its rows, in this order: something to read, the required
 * columns present (the first one first where asked), at least one data row, at most
 * MAX_IMPORT_ROWS. Answers the table, or the one error as the import's check result.
 */
export function readImportTable(
  input: string,
  required: readonly string[],
  m: TableMessages,
): { ok: true; table: CsvTable } | { ok: false; title: null; errors: [string] } {
  const fail = (message: string) => ({ ok: false as const, title: null, errors: [message] as [string] });
  const table = readCsvTable(input);
  if (!table) return fail(m.empty);
  const missing = required.filter((c) => !table.header.includes(c));
  if (missing.length) return fail(m.missingColumns(missing));
  if (m.first && table.header[0] !== m.first.column) return fail(m.first.message);
  if (table.rows.length === 0) return fail(m.empty);
  if (table.rows.length > MAX_IMPORT_ROWS) return fail(m.tooManyRows);
  return { ok: true, table };
}

/**
 * A downloadable template: the header and example rows joined by `delimiter`, UTF-8 with a BOM (so
 * Excel reads the accents) and CRLF line ends. Cells are written as given (quote them yourself).
 */
export function csvTemplate(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  delimiter: ',' | ';' = ';',
): string {
  const lines = [header, ...rows].map((cells) => cells.join(delimiter));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The first issue message (an import's code) of each field of a refused row, in `fields` order:
 * one message per field, as the imports list them. `fallback` names an issue without a path.
 */
export function firstIssueCodes(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly string[],
  fallback: string,
): [field: string, code: string][] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? fallback);
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return fields.flatMap((f) => (byField.has(f) ? [[f, byField.get(f)!] as [string, string]] : []));
}

/** The row number a message starts with ("Sor N: …" or "Sorszám N: …"); 0 for none. */
const rowOfMessage = (message: string) => Number(/^Sor(?:szám)? (\d+)/.exec(message)?.[1] ?? 0);

/**
 * A file's row errors with its broken-quote rows (`quoteMessage(n)`), in row order. A row with
 * broken quotes is named once: its fields are not what the author meant anyway.
 */
export function withQuoteErrors(
  errors: readonly string[],
  quoteErrorRows: readonly number[],
  quoteMessage: (n: number) => string,
): string[] {
  const quoteRows = new Set(quoteErrorRows);
  return [...quoteErrorRows.map(quoteMessage), ...errors.filter((e) => !quoteRows.has(rowOfMessage(e)))].sort(
    (a, b) => rowOfMessage(a) - rowOfMessage(b),
  );
}
