// The quotas CSV (admin-area.md §5 "Quota CSV", §7 "Quotas" createbulkquotas): the file's parsing
// and the row rules, shared by the browser's check and the gateway's import, so both name the same
// rows with the same texts. The six type columns are the totals (`<type>_keret`); optional
// `<type>_felhasznalt` columns set the used days too. Every row is checked with the one zod schema
// `QuotaCsvRow`; `checkQuotaRows` turns its issues into the messages below.
import { z } from 'zod';
import { QUOTA_TYPES, type QuotaType } from '../codes.ts';
import {
  CSV_LIMIT_MESSAGES,
  MORE_ERRORS,
  csvTemplate,
  listErrors,
  readImportTable,
  type CsvCheckResult,
  firstIssueCodes,
  withQuoteErrors,
} from './csv-read.ts';

/** The quota year range accepted anywhere (not in the spec). */
export const QUOTA_YEAR_MIN = 2000;
export const QUOTA_YEAR_MAX = 2099;
/** The largest total or used amount of one type in one year (days of a leap year). */
export const QUOTA_AMOUNT_MAX = 366;
/** The longest OM id (as the users' forms accept it). */
export const QUOTA_OM_MAX = 32;

/** Required columns in the template's order (admin-area.md §5 "Quota CSV"). */
export const QUOTA_CSV_COLUMNS = ['oktatasi_azonosito', 'ev', ...QUOTA_TYPES] as const;
/** The optional used-days column of a type. */
export const usedColumn = (t: QuotaType) => `${t}_felhasznalt` as const;
export const QUOTA_USED_COLUMNS = QUOTA_TYPES.map(usedColumn);

export const QUOTA_CSV_TEMPLATE_NAME = 'quotas_template.csv';

export const QUOTA_CSV_MESSAGES = {
  empty: 'A CSV üres vagy nincs adat sor.',
  noFile: 'Nincs fájl kiválasztva.',
  importWithoutFile: 'Először válassz egy CSV fájlt.',
  errorsTitle: 'CSV validációs hibák',
  more: MORE_ERRORS,
  ...CSV_LIMIT_MESSAGES,
  missingColumns: (missing: readonly string[]) => `Hiányzó fejléc(ek): ${missing.join(', ')}`,
  checked: (n: number) => `CSV formátum rendben — ${n} sor készen áll importálásra.`,
  missing: (n: number, field: string) => `Sor ${n}: hiányzik a(z) '${field}'.`,
  badYear: (n: number) => `Sor ${n}: az 'ev' ${QUOTA_YEAR_MIN} és ${QUOTA_YEAR_MAX} közötti egész szám legyen.`,
  badAmount: (n: number, field: string) =>
    `Sor ${n}: a(z) '${field}' 0 és ${QUOTA_AMOUNT_MAX} közötti egész szám legyen.`,
  omTooLong: (n: number) => `Sor ${n}: az 'oktatasi_azonosito' legfeljebb ${QUOTA_OM_MAX} karakter lehet.`,
  badQuotes: (n: number) => `Sor ${n}: hibás idézőjelezés.`,
  duplicate: (n: number, om: string, ev: number, first: number) =>
    `Sor ${n}: a(z) ${om} azonosító ${ev}. évi kerete már szerepel a(z) ${first}. sorban.`,
  // The gateway's checks against the stored users.
  unknownOm: (n: number, om: string) => `Sor ${n}: nincs ilyen oktatási azonosítójú felhasználó: ${om}.`,
} as const;
const M = QUOTA_CSV_MESSAGES;

/** A cell as the file (text) or the JSON body (number) carries it. */
const rawCell = z.union([z.string(), z.number()], { error: 'missing' }).transform((v) => String(v).trim());

const INTEGER = /^\d+$/;

const amountCell = rawCell.pipe(
  z
    .string()
    .min(1, { error: 'missing' })
    .refine((v) => INTEGER.test(v) && Number(v) <= QUOTA_AMOUNT_MAX, { error: 'badAmount' })
    .transform(Number),
);

/** An optional used-days cell: absent or empty means "not given" (the stored value is kept on a merge). */
const usedCell = z
  .union([z.string(), z.number(), z.null()], { error: 'badAmount' })
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
  .pipe(
    z
      .string()
      .refine((v) => v === '' || (INTEGER.test(v) && Number(v) <= QUOTA_AMOUNT_MAX), { error: 'badAmount' })
      .transform((v) => (v === '' ? undefined : Number(v))),
  );

const used = Object.fromEntries(QUOTA_TYPES.map((t) => [usedColumn(t), usedCell])) as Record<
  `${QuotaType}_felhasznalt`,
  typeof usedCell
>;
const totals = Object.fromEntries(QUOTA_TYPES.map((t) => [t, amountCell])) as Record<QuotaType, typeof amountCell>;

/** One valid row (admin-area.md §5 "Quota CSV": ID, year and the six totals required; integers ≥ 0). */
export const QuotaCsvRow = z.object({
  oktatasi_azonosito: rawCell.pipe(z.string().min(1, { error: 'missing' }).max(QUOTA_OM_MAX, { error: 'omTooLong' })),
  ev: rawCell.pipe(
    z
      .string()
      .min(1, { error: 'missing' })
      .refine((v) => /^\d{4}$/.test(v) && Number(v) >= QUOTA_YEAR_MIN && Number(v) <= QUOTA_YEAR_MAX, {
        error: 'badYear',
      })
      .transform(Number),
  ),
  ...totals,
  ...used,
});
export type QuotaCsvRow = z.output<typeof QuotaCsvRow>;

/** Every column a row may carry, in message order. */
const ROW_FIELDS = [...QUOTA_CSV_COLUMNS, ...QUOTA_USED_COLUMNS] as const;

function rowMessage(n: number, field: string, code: string): string {
  if (code === 'badYear') return M.badYear(n);
  if (code === 'badAmount') return M.badAmount(n, field);
  if (code === 'omTooLong') return M.omTooLong(n);
  return M.missing(n, field);
}

/**
 * Checks rows (objects with the columns) with `QuotaCsvRow` and for an (ID, year) repeated inside
 * the file. Row N ("Sor N") is the Nth data row, from 1. Answers the valid rows and every error.
 */
export function checkQuotaRows(rows: readonly unknown[]): { rows: QuotaCsvRow[]; errors: string[] } {
  const valid: QuotaCsvRow[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, i) => {
    const n = i + 1;
    const parsed = QuotaCsvRow.safeParse(raw ?? {});
    if (!parsed.success) {
      for (const [field, code] of firstIssueCodes(parsed.error.issues, ROW_FIELDS, 'oktatasi_azonosito'))
        errors.push(rowMessage(n, field, code));
      return;
    }
    const key = `${parsed.data.oktatasi_azonosito}\u0000${parsed.data.ev}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(M.duplicate(n, parsed.data.oktatasi_azonosito, parsed.data.ev, first));
      return;
    }
    seen.set(key, n);
    valid.push(parsed.data);
  });
  return { rows: valid, errors };
}

/** The row as createbulkquotas sends it: numbers, and only the used-days columns the file gave. */
export function quotaRowBody(row: QuotaCsvRow): Record<string, string | number> {
  const out: Record<string, string | number> = { ev: row.ev, oktatasi_azonosito: row.oktatasi_azonosito };
  for (const t of QUOTA_TYPES) {
    out[t] = row[t];
    const u = row[usedColumn(t)];
    if (u !== undefined) out[usedColumn(t)] = u;
  }
  return out;
}

export type QuotaCsvResult = CsvCheckResult<QuotaCsvRow>;

/**
 * Reads a quotas CSV (admin-area.md §5 "Quota CSV"): BOM stripped, delimiter detected, quotes and
 * CRLF handled, blank lines skipped, the header normalised; the required columns in any order
 * (others, e.g. a name column, are ignored), `<type>_felhasznalt` columns optional.
 */
export function parseQuotaCsv(input: string): QuotaCsvResult {
  const read = readImportTable(input, QUOTA_CSV_COLUMNS, M);
  if (!read.ok) return read;
  const { table } = read;
  const { header } = table;
  const present = ROW_FIELDS.filter((c) => header.includes(c)).map((c) => [c, header.indexOf(c)] as const);
  const records = table.rows.map(({ fields }) => Object.fromEntries(present.map(([c, i]) => [c, fields[i] ?? ''])));
  const { rows, errors } = checkQuotaRows(records);
  const all = withQuoteErrors(errors, table.quoteErrorRows, M.badQuotes);
  if (all.length) return { ok: false, title: M.errorsTitle, errors: listErrors(all) };
  return { ok: true, rows };
}

/** The downloadable template (quotas_template.csv): the header and two example rows of `ev`, `;`, BOM, CRLF. */
export function quotaCsvTemplate(ev: number): string {
  return csvTemplate(QUOTA_CSV_COLUMNS, [
    ['71234567890', String(ev), '25', '2', '0', '0', '0', '0'],
    ['71234567891', String(ev), '30', '4', '5', '0', '0', '2'],
  ]);
}
