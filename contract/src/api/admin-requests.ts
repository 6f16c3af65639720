// Payloads and answers of the admin's leave-request calls (admin-area.md §3 "Leave request (admin
// view)", "Request statuses", §4 "Leave request status", §7 "Leave requests", §8 "Requests").
// Paths and field names are the spec's; what it leaves open is ours
// (docs/decisions/0460-admin-request-list.md, 0461-admin-request-edit.md, 0463-request-import.md).
//
//   GET    /api/admin/getrequests?AdminRequestsQuery                  -> AdminRequestsAnswer (one page)
//   PATCH  /api/admin/updateadminleaverequest  UpdateAdminRequestBody -> UpdateAdminRequestAnswer
//   DELETE /api/admin/deleteadminleaverequest  KerelemIdBody          -> DeleteAdminRequestAnswer
//   POST   /api/admin/createbulkrequests       BulkRequestsBody       -> BulkRequestsAnswer
import { z } from 'zod';
import { LEAVE_TYPES, STATUSES, type Status } from '../codes.ts';
import { isIsoDate } from '../domain/dates.ts';
import { MAX_IMPORT_ROWS } from '../domain/csv-read.ts';
import { REQUEST_CSV_MESSAGES, isQuotaYear } from '../domain/request-csv.ts';
import { QUOTA_YEAR_MAX, QUOTA_YEAR_MIN } from '../domain/quota-csv.ts';
import { NOTE_MAX, TEACHER_MESSAGES } from './teacher.ts';

/** Columns the list sorts by (URL `rendezes`): the table's five plus the request date (the default). */
export const ADMIN_REQUEST_SORT_KEYS = ['letrehozva', 'statusz', 'tipus', 'nev', 'kezdete', 'vege'] as const;
export type AdminRequestSortKey = (typeof ADMIN_REQUEST_SORT_KEYS)[number];
export const ADMIN_REQUEST_DIRECTIONS = ['novekvo', 'csokkeno'] as const;
export type AdminRequestDirection = (typeof ADMIN_REQUEST_DIRECTIONS)[number];

export const ADMIN_REQUESTS_PAGE_SIZE = 25;
export const ADMIN_REQUESTS_PAGE_MAX = 200;
export const ADMIN_REQUESTS_SEARCH_MAX = 100;

/** §4: "An unknown status is treated as jovahagyasra_var; the default for a new edit is jovahagyasra_var." */
export const DEFAULT_EDIT_STATUS: Status = 'jovahagyasra_var';

/** Who created a request, as the list shows it (`letrehozo`) for an import and for the system. */
export const CREATOR_LABELS = { import: 'import', system: 'rendszer' } as const;

export const ADMIN_REQUEST_MESSAGES = {
  // admin-area.md §8 "Requests"
  loadFailed: 'A kérelmek betöltése sikertelen.',
  updated: 'Kérelem módosítva.',
  saveFailed: 'Mentés sikertelen.',
  deleted: 'Kérelem törölve.',
  deleteFailed: 'Törlés sikertelen.',
  importFailed: 'Import hiba.',
  // Not in the spec
  invalidDate: TEACHER_MESSAGES.invalidDate,
  startAfterEnd: TEACHER_MESSAGES.startAfterEnd,
  yearRange: `A kezdő dátum ${QUOTA_YEAR_MIN} és ${QUOTA_YEAR_MAX} közötti év napja legyen.`,
  crossesYear: TEACHER_MESSAGES.crossesYear,
  tooLong: TEACHER_MESSAGES.tooLong,
  noWorkingDay: TEACHER_MESSAGES.noWorkingDay,
  noteTooLong: TEACHER_MESSAGES.noteTooLong,
  unknownType: TEACHER_MESSAGES.unknownType,
  typeRequired: 'A típus kötelező.',
  datesRequired: 'A kezdete és a vége kötelező.',
  notFound: TEACHER_MESSAGES.notFound,
  badId: 'Érvénytelen kérelem-azonosító.',
  badOverwrite: "Az 'overwrite' mező true vagy false lehet.",
  alreadyDeleted: 'A kérelem már törölve van.',
  overlap: (id: number, kezdete: string, vege: string) =>
    `Az időszak átfedi a kérelmező egy másik, még élő kérelmét (#${id}: ${kezdete} – ${vege}).`,
  unknownStatus: 'Ismeretlen státusz a szűrőben.',
  unknownSort: 'Ismeretlen rendezési oszlop.',
  unknownDirection: 'A rendezés iránya „novekvo” vagy „csokkeno” lehet.',
  range: 'A kérelem dátumának „-tól” értéke nem lehet későbbi, mint az „-ig”.',
  badPage: 'Az oldalszám 1-től induló egész szám.',
  badPageSize: `Az oldalméret 1 és ${ADMIN_REQUESTS_PAGE_MAX} közötti egész szám.`,
  searchTooLong: `A keresett szöveg legfeljebb ${ADMIN_REQUESTS_SEARCH_MAX} karakter lehet.`,
  // createbulkrequests row errors found against the database
  unknownPerson: (n: number, om: string) => `Sor ${n}: ismeretlen oktatási azonosító: '${om}'.`,
  overlapStored: (n: number, id: number, kezdete: string, vege: string) =>
    `Sor ${n}: átfedi a(z) #${id} még élő kérelmet (${kezdete} – ${vege}).`,
  noWorkingDayRow: (n: number) => `Sor ${n}: az időszakban nincs munkanap.`,
  importDone: (c: { letrehozva: number; lecserelve: number }) =>
    c.lecserelve > 0
      ? `Sikeres import: ${c.letrehozva} jóváhagyott kérelem rögzítve, ${c.lecserelve} korábban importált kérelem törölve.`
      : `Sikeres import: ${c.letrehozva} jóváhagyott kérelem rögzítve.`,
} as const;
const M = ADMIN_REQUEST_MESSAGES;

// ---- The list ---------------------------------------------------------------------------------

const optionalText = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(' ') : v),
  z
    .string()
    .trim()
    .max(ADMIN_REQUESTS_SEARCH_MAX, { error: M.searchTooLong })
    .optional()
    .transform((v) => v || undefined),
);
const optionalDate = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().trim().refine(isIsoDate, { error: M.invalidDate }).optional(),
);
const pageNumber = (error: string, max: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).optional(),
  );

/** GET /api/admin/getrequests: every parameter optional (the screen's URL parameters). */
export const AdminRequestsQuery = z
  .object({
    /** Name or username, ignoring case and accents. */
    kereses: optionalText,
    statusz: z.preprocess((v) => (v === '' ? undefined : v), z.enum(STATUSES, { error: M.unknownStatus }).optional()),
    letrehozva_tol: optionalDate,
    letrehozva_ig: optionalDate,
    rendezes: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(ADMIN_REQUEST_SORT_KEYS, { error: M.unknownSort }).default('letrehozva'),
    ),
    irany: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(ADMIN_REQUEST_DIRECTIONS, { error: M.unknownDirection }).default('csokkeno'),
    ),
    oldal: pageNumber(M.badPage, 1_000_000).transform((v) => v ?? 1),
    meret: pageNumber(M.badPageSize, ADMIN_REQUESTS_PAGE_MAX).transform((v) => v ?? ADMIN_REQUESTS_PAGE_SIZE),
  })
  .refine((q) => !q.letrehozva_tol || !q.letrehozva_ig || q.letrehozva_tol <= q.letrehozva_ig, {
    error: M.range,
    path: ['letrehozva_ig'],
  });
export type AdminRequestsQuery = z.output<typeof AdminRequestsQuery>;
export type AdminRequestsParams = z.input<typeof AdminRequestsQuery>;

/** One request as the admin sees it (admin-area.md §3 "Leave request (admin view)"). */
export const AdminRequestRow = z.object({
  kerelem_id: z.number(),
  statusz_kod: z.enum(STATUSES),
  tipus_kod: z.enum(LEAVE_TYPES),
  felhasznalonev: z.string().nullable(),
  nev: z.string().nullable(),
  oktatasi_azonosito: z.string().nullable(),
  /** The request date, an ISO date-time (UTC). */
  letrehozva: z.string(),
  kezdete: z.string(),
  vege: z.string(),
  megjegyzes: z.string().nullable(),
  jovahagyoi_megjegyzes: z.string().nullable(),
  /** The creator's name; "import" for an admin's import, "rendszer" for the system. */
  letrehozo: z.string().nullable(),
  munkanapok_szama: z.number(),
  /** The quota year (the year of `kezdete`). */
  ev: z.number(),
});
export type AdminRequestRow = z.infer<typeof AdminRequestRow>;

export const AdminRequestsAnswer = z.object({
  ok: z.literal(true),
  requestList: z.array(AdminRequestRow),
  /** Rows matching the filter, on every page. */
  total: z.number(),
  oldal: z.number(),
  meret: z.number(),
  /** Number of pages (0 when nothing matches). */
  oldalak: z.number(),
});
export type AdminRequestsAnswer = z.infer<typeof AdminRequestsAnswer>;

// ---- Edit and delete --------------------------------------------------------------------------

const kerelemId = z.number({ error: M.badId }).int({ error: M.badId }).positive({ error: M.badId });
const requiredDate = z
  .string({ error: M.datesRequired })
  .trim()
  .min(1, { error: M.datesRequired })
  .refine(isIsoDate, { error: M.invalidDate });

/** §4: any status; an unknown (or missing) one is jovahagyasra_var. */
const editStatus = z
  .unknown()
  .optional()
  .transform((v): Status =>
    typeof v === 'string' && (STATUSES as readonly string[]).includes(v.trim())
      ? (v.trim() as Status)
      : DEFAULT_EDIT_STATUS,
  );

/** PATCH /api/admin/updateadminleaverequest (admin-area.md §7). */
export const UpdateAdminRequestBody = z
  .strictObject({
    kerelem_id: kerelemId,
    tipus_kod: z.enum(LEAVE_TYPES, { error: (i) => (i.input ? M.unknownType : M.typeRequired) }),
    statusz_kod: editStatus,
    kezdete: requiredDate,
    vege: requiredDate,
    megjegyzes: z
      .string()
      .max(NOTE_MAX, { error: M.noteTooLong })
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
  })
  .refine((b) => b.kezdete <= b.vege, { error: M.startAfterEnd, path: ['vege'] })
  .refine((b) => isQuotaYear(Number(b.kezdete.slice(0, 4))), { error: M.yearRange, path: ['kezdete'] });
export type UpdateAdminRequestBody = z.input<typeof UpdateAdminRequestBody>;
export type UpdateAdminRequestInput = z.output<typeof UpdateAdminRequestBody>;

export const UpdateAdminRequestAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  request: AdminRequestRow,
});
export type UpdateAdminRequestAnswer = z.infer<typeof UpdateAdminRequestAnswer>;

/** DELETE /api/admin/deleteadminleaverequest (admin-area.md §7). */
export const KerelemIdBody = z.strictObject({ kerelem_id: kerelemId });
export type KerelemIdBody = z.input<typeof KerelemIdBody>;

export const DeleteAdminRequestAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  kerelem_id: z.number(),
  /** Working days given back to the quota (an approved request of a quota type); else 0. */
  visszaadott_napok: z.number(),
});
export type DeleteAdminRequestAnswer = z.infer<typeof DeleteAdminRequestAnswer>;

// ---- Import -----------------------------------------------------------------------------------

/** One row as sent: each cell checked on the server by the CSV's own row rules (`checkRequestRows`). */
const rowCell = z.string().max(1000).nullish();
const BulkRequestRowInput = z.strictObject({
  oktatasi_azonosito: rowCell,
  szabadsag_tipus: rowCell,
  ev: z.union([z.number(), z.string().max(20)]).nullish(),
  szabadsag_kezdete: rowCell,
  szabadsag_vege: rowCell,
  megjegyzes: rowCell,
});

/** POST /api/admin/createbulkrequests (admin-area.md §7 "Leave requests"). */
export const BulkRequestsBody = z.strictObject({
  overwrite: z.boolean({ error: M.badOverwrite }),
  leaves: z
    .array(BulkRequestRowInput, { error: REQUEST_CSV_MESSAGES.empty })
    .min(1, { error: REQUEST_CSV_MESSAGES.empty })
    .max(MAX_IMPORT_ROWS, { error: REQUEST_CSV_MESSAGES.tooManyRows }),
});
export type BulkRequestsBody = z.input<typeof BulkRequestsBody>;

export const BulkRequestsAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** New (approved) requests. */
  letrehozva: z.number(),
  /** Earlier imported requests the overwrite marked deleted. */
  lecserelve: z.number(),
});
export type BulkRequestsAnswer = z.infer<typeof BulkRequestsAnswer>;

/** The JSON body limit of createbulkrequests: MAX_IMPORT_ROWS rows of ordinary length fit easily. */
export const BULK_REQUESTS_BODY_LIMIT = '6mb';
