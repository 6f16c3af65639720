// Payloads and answers of the admin's quota calls (admin-area.md §3 "Quota row", §4 "Quota edit",
// §5 "Quota CSV", §7 "Quotas", §8 "Quotas"). Paths and field names are the spec's; what it leaves
// open is ours (docs/decisions/0450-admin-quota-calls.md).
//
//   GET   /api/admin/getyears                                  -> GetYearsAnswer
//   POST  /api/admin/getleavequotas      { year }               -> GetLeaveQuotasAnswer
//   PATCH /api/admin/updateleavequotas   UpdateLeaveQuotasBody  -> UpdateLeaveQuotasAnswer
//   POST  /api/admin/createbulkquotas    BulkQuotasBody         -> BulkQuotasAnswer
import { z } from 'zod';
import { QUOTA_TYPES, type QuotaType } from '../codes.ts';
import { MAX_IMPORT_ROWS } from '../domain/csv-read.ts';
import {
  QUOTA_AMOUNT_MAX,
  QUOTA_CSV_MESSAGES,
  QUOTA_OM_MAX,
  QUOTA_YEAR_MAX,
  QUOTA_YEAR_MIN,
} from '../domain/quota-csv.ts';

export const ADMIN_QUOTA_MESSAGES = {
  // admin-area.md §8 "Quotas"
  importDone: 'Import sikeres.',
  importFailed: 'Hiba a CSV mentése közben.',
  yearsFailed: 'Nem sikerült lekérdezni az éveket.',
  noYears: 'Nincs elérhető év az adatbázisban.',
  // Not in the spec
  badYear: `Az év ${QUOTA_YEAR_MIN} és ${QUOTA_YEAR_MAX} közötti egész szám legyen.`,
  omRequired: 'Az oktatási azonosító kötelező.',
  omTooLong: `Az oktatási azonosító legfeljebb ${QUOTA_OM_MAX} karakter lehet.`,
  tooLarge: `Egy keret vagy felhasznált érték legfeljebb ${QUOTA_AMOUNT_MAX} nap lehet.`,
  notFound: 'Nincs ilyen oktatási azonosítójú felhasználó.',
  updated: 'A keret mentve.',
  updateFailed: 'A keret mentése nem sikerült. Próbáld újra.',
  badOverwrite: "Az 'overwrite' mező true vagy false lehet.",
  importRefused: 'Az import hibás sorokat tartalmaz; semmi sem változott.',
} as const;
const M = ADMIN_QUOTA_MESSAGES;

const keretKey = (t: QuotaType) => `${t}_keret` as const;
const usedKey = (t: QuotaType) => `${t}_felhasznalt` as const;
const pendingKey = (t: QuotaType) => `${t}_kerelmezett` as const;
export const quotaKeys = { keret: keretKey, felhasznalt: usedKey, kerelmezett: pendingKey };

// ---- Answers -----------------------------------------------------------------------------------

const amounts = Object.fromEntries(
  QUOTA_TYPES.flatMap((t) => [keretKey(t), usedKey(t), pendingKey(t)].map((k) => [k, z.number()])),
) as Record<`${QuotaType}_${'keret' | 'felhasznalt' | 'kerelmezett'}`, z.ZodNumber>;

/**
 * One person's quotas of a year (admin-area.md §3 "Quota row"): totals, used and pending working
 * days (`kerelmezett`) of every quota type. `oktatasi_azonosito` is null for someone without one
 * (shown, not editable: the edit call names the person by it); `blocked` is shown beside the name.
 */
export const QuotaRow = z.object({
  user_id: z.number(),
  oktatasi_azonosito: z.string().nullable(),
  nev: z.string(),
  ev: z.number(),
  blocked: z.boolean(),
  ...amounts,
});
export type QuotaRow = z.infer<typeof QuotaRow>;

/** What is left of a type: total minus used, at least 0 (admin-area.md §3 "Quota row"). */
export const remainingOfRow = (row: QuotaRow, t: QuotaType): number => Math.max(0, row[keretKey(t)] - row[usedKey(t)]);

const YearItem = z.object({ ev: z.number() });
/** GET /api/admin/getyears: an array or `data.data` of `{ ev }` (admin-area.md §7); ours answers `data.data`. */
export const GetYearsAnswer = z
  .union([z.array(YearItem), z.object({ data: z.object({ data: z.array(YearItem) }) })])
  .transform((a) => (Array.isArray(a) ? a : a.data.data).map((y) => y.ev).sort((x, y) => x - y));
export type GetYearsAnswer = z.output<typeof GetYearsAnswer>;

/** POST /api/admin/getleavequotas: an array or `data.data` of quota rows; ours answers `data.data`. */
export const GetLeaveQuotasAnswer = z
  .union([z.array(QuotaRow), z.object({ data: z.object({ data: z.array(QuotaRow) }) })])
  .transform((a) => (Array.isArray(a) ? a : a.data.data));
export type GetLeaveQuotasAnswer = z.output<typeof GetLeaveQuotasAnswer>;

export const UpdateLeaveQuotasAnswer = z.object({ ok: z.literal(true), message: z.string(), row: QuotaRow });
export type UpdateLeaveQuotasAnswer = z.infer<typeof UpdateLeaveQuotasAnswer>;

export const BulkQuotasAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  letrehozva: z.number(),
  frissitve: z.number(),
});
export type BulkQuotasAnswer = z.infer<typeof BulkQuotasAnswer>;

// ---- Bodies ------------------------------------------------------------------------------------

const year = z
  .union([z.number(), z.string().regex(/^\d{4}$/, { error: M.badYear })], { error: M.badYear })
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: M.badYear })
      .min(QUOTA_YEAR_MIN, { error: M.badYear })
      .max(QUOTA_YEAR_MAX, { error: M.badYear }),
  );

/** POST /api/admin/getleavequotas. */
export const GetLeaveQuotasBody = z.strictObject({ year });
export type GetLeaveQuotasBody = z.input<typeof GetLeaveQuotasBody>;

/**
 * One edited amount (admin-area.md §4 "Quota edit"): negatives become 0, values are truncated to
 * integers, anything non-numeric becomes 0. The screen applies the same rule before sending.
 */
export function toQuotaAmount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.trunc(n);
}

const amountInput = z
  .union([z.number(), z.string().max(40), z.null(), z.boolean()])
  .transform(toQuotaAmount)
  .pipe(z.number().max(QUOTA_AMOUNT_MAX, { error: M.tooLarge }));
const perType = z.strictObject(
  Object.fromEntries(QUOTA_TYPES.map((t) => [t, amountInput.optional()])) as Record<
    QuotaType,
    z.ZodOptional<typeof amountInput>
  >,
);

/** PATCH /api/admin/updateleavequotas: the types given are set, the others kept. */
export const UpdateLeaveQuotasBody = z.strictObject({
  ev: year,
  oktatasi_azonosito: z
    .string({ error: M.omRequired })
    .trim()
    .min(1, { error: M.omRequired })
    .max(QUOTA_OM_MAX, { error: M.omTooLong }),
  totals: perType.default({}),
  used: perType.default({}),
});
export type UpdateLeaveQuotasBody = z.input<typeof UpdateLeaveQuotasBody>;
export type UpdateLeaveQuotasInput = z.output<typeof UpdateLeaveQuotasBody>;

/** One imported row as sent; checked by the CSV's own row rules on the server (`checkQuotaRows`). */
const rowCell = z.union([z.string().max(100), z.number(), z.null()]).optional();
const BulkQuotaRowInput = z.strictObject({
  ev: rowCell,
  oktatasi_azonosito: rowCell,
  ...(Object.fromEntries(QUOTA_TYPES.flatMap((t) => [t, usedKey(t)]).map((k) => [k, rowCell])) as Record<
    QuotaType | `${QuotaType}_felhasznalt`,
    typeof rowCell
  >),
});

/** POST /api/admin/createbulkquotas (admin-area.md §7 "Quotas"). */
export const BulkQuotasBody = z.strictObject({
  overwrite: z.boolean({ error: M.badOverwrite }),
  quotaList: z
    .array(BulkQuotaRowInput, { error: QUOTA_CSV_MESSAGES.empty })
    .min(1, { error: QUOTA_CSV_MESSAGES.empty })
    .max(MAX_IMPORT_ROWS, { error: QUOTA_CSV_MESSAGES.tooManyRows }),
});
export type BulkQuotasBody = z.input<typeof BulkQuotasBody>;

/** The JSON body limit of createbulkquotas: MAX_IMPORT_ROWS rows with every column fit easily. */
export const BULK_QUOTAS_BODY_LIMIT = '6mb';
