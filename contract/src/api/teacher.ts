// Payloads and answers of the teacher area (staff-area.md §3, §5, §7, §8;
// docs/decisions/0046-teacher-area-calls.md).
// The spec's three calls keep their exact paths and field names; the draft delete, withdraw,
// history and working-day preview calls are new (the spec's screens ran them locally or not at all).
//
//   GET    /api/user/teacher/getdata                       -> TeacherData
//   POST   /api/user/teacher/submit       SubmitBody       -> SubmitAnswer
//   POST   /api/user/teacher/savedraft    DraftBody        -> DraftAnswer
//   DELETE /api/user/teacher/deletedraft  KerelemIdBody    -> OkMessage      (new)
//   POST   /api/user/teacher/withdraw     KerelemIdBody    -> OkMessage      (new)
//   GET    /api/user/teacher/history      HistoryQuery     -> HistoryAnswer  (new; one page)
//   GET    /api/user/teacher/workingdays  WorkingDaysQuery -> WorkingDaysAnswer (new)
import { z } from 'zod';
import { LEAVE_TYPES, QUOTA_TYPES, type QuotaType } from '../codes.ts';
import { huDate, isIsoDate } from '../domain/dates.ts';

/** The longest range one request may span (a school year); stops absurd ranges early. */
export const MAX_REQUEST_DAYS = 366;
/** Longest note on a request, in characters (staff-area.md §9). */
export const NOTE_MAX = 100;

export const TEACHER_MESSAGES = {
  // staff-area.md §5 "Leave submit" (title / text pairs shown by the screen)
  missingTitle: 'Hiányzó adatok',
  missing: 'Típus és dátumtartomány kötelező.',
  invalidDateTitle: 'Érvénytelen dátum',
  startAfterEnd: 'A kezdődátum nem lehet későbbi, mint a záródátum.',
  noteTooLongTitle: 'Túl hosszú megjegyzés',
  noteTooLong: `A megjegyzés legfeljebb ${NOTE_MAX} karakter lehet.`,
  // staff-area.md §5 "Draft save"
  draftMissing: 'A piszkozat mentéséhez add meg a típust és a dátumtartományt (mettől–meddig).',
  // staff-area.md §8 "Teacher screen" (success texts)
  submitted: 'Sikeresen rögzítettük a kérelmet.',
  draftSaved: 'A kérelem piszkozatként elmentve.',
  // Not in the spec: the server's refusals and the new calls
  invalidDate: 'Érvénytelen dátum. Használd az ÉÉÉÉ-HH-NN formátumot.',
  unknownType: 'Ismeretlen szabadságtípus.',
  notFound: 'A kérelem nem található.',
  noWorkingDay: 'A választott időszakban nincs munkanap.',
  /** The other live request's dates, so the teacher knows which one it is. */
  overlap: (kezdete: string, vege: string) =>
    `Az időszak átfedi egy másik, még élő kérelmedet (${huDate(kezdete)} – ${huDate(vege)}).`,
  quotaExceeded: 'A kérelem meghaladja a fennmaradó keretet.',
  draftDeleted: 'A piszkozat törölve.',
  withdrawn: 'A kérelem visszavonva.',
  cannotWithdraw: 'Csak elbírálásra váró kérelmet vonhatsz vissza.',
  // Added with the gateway's teacher area
  crossesYear: 'Egy kérelem nem nyúlhat át a következő évre. Adj be külön kérelmet december 31-ig és január 1-jétől.',
  tooLong: `Egy kérelem legfeljebb ${MAX_REQUEST_DAYS} napot foghat át.`,
  // Nobody decides a request that is theirs or that they filed
  noApprover:
    'Nincs, aki elbírálhatná a kérelmet: a kérelmező és a rögzítő nem dönthet róla, más vezető pedig nincs. Fordulj a rendszergazdához.',
  // The paged history
  historyFilter: 'Érvénytelen szűrő vagy rendezés.',
  historyCursor: 'A lista időközben megváltozott; töltsd be újra.',
} as const;

const M = TEACHER_MESSAGES;

const isoDate = (missing: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).refine(isIsoDate, { error: M.invalidDate });
const leaveType = (missing: string) => z.enum(LEAVE_TYPES, { error: (i) => (i.input ? M.unknownType : missing) });
const note = z
  .string()
  .max(NOTE_MAX, { error: M.noteTooLong })
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));
const kerelemId = z.number().int().positive();

/** POST /api/user/teacher/submit (staff-area.md §3 "Leave request"); `kerelem_id` = the loaded draft. */
export const SubmitBody = z
  .strictObject({
    tipus: leaveType(M.missing),
    mettol: isoDate(M.missing),
    meddig: isoDate(M.missing),
    megjegyzes: note,
    kerelem_id: kerelemId.optional(),
  })
  .refine((b) => b.mettol <= b.meddig, { error: M.startAfterEnd, path: ['meddig'] });
export type SubmitBody = z.input<typeof SubmitBody>;

/** POST /api/user/teacher/savedraft (staff-area.md §3 "Draft"); `kerelem_id` updates that draft. */
export const DraftBody = z
  .strictObject({
    tipus_kod: leaveType(M.draftMissing),
    kezdete: isoDate(M.draftMissing),
    vege: isoDate(M.draftMissing),
    megjegyzes: note,
    kerelem_id: kerelemId.optional(),
  })
  .refine((b) => b.kezdete <= b.vege, { error: M.startAfterEnd, path: ['vege'] });
export type DraftBody = z.input<typeof DraftBody>;

/** Body of the draft delete and withdraw calls. */
export const KerelemIdBody = z.strictObject({ kerelem_id: kerelemId });

/** A saved draft (staff-area.md §3 "Draft") plus the working days it would cost. */
export const DraftSchema = z.object({
  kerelem_id: z.number(),
  tipus_kod: z.enum(LEAVE_TYPES),
  kezdete: z.string(),
  vege: z.string(),
  megjegyzes: z.string().nullable(),
  munkanapok_szama: z.number(),
});
export type Draft = z.infer<typeof DraftSchema>;

type QuotaKey = `${QuotaType}_${'keret' | 'felhasznalt' | 'kerelmezett'}`;
const quotaShape = Object.fromEntries(
  QUOTA_TYPES.flatMap((t) => ['keret', 'felhasznalt', 'kerelmezett'].map((k) => [`${t}_${k}`, z.number()])),
) as Record<QuotaKey, z.ZodNumber>;

/** GET /api/user/teacher/getdata (staff-area.md §3 "Teacher data"); `ev` = the quota year. */
export const TeacherData = z.object({
  ev: z.number(),
  szabadsagTipusok: z.array(z.enum(LEAVE_TYPES)),
  szabadsagKeretek: z.object(quotaShape),
  drafts: z.array(DraftSchema),
  frequency: z.object({ alkalmak: z.number(), kerelmezett_munkanapok_szama: z.number() }),
});
export type TeacherData = z.infer<typeof TeacherData>;

export const SubmitAnswer = z.object({ ok: z.literal(true), message: z.string(), kerelem_id: z.number() });
/** @alias Saving a draft answers like a submission (its own name for the route list above). */
export const DraftAnswer = SubmitAnswer;

/** Staff-screen status of a request: both awaiting codes show as Benyújtva
 *  (docs/architecture.md "Data model"). */
export const HISTORY_STATUSES = ['benyujtva', 'jovahagyva', 'elutasitva', 'visszavonva'] as const;

/** One row of the history (staff-area.md §3 "History row") plus what the screen needs. */
export const HistoryRow = z.object({
  id: z.number(),
  status: z.enum(HISTORY_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  typeId: z.enum(LEAVE_TYPES),
  start: z.string(),
  end: z.string(),
  /** Inclusive calendar days (the CSV's "Időtartam (nap)"). */
  days: z.number(),
  munkanapok_szama: z.number(),
  megjegyzes: z.string().nullable(),
  jovahagyoi_megjegyzes: z.string().nullable(),
  teacherName: z.string(),
  om: z.string().nullable(),
  /** True while the request awaits a decision (the teacher may withdraw it). */
  canWithdraw: z.boolean(),
});
export type HistoryRow = z.infer<typeof HistoryRow>;

/** Rows in one page of the history: about what a screen shows (decision 0564). */
export const HISTORY_PAGE_SIZE = 20;
/** The history's sortable columns (staff-area.md §2 "/app/tanar/elozmenyek"). */
export const HISTORY_SORT_KEYS = ['status', 'createdAt', 'decidedAt', 'type', 'start', 'end', 'days'] as const;
/** Longest search text, in characters. */
export const HISTORY_SEARCH_MAX = 100;

const blankless = (v: unknown) => (v === '' ? undefined : v);
const filterError = { error: M.historyFilter };

/**
 * GET /api/user/teacher/history: the screen's filters and order (the same names as its URL
 * parameters) and, for a further page, `utana`: the `next` of the page before. Every parameter
 * optional; the default is every own request, newest first.
 */
export const HistoryQuery = z.object({
  /** Free text: type, status, notes, dates as shown (case, accents and repeated spaces ignored). */
  kereses: z.preprocess(blankless, z.string().max(HISTORY_SEARCH_MAX, filterError).optional()),
  statusz: z.preprocess(blankless, z.enum(HISTORY_STATUSES, filterError).optional()),
  tipus: z.preprocess(blankless, z.enum(LEAVE_TYPES, filterError).optional()),
  /** Created on or after / on or before this Budapest day. */
  letrehozva_tol: z.preprocess(blankless, z.string().refine(isIsoDate, { error: M.invalidDate }).optional()),
  letrehozva_ig: z.preprocess(blankless, z.string().refine(isIsoDate, { error: M.invalidDate }).optional()),
  rendezes: z.preprocess(blankless, z.enum(HISTORY_SORT_KEYS, filterError).default('createdAt')),
  irany: z.preprocess(blankless, z.enum(['novekvo', 'csokkeno'], filterError).default('csokkeno')),
  utana: z.preprocess(blankless, z.string().max(200, { error: M.historyCursor }).optional()),
});
export type HistoryQuery = z.output<typeof HistoryQuery>;
export type HistoryParams = z.input<typeof HistoryQuery>;

/**
 * GET /api/user/teacher/history: one page of own requests except drafts, filtered and in the
 * asked order (ties: newest created first, then the higher id). `total`: the requests matching the
 * filters; `next`: the `utana` of the following page, null on the last.
 */
export const HistoryAnswer = z.object({
  ok: z.literal(true),
  items: z.array(HistoryRow),
  total: z.number(),
  next: z.string().nullable(),
});

/** GET /api/user/teacher/workingdays?mettol&meddig: what a range costs, from the school calendar. */
export const WorkingDaysQuery = z
  .object({ mettol: isoDate(M.missing), meddig: isoDate(M.missing) })
  .refine((q) => q.mettol <= q.meddig, { error: M.startAfterEnd, path: ['meddig'] });
export const WorkingDaysAnswer = z.object({ ok: z.literal(true), munkanapok_szama: z.number(), napok: z.number() });

/** `details` of the 409 `overlap` answer of submit: the other, still live request. */
export const OverlapDetails = z.object({
  kerelem_id: z.number(),
  tipus_kod: z.enum(LEAVE_TYPES),
  kezdete: z.string(),
  vege: z.string(),
});
export type OverlapDetails = z.infer<typeof OverlapDetails>;

/** `details` of the 409 `quotaExceeded` answer of submit (working days; `remaining` never below 0). */
export const QuotaDetails = z.object({ remaining: z.number(), requested: z.number() });
export type QuotaDetails = z.infer<typeof QuotaDetails>;
