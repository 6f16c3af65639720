// Payloads and answers of the HR area (staff-area.md §2 "The route of the HR screen…", §6 "hr",
// §9 "CSV export (HR)"). The spec's HR screen ran on sample data, so every call here is new
// (docs/decisions/0340-hr-list-on-the-server.md). The list's query parameters are the screen's
// URL parameters, so a shared link, the list call and the export carry the same filter.
//
//   GET /api/hr/requests?HrListQuery        -> HrListAnswer     one page, filtered and sorted
//   GET /api/hr/requests/:kerelem_id        -> HrDetailsAnswer  one request with its history
//   GET /api/hr/export?HrFilterQuery        -> text/csv         every matching row, streamed
import { z } from 'zod';
import { LEAVE_TYPES, ROLES, STATUSES } from '../codes.ts';
import { isIsoDate } from '../domain/dates.ts';
import { HISTORY_STATUSES, TEACHER_MESSAGES } from './teacher.ts';

/** The four staff statuses the HR filter offers (staff-area.md §4). */
export const HR_STATUSES = HISTORY_STATUSES;
export type HrStatus = (typeof HR_STATUSES)[number];

/** Columns the list sorts by (URL `rendezes`). */
export const HR_SORT_KEYS = [
  'statusz',
  'letrehozva',
  'elbiralva',
  'tipus',
  'kezdete',
  'vege',
  'napok',
  'munkanapok',
  'nev',
  'om',
] as const;
export type HrSortKey = (typeof HR_SORT_KEYS)[number];
export const HR_SORT_DIRECTIONS = ['novekvo', 'csokkeno'] as const;

export const HR_PAGE_SIZE = 50;
export const HR_PAGE_MAX = 200;
export const HR_SEARCH_MAX = 100;

/** The three date ranges of the filter (staff-area.md §2): URL `<field>_tol` / `<field>_ig`. */
export const HR_RANGES = ['letrehozva', 'kezdete', 'vege'] as const;
export type HrRange = (typeof HR_RANGES)[number];

export const HR_MESSAGES = {
  invalidDate: TEACHER_MESSAGES.invalidDate,
  range: {
    letrehozva: 'A „Létrehozva” tartomány eleje nem lehet későbbi, mint a vége.',
    kezdete: 'A „Kezdete” tartomány eleje nem lehet későbbi, mint a vége.',
    vege: 'A „Vége” tartomány eleje nem lehet későbbi, mint a vége.',
  } satisfies Record<HrRange, string>,
  unknownStatus: 'Ismeretlen státusz a szűrőben.',
  unknownType: 'Ismeretlen szabadságtípus a szűrőben.',
  unknownSort: 'Ismeretlen rendezési oszlop.',
  unknownDirection: 'A rendezés iránya „novekvo” vagy „csokkeno” lehet.',
  badPage: 'Az oldalszám 1-től induló egész szám.',
  badPageSize: `Az oldalméret 1 és ${HR_PAGE_MAX} közötti egész szám.`,
  searchTooLong: `A keresett szöveg legfeljebb ${HR_SEARCH_MAX} karakter lehet.`,
  notFound: TEACHER_MESSAGES.notFound,
  /** The screen's fallbacks (staff-area.md §8 "General rule"). */
  loadFailed: 'Nem sikerült a kérelmek betöltése.',
} as const;

const M = HR_MESSAGES;

/** A repeated parameter arrives as an array: its values count as one comma-separated list. */
const text = (max: number) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : v),
    z.string().trim().max(max, { error: M.searchTooLong }).optional(),
  );

/** A set given as `a,b,c`; absent = every value, empty = none. */
const codeSet = <T extends string>(codes: readonly T[], error: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : v),
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const items = v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const bad = items.filter((s) => !(codes as readonly string[]).includes(s));
        if (bad.length > 0) {
          ctx.addIssue({ code: 'custom', message: error });
          return z.NEVER;
        }
        return codes.filter((c) => items.includes(c));
      }),
  );

const optionalDate = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().trim().refine(isIsoDate, { error: M.invalidDate }).optional(),
);

const filterShape = {
  /** Teacher name, found ignoring case and accents ("kovacs" finds "Kovács"). */
  nev: text(HR_SEARCH_MAX),
  /** OM id (oktatási azonosító), found as a part of it. */
  om: text(HR_SEARCH_MAX),
  statusz: codeSet(HR_STATUSES, M.unknownStatus),
  tipus: codeSet(LEAVE_TYPES, M.unknownType),
  letrehozva_tol: optionalDate,
  letrehozva_ig: optionalDate,
  kezdete_tol: optionalDate,
  kezdete_ig: optionalDate,
  vege_tol: optionalDate,
  vege_ig: optionalDate,
  rendezes: z.enum(HR_SORT_KEYS, { error: M.unknownSort }).default('letrehozva'),
  irany: z.enum(HR_SORT_DIRECTIONS, { error: M.unknownDirection }).default('csokkeno'),
};

type RangeFields = { [K in HrRange as `${K}_tol` | `${K}_ig`]?: string | undefined };
const rangesInOrder = (q: RangeFields, ctx: z.RefinementCtx) => {
  for (const r of HR_RANGES) {
    const from = q[`${r}_tol`];
    const to = q[`${r}_ig`];
    if (from && to && from > to) ctx.addIssue({ code: 'custom', message: M.range[r], path: [`${r}_ig`] });
  }
};

/** GET /api/hr/export: the filter and the order (no paging: every matching row). */
export const HrFilterQuery = z.object(filterShape).superRefine(rangesInOrder);
export type HrFilterQuery = z.output<typeof HrFilterQuery>;

const pageNumber = (error: string, max?: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error })
      .int({ error })
      .min(1, { error })
      .max(max ?? Number.MAX_SAFE_INTEGER, { error })
      .optional(),
  );

/** GET /api/hr/requests: the filter, the order and the page (`oldal` from 1, `meret` rows). */
export const HrListQuery = z
  .object({
    ...filterShape,
    oldal: pageNumber(M.badPage).transform((v) => v ?? 1),
    meret: pageNumber(M.badPageSize, HR_PAGE_MAX).transform((v) => v ?? HR_PAGE_SIZE),
  })
  .superRefine(rangesInOrder);
export type HrListQuery = z.output<typeof HrListQuery>;
/** What a caller may send (every field optional, sets as arrays or lists). */
export type HrListParams = z.input<typeof HrListQuery>;

/** One row of the HR list (the history row's names, staff-area.md §3 "History row"). */
export const HrRow = z.object({
  id: z.number(),
  status: z.enum(HR_STATUSES),
  /** ISO date-times (UTC). */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  typeId: z.enum(LEAVE_TYPES),
  start: z.string(),
  end: z.string(),
  /** Inclusive calendar days (the CSV's "Időtartam (nap)"). */
  days: z.number(),
  munkanapok_szama: z.number(),
  teacherName: z.string(),
  om: z.string().nullable(),
  jovahagyoi_megjegyzes: z.string().nullable(),
});
export type HrRow = z.infer<typeof HrRow>;

export const HrListAnswer = z.object({
  ok: z.literal(true),
  items: z.array(HrRow),
  /** Rows matching the filter, on every page. */
  total: z.number(),
  oldal: z.number(),
  meret: z.number(),
  /** Number of pages (0 when nothing matches). */
  oldalak: z.number(),
});
export type HrListAnswer = z.infer<typeof HrListAnswer>;

export const HrDetailsParams = z.object({
  kerelem_id: z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound }),
});

export const HrHistoryEntry = z.object({
  statusz_kod: z.enum(STATUSES),
  at: z.string(),
  /** The person's name; null for the system (imports, seed) or a removed person. */
  byName: z.string().nullable(),
  byKind: z.enum(['user', 'admin', 'system']),
  megjegyzes: z.string().nullable(),
});
export type HrHistoryEntry = z.infer<typeof HrHistoryEntry>;

export const HrRequestDetails = HrRow.extend({
  megjegyzes: z.string().nullable(),
  jovahagyo_szerep: z.enum(ROLES).nullable(),
  history: z.array(HrHistoryEntry),
});
export type HrRequestDetails = z.infer<typeof HrRequestDetails>;

export const HrDetailsAnswer = z.object({ ok: z.literal(true), request: HrRequestDetails });

/** The CSV's columns, in the spec's order and names (staff-area.md §9). */
export const HR_CSV_COLUMNS = [
  'Státusz',
  'Létrehozva',
  'Elbírálva',
  'Típus',
  'Kezdete',
  'Vége',
  'Időtartam (nap)',
  'Tanár neve',
  'OM azonosító',
] as const;

/** The export's file name on a Budapest date (YYYY-MM-DD). */
export const hrCsvFileName = (today: string) => `szabadsagok_${today}.csv`;
