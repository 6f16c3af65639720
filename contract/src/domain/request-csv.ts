// The leave-request CSV (admin-area.md §5 "Request CSV", §7 "Leave requests" createbulkrequests,
// §9): the file's columns, the one row schema the browser's check and the gateway's import both
// use, and the template requests_template.csv. The file's columns are `kezdete`/`vege`; the call's
// rows name them `szabadsag_kezdete` / `szabadsag_vege` (admin-area.md §7), so a parsed row is
// exactly the body's row.
import { z } from 'zod';
import { LEAVE_TYPES, type LeaveType } from '../codes.ts';
import { MAX_REQUEST_DAYS, NOTE_MAX } from '../api/teacher.ts';
import {
  CSV_LIMIT_MESSAGES,
  csvTemplate,
  listErrors,
  readImportTable,
  type CsvCheckResult,
  firstIssueCodes,
  withQuoteErrors,
} from './csv-read.ts';
import { isIsoDate } from './dates.ts';
import { inclusiveDays } from './duration.ts';
import { QUOTA_YEAR_MAX, QUOTA_YEAR_MIN } from './quota-csv.ts';

/** Required columns (admin-area.md §5 "Request CSV"), in the template's order; `megjegyzes` is optional. */
export const REQUEST_CSV_COLUMNS = ['oktatasi_azonosito', 'szabadsag_tipus', 'ev', 'kezdete', 'vege'] as const;
export const REQUEST_CSV_OPTIONAL = ['megjegyzes'] as const;
export const REQUEST_CSV_TEMPLATE_NAME = 'requests_template.csv';
const TEMPLATE_HEADER = [...REQUEST_CSV_COLUMNS, ...REQUEST_CSV_OPTIONAL];
const TEMPLATE_DELIMITER = ';';
/** Longest OM id accepted in a row (as the users' field). */
export const REQUEST_CSV_OM_MAX = 32;

export const REQUEST_CSV_MESSAGES = {
  empty: 'A CSV üres vagy nincs adat sor.',
  noFile: 'Nincs fájl kiválasztva.',
  importWithoutFile: 'Először válassz egy CSV fájlt.',
  errorsTitle: 'CSV validációs hibák',
  tooManyRows: CSV_LIMIT_MESSAGES.tooManyRows,
  tooLarge: CSV_LIMIT_MESSAGES.tooLarge,
  missingColumns: (missing: readonly string[]) =>
    `Hiányzó oszlop(ok): ${missing.join(', ')}. A sablon szerint a fejléc: ${TEMPLATE_HEADER.join(TEMPLATE_DELIMITER)}`,
  checked: (n: number) => `CSV formátum rendben — ${n} sor készen áll importálásra.`,
  missing: (n: number, field: string) => `Sor ${n}: hiányzik ${/^[aeiou]/.test(field) ? 'az' : 'a'} '${field}'.`,
  badYear: (n: number) => `Sor ${n}: az 'ev' évszám legyen (a 'kezdete' éve, pl. 2025).`,
  badDate: (n: number, field: string) => `Sor ${n}: a '${field}' nem valós dátum (ÉÉÉÉ-HH-NN).`,
  unknownType: (n: number, value: string) => `Sor ${n}: ismeretlen 'szabadsag_tipus': '${value}'.`,
  startAfterEnd: (n: number) => `Sor ${n}: a 'kezdete' későbbi, mint a 'vege'.`,
  // The quota years the quotas screen can show.
  yearRange: (n: number) => `Sor ${n}: a 'kezdete' ${QUOTA_YEAR_MIN} és ${QUOTA_YEAR_MAX} közötti év napja legyen.`,
  yearMismatch: (n: number, ev: number) => `Sor ${n}: az 'ev' (${ev}) nem a 'kezdete' éve.`,
  crossesYear: (n: number) => `Sor ${n}: egy kérelem nem nyúlhat át a következő évre.`,
  tooLong: (n: number) => `Sor ${n}: egy kérelem legfeljebb ${MAX_REQUEST_DAYS} napot foghat át.`,
  noteTooLong: (n: number) => `Sor ${n}: a 'megjegyzes' legfeljebb ${NOTE_MAX} karakter lehet.`,
  omTooLong: (n: number) => `Sor ${n}: az 'oktatasi_azonosito' legfeljebb ${REQUEST_CSV_OM_MAX} karakter lehet.`,
  badQuotes: (n: number) => `Sor ${n}: hibás idézőjelezés.`,
  overlapInFile: (n: number, first: number) =>
    `Sor ${n}: ugyanannak a személynek a(z) ${first}. sorával átfedő időszak.`,
} as const;
const M = REQUEST_CSV_MESSAGES;

const text = (max: number) =>
  z.string({ error: 'missing' }).trim().min(1, { error: 'missing' }).max(max, { error: 'tooLong' });

/** A year the quotas screen can show (quota-csv.ts). */
export const isQuotaYear = (y: number) => Number.isInteger(y) && y >= QUOTA_YEAR_MIN && y <= QUOTA_YEAR_MAX;

const date = z.string({ error: 'missing' }).trim().min(1, { error: 'missing' }).refine(isIsoDate, { error: 'badDate' });

/** One row as sent to createbulkusers (admin-area.md §7); the browser's parser produces exactly this. */
export const RequestCsvRow = z
  .object({
    oktatasi_azonosito: text(REQUEST_CSV_OM_MAX),
    szabadsag_tipus: z
      .string({ error: 'missing' })
      .trim()
      .min(1, { error: 'missing' })
      .refine((v) => (LEAVE_TYPES as readonly string[]).includes(v), { error: 'unknownType' })
      .transform((v) => v as LeaveType),
    ev: z.union([z.number(), z.string()], { error: 'missing' }).transform((v, ctx) => {
      const s = String(v).trim();
      if (!s) ctx.issues.push({ code: 'custom', message: 'missing', input: v });
      else if (!/^\d{1,4}$/.test(s)) ctx.issues.push({ code: 'custom', message: 'badYear', input: v });
      return Number(s);
    }),
    szabadsag_kezdete: date,
    szabadsag_vege: date,
    megjegyzes: z
      .string({ error: 'tooLong' })
      .max(NOTE_MAX * 4, { error: 'tooLong' })
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null))
      .refine((v) => v === null || v.length <= NOTE_MAX, { error: 'tooLong' }),
  })
  .superRefine((r, ctx) => {
    const a = r.szabadsag_kezdete;
    const b = r.szabadsag_vege;
    if (!isIsoDate(a) || !isIsoDate(b)) return;
    const add = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['szabadsag_vege'] });
    if (a > b) return add('startAfterEnd');
    if (!isQuotaYear(Number(a.slice(0, 4)))) return add('yearRange');
    if (a.slice(0, 4) !== b.slice(0, 4)) return add('crossesYear');
    if (inclusiveDays(a, b) > MAX_REQUEST_DAYS) return add('tooLongRange');
    if (Number.isInteger(r.ev) && r.ev !== Number(a.slice(0, 4))) add('yearMismatch');
  });
export type RequestCsvRow = z.output<typeof RequestCsvRow>;
export type RequestCsvRowInput = z.input<typeof RequestCsvRow>;

/** The body's field of each CSV column (messages name the file's column). */
const COLUMN_OF: Record<string, string> = {
  oktatasi_azonosito: 'oktatasi_azonosito',
  szabadsag_tipus: 'szabadsag_tipus',
  ev: 'ev',
  szabadsag_kezdete: 'kezdete',
  szabadsag_vege: 'vege',
  megjegyzes: 'megjegyzes',
};
const FIELD_ORDER = Object.keys(COLUMN_OF);

function rowMessage(n: number, field: string, code: string, raw: Record<string, unknown>): string {
  const column = COLUMN_OF[field] ?? field;
  switch (code) {
    case 'badYear':
      return M.badYear(n);
    case 'badDate':
      return M.badDate(n, column);
    case 'unknownType':
      return M.unknownType(n, String(raw.szabadsag_tipus ?? '').trim());
    case 'startAfterEnd':
      return M.startAfterEnd(n);
    case 'yearRange':
      return M.yearRange(n);
    case 'crossesYear':
      return M.crossesYear(n);
    case 'tooLongRange':
      return M.tooLong(n);
    case 'yearMismatch':
      return M.yearMismatch(n, Number(String(raw.ev).trim()));
    case 'tooLong':
      return field === 'megjegyzes' ? M.noteTooLong(n) : M.omTooLong(n);
    default:
      return M.missing(n, column);
  }
}

/** Two ranges share a day. */
export const rangesOverlap = (a: { kezdete: string; vege: string }, b: { kezdete: string; vege: string }) =>
  a.kezdete <= b.vege && b.kezdete <= a.vege;

/**
 * Checks rows (objects with the body's fields) with `RequestCsvRow`, then for two rows of one
 * person (OM id) whose ranges overlap. Row N ("Sor N") is the Nth data row, from 1. Answers the
 * valid rows with their numbers and every error, in row order.
 */
export function checkRequestRows(rows: readonly unknown[]): {
  rows: (RequestCsvRow & { n: number })[];
  errors: string[];
} {
  const valid: (RequestCsvRow & { n: number })[] = [];
  const errors: string[] = [];
  const byPerson = new Map<string, { kezdete: string; vege: string; n: number }[]>();
  rows.forEach((input, i) => {
    const n = i + 1;
    const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const parsed = RequestCsvRow.safeParse(raw);
    if (!parsed.success) {
      for (const [field, code] of firstIssueCodes(parsed.error.issues, FIELD_ORDER, 'oktatasi_azonosito'))
        errors.push(rowMessage(n, field, code, raw));
      return;
    }
    const row = parsed.data;
    const range = { kezdete: row.szabadsag_kezdete, vege: row.szabadsag_vege, n };
    const earlier = byPerson.get(row.oktatasi_azonosito) ?? [];
    const clash = earlier.find((e) => rangesOverlap(e, range));
    if (clash) {
      errors.push(M.overlapInFile(n, clash.n));
      return;
    }
    earlier.push(range);
    byPerson.set(row.oktatasi_azonosito, earlier);
    valid.push({ ...row, n });
  });
  return { rows: valid, errors };
}

/**
 * Reads a request CSV (admin-area.md §5 "Request CSV"): BOM, delimiter `,` `;` or tab, quotes,
 * CRLF, blank lines (csv-read.ts); the five required columns in any order and case, `megjegyzes`
 * optional, other columns ignored. Answers the rows as the call sends them, or the errors (at
 * most 8, then "…").
 */
export function parseRequestCsv(input: string): CsvCheckResult<RequestCsvRowInput> {
  const read = readImportTable(input, REQUEST_CSV_COLUMNS, M);
  if (!read.ok) return read;
  const { table } = read;
  const at = (c: string) => table.header.indexOf(c);
  const index = {
    om: at('oktatasi_azonosito'),
    tipus: at('szabadsag_tipus'),
    ev: at('ev'),
    kezdete: at('kezdete'),
    vege: at('vege'),
    megjegyzes: at('megjegyzes'),
  };
  const cell = (fields: string[], i: number) => (i < 0 ? '' : (fields[i] ?? '').trim());
  const records: RequestCsvRowInput[] = table.rows.map(({ fields }) => ({
    oktatasi_azonosito: cell(fields, index.om),
    szabadsag_tipus: cell(fields, index.tipus),
    ev: /^\d{1,4}$/.test(cell(fields, index.ev)) ? Number(cell(fields, index.ev)) : cell(fields, index.ev),
    szabadsag_kezdete: cell(fields, index.kezdete),
    szabadsag_vege: cell(fields, index.vege),
    megjegyzes: cell(fields, index.megjegyzes) || null,
  }));
  const { errors } = checkRequestRows(records);
  const all = withQuoteErrors(errors, table.quoteErrorRows, M.badQuotes);
  if (all.length) return { ok: false, title: M.errorsTitle, errors: listErrors(all) };
  return { ok: true, rows: records };
}

/** requests_template.csv (admin-area.md §9): the header and two example rows, `;`, BOM, CRLF. */
export function requestCsvTemplate(): string {
  return csvTemplate(
    TEMPLATE_HEADER,
    [
      ['71234567890', 'rendes_szabadsag', '2025', '2025-07-14', '2025-07-18', 'Nyári szabadság'],
      ['71234567891', 'gyermek_utan_jaro_potszabadsag', '2025', '2025-08-04', '2025-08-05', ''],
    ],
    TEMPLATE_DELIMITER,
  );
}
