// The school-year days CSV (admin-area.md §3 "Day", §5 "Day CSV (school-year screen check)", §9):
// the file's parsing and the row rules, shared by the browser's "Csak ellenőrzés" and the gateway's
// createbulkdays, so both name the same rows with the same texts. Every row is checked with the one
// zod schema `DayRow`; `checkDayRows` turns its issues into the spec's messages.
import { z } from 'zod';
import { DAY_TYPES, type DayType } from '../codes.ts';
import { isIsoDate } from './dates.ts';
import {
  CSV_LIMIT_MESSAGES,
  csvTemplate,
  listErrors,
  readImportTable,
  type CsvCheckResult,
  firstIssueCodes,
  withQuoteErrors,
} from './csv-read.ts';

/** The three columns (admin-area.md §5), in the template's order; `datum` must be the first. */
export const DAY_CSV_COLUMNS = ['datum', 'naptipus', 'megjegyzes'] as const;
export const DAY_CSV_TEMPLATE_NAME = 'napok_template.csv';
/** Date pickers and stored days: 1900-01-01 … 2099-12-31 (admin-area.md §2, §9). */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2099-12-31';
/** Longest note of a day (not in the spec). */
export const DAY_NOTE_MAX = 200;

export const DAY_CSV_MESSAGES = {
  // admin-area.md §5 "Day CSV (school-year screen check)", exactly as written
  checked: (n: number) => `CSV formátum rendben — ${n} sor ellenőrizve.`,
  noFile: 'Nincs fájl kiválasztva.',
  empty: 'A CSV üres vagy nincs adat sor.',
  missingHeaders: (missing: readonly string[]) => `Hiányzó fejléc(ek): ${missing.join(', ')}`,
  missing: (n: number, field: 'datum' | 'naptipus') => `Sor ${n}: hiányzik a '${field}'.`,
  badDate: (n: number) => `Sor ${n}: a 'datum' nem értelmezhető`,
  badType: (n: number) => `Sor ${n}: érvénytelen 'naptipus'.`,
  // Not in the spec
  firstColumn: "Az első oszlop a 'datum' legyen (a sablon szerint: datum,naptipus,megjegyzes).",
  duplicate: (n: number, datum: string, first: number) =>
    `Sor ${n}: a(z) ${datum} dátum már szerepel a(z) ${first}. sorban.`,
  noteTooLong: (n: number) => `Sor ${n}: a 'megjegyzes' legfeljebb ${DAY_NOTE_MAX} karakter lehet.`,
  badQuotes: (n: number) => `Sor ${n}: hibás idézőjelezés.`,
  importWithoutFile: 'Először válassz egy CSV fájlt.',
  ...CSV_LIMIT_MESSAGES,
} as const;
const M = DAY_CSV_MESSAGES;

const YMD = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\.?$/;
const DMY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\.?$/;
const pad = (s: string) => s.padStart(2, '0');

/**
 * A date cell as YYYY-MM-DD (admin-area.md §5): YYYY-MM-DD or DD-MM-YYYY, with `-`, `/` or `.`
 * between the parts (a Hungarian `2025.09.01.` too); a real calendar day in 1900–2099. Null
 * otherwise. DD-MM-YYYY is always day first (`02/01/2025` is January 2).
 */
export function parseDayDate(cell: string): string | null {
  const s = cell.trim();
  const ymd = YMD.exec(s);
  const dmy = ymd ? null : DMY.exec(s);
  const iso = ymd
    ? `${ymd[1]}-${pad(ymd[2]!)}-${pad(ymd[3]!)}`
    : dmy
      ? `${dmy[3]}-${pad(dmy[2]!)}-${pad(dmy[1]!)}`
      : null;
  return iso && isIsoDate(iso) && iso >= FIRST_DAY && iso <= LAST_DAY ? iso : null;
}

/** A type cell: trimmed and lower-cased, then t, m or s (admin-area.md §4); null otherwise. */
export function parseDayType(cell: string): DayType | null {
  const v = cell.trim().toLowerCase();
  return (DAY_TYPES as readonly string[]).includes(v) ? (v as DayType) : null;
}

/** Issue messages of the row schema: codes that `checkDayRows` turns into the spec's texts. */
const present = (bad: string) =>
  z.string({ error: 'missing' }).max(100, { error: bad }).trim().min(1, { error: 'missing' });

/**
 * One valid day (admin-area.md §3 "Day", §5): the CSV's row and the createbulkdays body's row alike.
 * `datum` in any accepted format becomes YYYY-MM-DD; `tipus` is t, m or s; an empty note is null.
 */
export const DayRow = z.object({
  datum: present('badDate').transform((v, ctx) => {
    const iso = parseDayDate(v);
    if (!iso) ctx.issues.push({ code: 'custom', message: 'badDate', input: v });
    return iso ?? '';
  }),
  tipus: present('badType').transform((v, ctx) => {
    const type = parseDayType(v);
    if (!type) ctx.issues.push({ code: 'custom', message: 'badType', input: v });
    return type ?? 't';
  }),
  megjegyzes: z
    .string({ error: 'noteTooLong' })
    .trim()
    .max(DAY_NOTE_MAX, { error: 'noteTooLong' })
    .nullish()
    .transform((v) => v || null),
});
export type DayRow = z.output<typeof DayRow>;

function rowMessage(n: number, field: string, code: string): string {
  if (field === 'datum') return code === 'missing' ? M.missing(n, 'datum') : M.badDate(n);
  if (field === 'tipus') return code === 'missing' ? M.missing(n, 'naptipus') : M.badType(n);
  return M.noteTooLong(n);
}

/**
 * Checks rows (`{ datum, tipus, megjegyzes }`, also with §3's aliases `date`, `type`, `note`) with
 * `DayRow` and for a date repeated inside the file. Row N is the Nth data row, from 1.
 */
export function checkDayRows(rows: readonly unknown[]): { rows: DayRow[]; errors: string[] } {
  const valid: DayRow[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, i) => {
    const n = i + 1;
    const parsed = DayRow.safeParse(withDayAliases(raw));
    if (!parsed.success) {
      for (const [field, code] of firstIssueCodes(parsed.error.issues, ['datum', 'tipus', 'megjegyzes'], 'datum'))
        errors.push(rowMessage(n, field, code));
      return;
    }
    const first = seen.get(parsed.data.datum);
    if (first !== undefined) {
      errors.push(M.duplicate(n, parsed.data.datum, first));
      return;
    }
    seen.set(parsed.data.datum, n);
    valid.push(parsed.data);
  });
  return { rows: valid, errors };
}

/** A day object with §3's aliases (`date`, `type`, `note`) read as `datum`, `tipus`, `megjegyzes`. */
export function withDayAliases(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw ?? {};
  const { date, type, note, ...rest } = raw as Record<string, unknown>;
  return {
    ...rest,
    datum: rest.datum ?? date,
    tipus: rest.tipus ?? type,
    megjegyzes: rest.megjegyzes ?? note,
  };
}

/** What the check of a days file answers: the rows ready to send, or at most 8 errors then "…". */
export type DayCsvResult = CsvCheckResult<DayRow>;

/**
 * Reads a days CSV (admin-area.md §5 "Day CSV (school-year screen check)"): BOM, delimiter
 * (`,` `;` tab), quotes, CRLF and blank lines handled by `readCsvTable`; the header must hold
 * datum, naptipus and megjegyzes (any case, accents ignored) with datum first; other columns are
 * ignored; at least one data row.
 */
export function parseDayCsv(input: string): DayCsvResult {
  const read = readImportTable(input, DAY_CSV_COLUMNS, {
    empty: M.empty,
    missingColumns: M.missingHeaders,
    tooManyRows: M.tooManyRows,
    first: { column: 'datum', message: M.firstColumn },
  });
  if (!read.ok) return read;
  const { table } = read;
  const { header } = table;
  const at = (c: (typeof DAY_CSV_COLUMNS)[number]) => header.indexOf(c);
  const records = table.rows.map(({ fields }) => ({
    datum: fields[at('datum')] ?? '',
    tipus: fields[at('naptipus')] ?? '',
    megjegyzes: fields[at('megjegyzes')] ?? '',
  }));
  const { rows, errors } = checkDayRows(records);
  const all = withQuoteErrors(errors, table.quoteErrorRows, M.badQuotes);
  if (all.length) return { ok: false, title: null, errors: listErrors(all) };
  return { ok: true, rows };
}

/** napok_template.csv (admin-area.md §2): the header and the spec's three rows, `,`, BOM, CRLF. */
export function dayCsvTemplate(): string {
  return csvTemplate(
    DAY_CSV_COLUMNS,
    [
      ['01/01/2025', 's', ''],
      ['02/01/2025', 'm', ''],
      ['03/01/2025', 't', ''],
    ],
    ',',
  );
}
