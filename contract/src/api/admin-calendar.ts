// Payloads and answers of the school-year calendar calls (admin-area.md §3 "Day", "Active period",
// §4, §5 "Active period", "Day edit", §7 "School-year calendar", §8 "Calendar"). Paths and field
// names are the spec's; what it leaves open is ours (docs/decisions/0440-calendar-calls.md).
//
//   GET    /api/admin/getactiveperiod                          -> PeriodAnswer
//   GET    /api/admin/getconfigureddays                        -> PeriodAnswer (first and last stored day)
//   GET    /api/admin/getdays?ev&honap                         -> DaysAnswer
//   POST   /api/admin/updateactiveperiod  ActivePeriodBody      -> SavePeriodAnswer
//   DELETE /api/admin/deleteactiveperiod                       -> DeletePeriodAnswer
//   POST   /api/admin/createbulkdays      BulkDaysBody          -> BulkDaysAnswer
//   PATCH  /api/admin/updatedays          UpdateDayBody         -> UpdateDayAnswer
import { z } from 'zod';
import { DAY_TYPES } from '../codes.ts';
import { isIsoDate } from '../domain/dates.ts';
import { MAX_IMPORT_ROWS } from '../domain/csv-read.ts';
import {
  DAY_CSV_MESSAGES,
  DAY_NOTE_MAX,
  FIRST_DAY,
  LAST_DAY,
  parseDayType,
  withDayAliases,
} from '../domain/day-csv.ts';

export const ADMIN_CALENDAR_MESSAGES = {
  // admin-area.md §5 "Active period", §8 "Calendar", exactly as written
  periodOrder: 'A kezdő dátum nem lehet későbbi, mint a záró dátum.',
  loadFailed: 'Nem sikerült betölteni az adatokat.',
  periodSaveFailed: 'Az aktív időszak mentése sikertelen.',
  periodDeleteFailed: 'Az aktív időszak törlése sikertelen.',
  daySaveFailed: 'A nap mentése sikertelen.',
  importFailed: 'Ismeretlen hiba az import során.',
  importNoAnswer: 'Hiba a CSV mentése közben.',
  imported: 'Sikeres import.',
  // Not in the spec
  badDate: `Adj meg érvényes dátumot (ÉÉÉÉ-HH-NN, ${FIRST_DAY} és ${LAST_DAY} között).`,
  badType: 'A naptípus t, m vagy s lehet.',
  noteTooLong: `A megjegyzés legfeljebb ${DAY_NOTE_MAX} karakter lehet.`,
  badOverwrite: "Az 'overwrite' mező true vagy false lehet.",
  badQuery: "Az 'ev' 1900 és 2099 közötti év, a 'honap' 1 és 12 közötti szám lehet.",
  periodSaved: 'Az aktív időszak mentve.',
  periodDeleted: 'Az aktív időszak törölve.',
  noPeriod: 'Nincs beállított aktív időszak.',
  daySaved: 'A nap mentve.',
  importInvalid: 'A fájl hibás sorokat tartalmaz; semmi sem változott.',
} as const;
const M = ADMIN_CALENDAR_MESSAGES;

// ---- Answers -----------------------------------------------------------------------------------

/** One day as stored and answered (admin-area.md §3 "Day"). */
export const CalendarDay = z.object({
  datum: z.string(),
  ev: z.number(),
  honap: z.number(),
  nap: z.number(),
  tipus: z.enum(DAY_TYPES),
  megjegyzes: z.string().nullable(),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

/** A day as read from a server: §3's aliases `date`, `type`, `note` too; ev/honap/nap from the date if absent. */
const ReadDay = z.preprocess((raw) => {
  const d = withDayAliases(raw) as Record<string, unknown>;
  const datum = typeof d.datum === 'string' ? d.datum.slice(0, 10) : d.datum;
  const part = (from: number, to: number) => (typeof datum === 'string' ? Number(datum.slice(from, to)) : undefined);
  return {
    datum,
    ev: d.ev ?? part(0, 4),
    honap: d.honap ?? part(5, 7),
    nap: d.nap ?? part(8, 10),
    tipus: typeof d.tipus === 'string' ? (parseDayType(d.tipus) ?? d.tipus) : d.tipus,
    megjegyzes: typeof d.megjegyzes === 'string' && d.megjegyzes ? d.megjegyzes : null,
  };
}, CalendarDay);

/** GET /api/admin/getdays: `{ data: { data: Day[] } }` (admin-area.md §7). */
export const DaysAnswer = z.object({ data: z.object({ data: z.array(ReadDay) }) });
export type DaysAnswer = z.output<typeof DaysAnswer>;

export const ActivePeriod = z.object({ megnyitva_tol: z.string(), megnyitva_ig: z.string() });
export type ActivePeriod = z.infer<typeof ActivePeriod>;

/**
 * A period as read (admin-area.md §3 "Active period"): `megnyitva_tol`/`megnyitva_ig`, or
 * `start`/`end`, or `elso_nap`/`utolso_nap`; 'nodata', null or anything not two ISO dates is none.
 */
export function readPeriod(raw: unknown): ActivePeriod | null {
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  const from = p.megnyitva_tol ?? p.start ?? p.elso_nap;
  const to = p.megnyitva_ig ?? p.end ?? p.utolso_nap;
  const iso = (v: unknown) => (typeof v === 'string' && isIsoDate(v.slice(0, 10)) ? v.slice(0, 10) : null);
  const a = iso(from);
  const b = iso(to);
  return a && b ? { megnyitva_tol: a, megnyitva_ig: b } : null;
}

/**
 * GET /api/admin/getactiveperiod and getconfigureddays: `{ data: { megnyitva_tol, megnyitva_ig } }`,
 * our gateway answers `{ data: null }` when there is none.
 */
export const PeriodAnswer = z.object({ data: z.unknown().optional() }).transform((a) => ({ data: readPeriod(a.data) }));
export type PeriodAnswer = z.output<typeof PeriodAnswer>;

export const SavePeriodAnswer = z.object({ ok: z.literal(true), message: z.string(), data: ActivePeriod });
export type SavePeriodAnswer = z.infer<typeof SavePeriodAnswer>;
/** `torolve`: false when there was no period to delete (the call still succeeds). */
export const DeletePeriodAnswer = z.object({ ok: z.literal(true), message: z.string(), torolve: z.boolean() });
export type DeletePeriodAnswer = z.infer<typeof DeletePeriodAnswer>;
/** createbulkdays: "Sikeres import." and what changed. */
export const BulkDaysAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  letrehozva: z.number(),
  frissitve: z.number(),
  torolve: z.number(),
});
export type BulkDaysAnswer = z.infer<typeof BulkDaysAnswer>;
export const UpdateDayAnswer = z.object({ ok: z.literal(true), message: z.string(), data: CalendarDay });
export type UpdateDayAnswer = z.infer<typeof UpdateDayAnswer>;

// ---- Bodies and queries ------------------------------------------------------------------------

/** A date of the calendar: a real YYYY-MM-DD day in 1900–2099 (admin-area.md §2, §9). */
export const calendarDate = z
  .string({ error: M.badDate })
  .trim()
  .max(10, { error: M.badDate })
  .refine((v) => isIsoDate(v) && v >= FIRST_DAY && v <= LAST_DAY, { error: M.badDate });

/** POST /api/admin/updateactiveperiod; `start`/`end` and `elso_nap`/`utolso_nap` accepted too. */
export const ActivePeriodBody = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const { start, end, elso_nap, utolso_nap, ...rest } = raw as Record<string, unknown>;
    return {
      ...rest,
      megnyitva_tol: rest.megnyitva_tol ?? start ?? elso_nap,
      megnyitva_ig: rest.megnyitva_ig ?? end ?? utolso_nap,
    };
  },
  z
    .strictObject({ megnyitva_tol: calendarDate, megnyitva_ig: calendarDate })
    .refine((p) => p.megnyitva_tol <= p.megnyitva_ig, { error: M.periodOrder, path: ['megnyitva_ig'] }),
);
/** The body as sent (the aliases are for other clients). */
export type ActivePeriodBody = ActivePeriod;

/** GET /api/admin/getdays?ev=2026&honap=9: one year, or one month of it; none: every day. */
export const DaysQuery = z
  .strictObject({
    ev: z.coerce
      .number({ error: M.badQuery })
      .int({ error: M.badQuery })
      .min(1900, { error: M.badQuery })
      .max(2099, { error: M.badQuery })
      .optional(),
    honap: z.coerce
      .number({ error: M.badQuery })
      .int({ error: M.badQuery })
      .min(1, { error: M.badQuery })
      .max(12, { error: M.badQuery })
      .optional(),
  })
  .refine((q) => q.honap === undefined || q.ev !== undefined, { error: M.badQuery });
export type DaysQuery = z.output<typeof DaysQuery>;

/** One imported row as sent; checked by the CSV's own rules on the server (`checkDayRows`). */
const rowCell = z.string().max(1000).nullish();
const BulkDayRowInput = z.strictObject({
  datum: rowCell,
  tipus: rowCell,
  megjegyzes: rowCell,
  date: rowCell,
  type: rowCell,
  note: rowCell,
});

/** POST /api/admin/createbulkdays (admin-area.md §7). */
export const BulkDaysBody = z.strictObject({
  overwrite: z.boolean({ error: M.badOverwrite }),
  dayList: z
    .array(BulkDayRowInput, { error: DAY_CSV_MESSAGES.empty })
    .min(1, { error: DAY_CSV_MESSAGES.empty })
    .max(MAX_IMPORT_ROWS, { error: DAY_CSV_MESSAGES.tooManyRows }),
});
export type BulkDaysBody = z.input<typeof BulkDaysBody>;
/** 10,000 rows of a date, a type and a short note fit well below. */
export const BULK_DAYS_BODY_LIMIT = '3mb';

/**
 * PATCH /api/admin/updatedays (admin-area.md §5 "Day edit"): the type trimmed and lower-cased,
 * t when missing or empty; an empty note is null. `date`/`type`/`note` accepted too.
 */
export const UpdateDayBody = z.preprocess(
  withDayAliases,
  z.strictObject({
    datum: calendarDate,
    tipus: z
      .string({ error: M.badType })
      .max(20, { error: M.badType })
      .nullish()
      .transform((v, ctx) => {
        const type = v?.trim() ? parseDayType(v) : 't';
        if (!type) ctx.issues.push({ code: 'custom', message: M.badType, input: v });
        return type ?? 't';
      }),
    megjegyzes: z
      .string({ error: M.noteTooLong })
      .trim()
      .max(DAY_NOTE_MAX, { error: M.noteTooLong })
      .nullish()
      .transform((v) => v || null),
  }),
);
/** The body as sent: the type and the note may be left out (t, none). */
export interface UpdateDayBody {
  datum: string;
  tipus?: string | null;
  megjegyzes?: string | null;
}
export type UpdateDayInput = z.output<typeof UpdateDayBody>;
