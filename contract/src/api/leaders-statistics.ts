// Payloads and answers of the leaders' statistics (staff-area.md §2 route table "Statistics": the
// spec's page was a placeholder, so every call here is new; docs/architecture.md "Statistics").
// School-wide figures for both leader roles; drafts and withdrawn requests never count as absent
// (docs/decisions/0331-what-counts-as-absent.md).
//
//   GET /api/leaders/stats/absences?mettol&meddig -> AbsencesAnswer     who is away, day by day (≤ 31 days)
//   GET /api/leaders/stats/monthly?tanev          -> MonthlyAnswer      approved working days per month and type
//   GET /api/leaders/stats/quota-usage?ev         -> QuotaUsageAnswer   regular leave of every teacher
//   GET /api/leaders/stats/status-summary?tanev   -> StatusSummaryAnswer requests by status, decision time
import { z } from 'zod';
import { DAY_TYPES, LEAVE_TYPES } from '../codes.ts';
import { isIsoDate } from '../domain/dates.ts';
import { inclusiveDays } from '../domain/duration.ts';
import { HISTORY_STATUSES } from './teacher.ts';

/** The longest range of the "Ki van távol?" call: a month. */
export const ABSENCE_MAX_DAYS = 31;
/** Years a statistics query may name (a school year's first year, or a quota year). */
export const STATS_YEAR_MIN = 2000;
export const STATS_YEAR_MAX = 2100;

export const STATS_MESSAGES = {
  missingRange: 'Add meg az időszak kezdetét és végét (mettol, meddig).',
  invalidDate: 'Érvénytelen dátum. Használd az ÉÉÉÉ-HH-NN formátumot.',
  startAfterEnd: 'A kezdődátum nem lehet későbbi, mint a záródátum.',
  rangeTooLong: `Az időszak legfeljebb ${ABSENCE_MAX_DAYS} napos lehet.`,
  invalidYear: `Az év ${STATS_YEAR_MIN} és ${STATS_YEAR_MAX} közötti egész szám lehet.`,
} as const;

const M = STATS_MESSAGES;

const isoDate = z
  .string({ error: M.missingRange })
  .trim()
  .min(1, { error: M.missingRange })
  .refine(isIsoDate, { error: M.invalidDate });

/** `?tanev=` / `?ev=`: optional; an empty value means the current one. */
const year = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : v),
  z.coerce
    .number({ error: M.invalidYear })
    .int({ error: M.invalidYear })
    .min(STATS_YEAR_MIN, { error: M.invalidYear })
    .max(STATS_YEAR_MAX, { error: M.invalidYear })
    .optional(),
);

const bothDates = (q: { mettol: unknown; meddig: unknown }) =>
  typeof q.mettol === 'string' && typeof q.meddig === 'string' && isIsoDate(q.mettol) && isIsoDate(q.meddig);

/** GET /api/leaders/stats/absences: both days included, at most ABSENCE_MAX_DAYS. */
export const AbsencesQuery = z
  .object({ mettol: isoDate, meddig: isoDate })
  // zod runs an object's checks after a field failed too: only two good dates are compared.
  .refine((q) => !bothDates(q) || q.mettol <= q.meddig, { error: M.startAfterEnd, path: ['meddig'] })
  .refine((q) => !bothDates(q) || q.mettol > q.meddig || inclusiveDays(q.mettol, q.meddig) <= ABSENCE_MAX_DAYS, {
    error: M.rangeTooLong,
    path: ['meddig'],
  });
export type AbsencesQuery = z.input<typeof AbsencesQuery>;

/** One person away on a day, by one request. */
export const Absent = z.object({
  kerelem_id: z.number(),
  user_id: z.number(),
  nev: z.string(),
  tipus_kod: z.enum(LEAVE_TYPES),
  kezdete: z.string(),
  vege: z.string(),
});
export type Absent = z.infer<typeof Absent>;

/** One date of the range with its school-calendar type and who is away. */
export const AbsenceDay = z.object({
  datum: z.string(),
  /** The calendar's type; a date missing from the calendar is t Monday to Friday, s at the weekend. */
  tipus: z.enum(DAY_TYPES),
  /** True for t and m days (docs/architecture.md "Dates, working days and quotas"). */
  munkanap: z.boolean(),
  /** Saturday or Sunday (a working Saturday is still a weekend day, with munkanap true). */
  hetvege: z.boolean(),
  /** The calendar's note (a holiday's or a break's name); null when none. */
  megjegyzes: z.string().nullable(),
  /** Approved requests; only on working days. */
  jovahagyott: z.array(Absent),
  /** Requests awaiting either approval, apart from the approved ones; only on working days. */
  fuggo: z.array(Absent),
});
export type AbsenceDay = z.infer<typeof AbsenceDay>;

export const AbsencesAnswer = z.object({
  ok: z.literal(true),
  /** Budapest's today, for highlighting. */
  ma: z.string(),
  mettol: z.string(),
  meddig: z.string(),
  napok: z.array(AbsenceDay),
});
export type AbsencesAnswer = z.infer<typeof AbsencesAnswer>;

/** `?tanev=2026` = the school year 2026/27; none = the one containing Budapest's today. */
export const SchoolYearQuery = z.object({ tanev: year });
export type SchoolYearQuery = z.input<typeof SchoolYearQuery>;

/** A school year: September 1 to August 31. */
export const SchoolYear = z.object({
  /** Its first calendar year (2026 for 2026/27). */
  tanev: z.number(),
  kezdete: z.string(),
  vege: z.string(),
});
export type SchoolYear = z.infer<typeof SchoolYear>;

const daysByType = z.partialRecord(z.enum(LEAVE_TYPES), z.number());

/** Approved absence working days of one month, per type (types without a day are left out). */
export const MonthRow = z.object({
  /** YYYY-MM */
  honap: z.string(),
  tipusok: daysByType,
  osszesen: z.number(),
});
export type MonthRow = z.infer<typeof MonthRow>;

/** GET /api/leaders/stats/monthly: the twelve months of the school year, September first. */
export const MonthlyAnswer = z.object({ ok: z.literal(true), tanev: SchoolYear, honapok: z.array(MonthRow) });
export type MonthlyAnswer = z.infer<typeof MonthlyAnswer>;

/** `?ev=2026`: the quota year (a calendar year); none = Budapest's current year. */
export const QuotaYearQuery = z.object({ ev: year });
export type QuotaYearQuery = z.input<typeof QuotaYearQuery>;

/** One teacher's regular leave (`rendes_szabadsag`) in the quota year, in working days. */
export const QuotaUsageRow = z.object({
  user_id: z.number(),
  nev: z.string(),
  keret: z.number(),
  felhasznalt: z.number(),
  /** Working days of the teacher's requests awaiting either approval. */
  fuggo: z.number(),
  /** keret − felhasznalt − fuggo (negative after an admin's correction). */
  maradek: z.number(),
});
export type QuotaUsageRow = z.infer<typeof QuotaUsageRow>;

/** GET /api/leaders/stats/quota-usage: every not blocked teacher, by name. */
export const QuotaUsageAnswer = z.object({ ok: z.literal(true), ev: z.number(), items: z.array(QuotaUsageRow) });
export type QuotaUsageAnswer = z.infer<typeof QuotaUsageAnswer>;

/** The staff screens' four statuses (staff-area.md §4); drafts are not counted. */
export const SUMMARY_STATUSES = HISTORY_STATUSES;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];

/** GET /api/leaders/stats/status-summary: requests whose first day is in the school year. */
export const StatusSummaryAnswer = z.object({
  ok: z.literal(true),
  tanev: SchoolYear,
  statuszok: z.object(
    Object.fromEntries(SUMMARY_STATUSES.map((s) => [s, z.number()])) as Record<SummaryStatus, z.ZodNumber>,
  ),
  /** Approved and rejected requests with a decision time. */
  dontott: z.number(),
  /** Mean days from submit to decision over `dontott`, one decimal; null when none was decided. */
  atlagos_dontesi_ido_nap: z.number().nullable(),
});
export type StatusSummaryAnswer = z.infer<typeof StatusSummaryAnswer>;
