// The users CSV (admin-area.md §3 "User CSV row", §5 "User CSV"): the file's parsing and the row
// rules, shared by the browser's "Ellenőrzés" and the gateway's import, so both name the same rows
// with the same texts. Every row is checked with the one zod schema `UserCsvRow`; `checkUserRows`
// turns its issues into the spec's messages.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../api/auth.ts';
import { normaliseRole, type Role } from '../codes.ts';
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
import { cleanIdentity, identityKey } from './identity.ts';

/** The five columns (admin-area.md §3 "User CSV row"), in the template's order. */
export const USER_CSV_COLUMNS = ['nev', 'email', 'felhasznalonev', 'oktatasi_azonosito', 'szerepkorok'] as const;
type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number];

/** The admin forms' and the CSV's role values (admin-area.md §3 "User"); the deputy is stored `igazgatohelyettes`. */
export const ADMIN_ROLES = ['tanar', 'hr', 'igazgato', 'igazgato_helyettes'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Longest accepted value of each text field (not in the spec). */
export const USER_FIELD_MAX = {
  nev: 120,
  email: EMAIL_MAX_LENGTH,
  felhasznalonev: 64,
  oktatasi_azonosito: 32,
} as const;
export const USER_CSV_TEMPLATE_NAME = 'felhasznalok_template.csv';
/** The template's delimiter, also used to print the header in the missing-columns message. */
const TEMPLATE_DELIMITER = ';';

export const USER_CSV_MESSAGES = {
  empty: 'A CSV üres vagy nem olvasható.',
  noFile: 'Nincs fájl kiválasztva.',
  importWithoutFile: 'Először válassz egy CSV fájlt.',
  errorsTitle: 'CSV validációs hibák',
  more: MORE_ERRORS,
  ...CSV_LIMIT_MESSAGES,
  missingColumns: (missing: readonly string[]) =>
    `Hiányzó oszlop(ok): ${missing.join(', ')}. A sablon szerint a fejléc: ${USER_CSV_COLUMNS.join(TEMPLATE_DELIMITER)}`,
  checked: (n: number) => `CSV formátum rendben — ${n} sor készen áll importálásra.`,
  missing: (n: number, field: string) => `Sorszám ${n}: '${field}' hiányzik vagy üres.`,
  badRoles: (n: number) => `Sorszám ${n}: 'szerepkorok' üres vagy rossz formátum.`,
  unknownRole: (n: number, role: string) =>
    `Sorszám ${n}: ismeretlen szerepkör: '${role}' (érvényes: ${ADMIN_ROLES.join(', ')}).`,
  badEmail: (n: number) => `Sorszám ${n}: az 'email' formátuma érvénytelen.`,
  tooLong: (n: number, field: string, max: number) => `Sorszám ${n}: '${field}' legfeljebb ${max} karakter lehet.`,
  badQuotes: (n: number) => `Sorszám ${n}: hibás idézőjelezés.`,
  duplicateInFile: (n: number, field: string, value: string, first: number) =>
    `Sorszám ${n}: '${field}' (${value}) már szerepel a(z) ${first}. sorban.`,
} as const;
const M = USER_CSV_MESSAGES;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL_RE.test(value);

/** The stored role as the admin screens spell it. */
export const toAdminRole = (role: Role): AdminRole => (role === 'igazgatohelyettes' ? 'igazgato_helyettes' : role);

/** One role value as the admin spells it; the stored spelling of the deputy is accepted too. */
export function adminRoleOf(value: string): AdminRole | null {
  const role = normaliseRole(value);
  return role && toAdminRole(role);
}

/** A cell or item without the quotes around it (`"a"`, `'a'`, or a stray one left by a split). */
const unquote = (s: string) =>
  s
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .trim();

/**
 * A role cell (admin-area.md §5 "User CSV"): `a;b`, optionally in quotes or brackets (`[a;b]`), a
 * JSON array (`["a","b"]`), or already a list. `;`, `,` and a line break inside a quoted cell (a
 * spreadsheet's Alt+Enter) separate. Answers the roles (deduplicated, in order), the first unknown
 * value, or null for an empty or unreadable cell.
 */
export function parseRoleCell(cell: string | readonly string[]): AdminRole[] | { unknown: string } | null {
  let items: string[];
  if (Array.isArray(cell)) items = cell.map(String);
  else {
    const s = unquote(String(cell));
    let inner = s;
    if (s.startsWith('[') && s.endsWith(']')) {
      inner = s.slice(1, -1);
      try {
        const json: unknown = JSON.parse(s);
        if (Array.isArray(json) && json.every((x) => typeof x === 'string')) inner = json.join(';');
      } catch {
        // `[a;b]` without JSON quotes: the inside is split below.
      }
    }
    items = inner.split(/[;,\r\n]/);
  }
  const values = items.map(unquote).filter(Boolean);
  if (values.length === 0) return null;
  const roles: AdminRole[] = [];
  for (const v of values) {
    const role = adminRoleOf(v);
    if (!role) return { unknown: v };
    if (!roles.includes(role)) roles.push(role);
  }
  return roles;
}

/**
 * Issue messages of the row schema: codes that `checkUserRows` turns into the spec's texts. `clean`
 * runs first (trimming by default).
 */
const cell = (max: number, clean = (v: string) => v.trim()) =>
  z
    .string({ error: 'missing' })
    .overwrite(clean)
    .min(1, { error: 'missing' })
    .max(max, { error: `tooLong:${max}` });

const rolesCell = z
  .union([z.string(), z.array(z.string())], { error: 'badRoles' })
  .transform((value, ctx): AdminRole[] => {
    const roles = parseRoleCell(value);
    if (roles === null) ctx.issues.push({ code: 'custom', message: 'badRoles', input: value });
    else if (!Array.isArray(roles))
      ctx.issues.push({ code: 'custom', message: `unknownRole:${roles.unknown}`, input: value });
    return Array.isArray(roles) ? roles : [];
  });

/** One valid row (admin-area.md §5 "User CSV": all five fields required, roles a non-empty list). */
export const UserCsvRow = z.object({
  nev: cell(USER_FIELD_MAX.nev),
  // Look-alikes are one identity (identity.ts): the e-mail as its key, the username cleaned.
  email: cell(USER_FIELD_MAX.email, identityKey).refine(isEmail, { error: 'badEmail' }),
  felhasznalonev: cell(USER_FIELD_MAX.felhasznalonev, cleanIdentity),
  oktatasi_azonosito: cell(USER_FIELD_MAX.oktatasi_azonosito),
  szerepkorok: rolesCell,
});
export type UserCsvRow = z.output<typeof UserCsvRow>;

function rowMessage(n: number, field: string, code: string): string {
  if (code === 'missing') return field === 'szerepkorok' ? M.badRoles(n) : M.missing(n, field);
  if (code === 'badRoles') return M.badRoles(n);
  if (code === 'badEmail') return M.badEmail(n);
  if (code.startsWith('tooLong:')) return M.tooLong(n, field, Number(code.slice(8)));
  if (code.startsWith('unknownRole:')) return M.unknownRole(n, code.slice(12));
  return M.missing(n, field);
}

/** Unique values per column, compared by identity key (e-mail and username) or as written. */
const UNIQUE_COLUMNS = ['email', 'felhasznalonev', 'oktatasi_azonosito'] as const;

/**
 * Checks rows (objects with the five fields) with `UserCsvRow` and for values repeated inside the
 * file. Row N ("Sorszám N") is the Nth data row, from 1. Answers the valid rows and every error.
 */
export function checkUserRows(rows: readonly unknown[]): { rows: UserCsvRow[]; errors: string[] } {
  const valid: UserCsvRow[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, i) => {
    const n = i + 1;
    const parsed = UserCsvRow.safeParse(raw ?? {});
    if (!parsed.success) {
      for (const [column, code] of firstIssueCodes(parsed.error.issues, USER_CSV_COLUMNS, 'nev'))
        errors.push(rowMessage(n, column, code));
      return;
    }
    let duplicate = false;
    for (const column of UNIQUE_COLUMNS) {
      const value = parsed.data[column];
      const key = `${column}\u0000${column === 'oktatasi_azonosito' ? value : identityKey(value)}`;
      const first = seen.get(key);
      if (first !== undefined) {
        errors.push(M.duplicateInFile(n, column, value, first));
        duplicate = true;
      } else seen.set(key, n);
    }
    if (!duplicate) valid.push(parsed.data);
  });
  return { rows: valid, errors };
}

/** `title` is "CSV validációs hibák" for row errors; `errors` already limited by listErrors. */
export type UserCsvResult = CsvCheckResult<UserCsvRow>;

/**
 * Reads a users CSV (admin-area.md §5 "User CSV"): BOM stripped, delimiter detected, quotes and
 * CRLF handled, blank lines skipped; the header's five columns in any order and case (others are
 * ignored). A `;` file whose role cell was left unquoted (`tanar;hr` split into two fields) is
 * read as one cell when `szerepkorok` is the last column.
 */
export function parseUserCsv(input: string): UserCsvResult {
  const read = readImportTable(input, USER_CSV_COLUMNS, M);
  if (!read.ok) return read;
  const { table } = read;
  const { header } = table;
  const index = Object.fromEntries(USER_CSV_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    UserCsvColumn,
    number
  >;
  const rolesLast = index.szerepkorok === header.length - 1;
  const records = table.rows.map(({ fields }) => {
    const record: Record<string, string> = {};
    for (const c of USER_CSV_COLUMNS) record[c] = fields[index[c]] ?? '';
    if (rolesLast && fields.length > header.length) record.szerepkorok = fields.slice(index.szerepkorok).join(';');
    return record;
  });
  const { rows, errors } = checkUserRows(records);
  const all = withQuoteErrors(errors, table.quoteErrorRows, M.badQuotes);
  if (all.length) return { ok: false, title: M.errorsTitle, errors: listErrors(all) };
  return { ok: true, rows };
}

/** The downloadable template: the header and two example rows, `;`, UTF-8 with BOM (Excel), CRLF. */
export function userCsvTemplate(): string {
  return csvTemplate(USER_CSV_COLUMNS, [
    ['Minta Anna', 'minta.anna@iskola.hu', 'minta.anna', '71234567890', 'tanar'],
    ['Példa Péter', 'pelda.peter@iskola.hu', 'pelda.peter', '71234567891', '"tanar;igazgato_helyettes"'],
  ]);
}
