// Payloads and answers of the leaders area: the principal's and the deputy's approvals, homes,
// and the deputy's request on a teacher's behalf (staff-area.md §2 "Approval screens", "The
// deputy new-request form", §4, §5 "Deputy new-request form", §8 "Deputy form failure"; the
// spec's screens ran on sample data, so every call here is new). Statistics are in
// ./leaders-statistics.ts. Every call names the leader role it works in (`szerep`): a person may
// hold both roles, and the server checks that the caller holds the one named.
//
//   GET  /api/leaders/pending?szerep           -> PendingAnswer      waiting for that role
//   GET  /api/leaders/counts?szerep            -> CountsAnswer       the home's figures
//   GET  /api/leaders/request/:kerelem_id?szerep -> DetailsAnswer    one waiting request
//   POST /api/leaders/approve      ApproveBody -> DecisionAnswer
//   POST /api/leaders/reject       RejectBody  -> DecisionAnswer
//   POST /api/leaders/approve-bulk BulkApproveBody -> BulkAnswer     each row its own decision
//   GET  /api/leaders/teachers                 -> TeachersAnswer     deputy only
//   GET  /api/leaders/teacher-quota?user_id    -> TeacherQuotaAnswer deputy only
//   GET  /api/leaders/workingdays?mettol&meddig -> WorkingDaysAnswer (./teacher.ts) deputy only
//   POST /api/leaders/submit-for   SubmitForBody -> SubmitAnswer (./teacher.ts) deputy only
import { z } from 'zod';
import { APPROVER_ROLES, LEAVE_TYPES, QUOTA_TYPES, STATUSES, type QuotaType } from '../codes.ts';
import { huDate, isIsoDate } from '../domain/dates.ts';
import { NOTE_MAX, TEACHER_MESSAGES } from './teacher.ts';

/** Longest approver comment or rejection reason, in characters. */
export const DECISION_NOTE_MAX = 500;
/** Most rows one bulk approval may decide. */
export const BULK_MAX = 100;

export const LEADERS_MESSAGES = {
  approved: 'A kérelem jóváhagyva.',
  forwarded: 'Előzetesen jóváhagyva, a kérelem a végső jóváhagyóhoz került.',
  rejected: 'A kérelem elutasítva.',
  bulkDone: (n: number) => `${n} kérelem jóváhagyva.`,
  reasonRequired: 'Az elutasítás indokát kötelező megadni.',
  noteTooLong: `A megjegyzés legfeljebb ${DECISION_NOTE_MAX} karakter lehet.`,
  /** 409: withdrawn or decided by someone else meanwhile; the screen refreshes its list. */
  alreadyDecided: 'Ezt a kérelmet időközben visszavonták vagy már elbírálták. A lista frissült.',
  notFound: TEACHER_MESSAGES.notFound,
  /** The caller does not hold the leader role the call names. */
  wrongRole: 'Ehhez a szerepkörhöz nincs jogosultságod.',
  /** The caller is the requester or filed the request. */
  ownRequest: 'Saját kérelmedről, vagy olyanról, amelyet te rögzítettél, nem dönthetsz.',
  // staff-area.md §5 "Deputy new-request form" and §8 "Deputy form failure"
  teacherRequired: 'Válaszd ki a tanárt.',
  missing: 'Tanár, típus és dátumtartomány kötelező.',
  submitFailed: 'A kérelem beküldése nem sikerült. Próbáld újra.',
  submitted: 'A kérelmet rögzítettük a tanár nevében.',
  noWorkingDay: TEACHER_MESSAGES.noWorkingDay,
  pastStart: 'A kezdőnap nem lehet a mai napnál korábbi.',
  unknownTeacher: 'A kiválasztott tanár nem található.',
  /** The deputy files for the teacher: the clash is the teacher's request, with its dates. */
  overlapFor: (nev: string, kezdete: string, vege: string) =>
    `Az időszak átfedi ${nev} egy másik, még élő kérelmét (${huDate(kezdete)} – ${huDate(vege)}).`,
} as const;

const M = LEADERS_MESSAGES;

export const LeaderRole = z.enum(APPROVER_ROLES);
export type LeaderRole = z.infer<typeof LeaderRole>;

const kerelemId = z.coerce.number().int().positive();
const decisionNote = z
  .string()
  .max(DECISION_NOTE_MAX, { error: M.noteTooLong })
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));

/** `?szerep=` of every leaders read. */
export const RoleQuery = z.object({ szerep: LeaderRole });
export const KerelemParams = z.object({ kerelem_id: kerelemId });

/** The two waiting stages (docs/architecture.md "Approval routing"). */
export const STAGES = ['elozetes', 'vegso'] as const;
export type Stage = (typeof STAGES)[number];

/** One waiting request in a leader's list. */
export const PendingRow = z.object({
  kerelem_id: z.number(),
  /** Requester. */
  nev: z.string(),
  felhasznalonev: z.string(),
  /** OM azonosító; null when the person has none. */
  om: z.string().nullable(),
  /** When it was submitted (ISO date-time). */
  keres_datum: z.string(),
  tipus: z.enum(LEAVE_TYPES),
  kezdete: z.string(),
  vege: z.string(),
  munkanapok_szama: z.number(),
  megjegyzes: z.string().nullable(),
  statusz_kod: z.enum(STATUSES),
  /** elozetes = waiting for the preliminary approver, vegso = for the final one. */
  stage: z.enum(STAGES),
  /** Start 0–7 days ahead of Budapest's today (staff-area.md §4, §9). */
  surgos: z.boolean(),
  /** Working days of this type left to the requester after this request; null for types without a quota. */
  maradek: z.number().nullable(),
  /** Set when someone else filed it on the requester's behalf (the deputy's name). */
  letrehozo_nev: z.string().nullable(),
});
export type PendingRow = z.infer<typeof PendingRow>;

/** Urgent first, then oldest first (the lists' default order). */
export const PendingAnswer = z.object({ ok: z.literal(true), items: z.array(PendingRow) });
export type PendingAnswer = z.infer<typeof PendingAnswer>;

export const CountsAnswer = z.object({ ok: z.literal(true), pending: z.number(), urgent: z.number() });
export type CountsAnswer = z.infer<typeof CountsAnswer>;

/** One status change of a request (its history). */
export const HistoryEntry = z.object({
  statusz_kod: z.enum(STATUSES),
  at: z.string(),
  /** Who made it; null for the system (imports, seed). */
  by_nev: z.string().nullable(),
  megjegyzes: z.string().nullable(),
});

/** The requester's other requests of the same year, drafts excepted. */
export const OtherRequest = z.object({
  kerelem_id: z.number(),
  tipus: z.enum(LEAVE_TYPES),
  kezdete: z.string(),
  vege: z.string(),
  munkanapok_szama: z.number(),
  statusz_kod: z.enum(STATUSES),
});

export const DetailsAnswer = z.object({
  ok: z.literal(true),
  request: PendingRow,
  history: z.array(HistoryEntry),
  others: z.array(OtherRequest),
});
export type DetailsAnswer = z.infer<typeof DetailsAnswer>;

export const ApproveBody = z.strictObject({ szerep: LeaderRole, kerelem_id: kerelemId, megjegyzes: decisionNote });
export type ApproveBody = z.input<typeof ApproveBody>;

export const RejectBody = z.strictObject({
  szerep: LeaderRole,
  kerelem_id: kerelemId,
  jovahagyoi_megjegyzes: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .max(DECISION_NOTE_MAX, { error: M.noteTooLong }),
});
export type RejectBody = z.input<typeof RejectBody>;

/** The request's status after the decision (jovahagyasra_var after a preliminary yes). */
export const DecisionAnswer = z.object({ ok: z.literal(true), message: z.string(), statusz_kod: z.enum(STATUSES) });
export type DecisionAnswer = z.infer<typeof DecisionAnswer>;

export const BulkApproveBody = z.strictObject({
  szerep: LeaderRole,
  kerelem_ids: z.array(kerelemId).min(1).max(BULK_MAX),
  megjegyzes: decisionNote,
});
export type BulkApproveBody = z.input<typeof BulkApproveBody>;

/** Each row is decided on its own (one transaction each); a refused row does not stop the others. */
export const BulkAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  results: z.array(
    z.object({
      kerelem_id: z.number(),
      ok: z.boolean(),
      message: z.string(),
      statusz_kod: z.enum(STATUSES).nullable(),
    }),
  ),
});
export type BulkAnswer = z.infer<typeof BulkAnswer>;

/** The deputy form's teacher selector: every not blocked person holding the tanar role. */
export const TeacherOption = z.object({ user_id: z.number(), nev: z.string(), om: z.string().nullable() });
export type TeacherOption = z.infer<typeof TeacherOption>;
export const TeachersAnswer = z.object({ ok: z.literal(true), items: z.array(TeacherOption) });

export const TeacherQuery = z.object({ user_id: z.coerce.number().int().positive() });

/** Remaining working days per quota type of the chosen teacher this year (keret − felhasznalt − pending). */
export const TeacherQuotaAnswer = z.object({
  ok: z.literal(true),
  ev: z.number(),
  szabadsagTipusok: z.array(z.enum(LEAVE_TYPES)),
  maradek: z.object(Object.fromEntries(QUOTA_TYPES.map((t) => [t, z.number()])) as Record<QuotaType, z.ZodNumber>),
});
export type TeacherQuotaAnswer = z.infer<typeof TeacherQuotaAnswer>;

const isoDate = z
  .string({ error: M.missing })
  .trim()
  .min(1, { error: M.missing })
  .refine(isIsoDate, { error: TEACHER_MESSAGES.invalidDate });

/** POST /api/leaders/submit-for: the teacher's submit fields plus whose request it is. */
export const SubmitForBody = z
  .strictObject({
    user_id: z.number({ error: M.teacherRequired }).int().positive({ error: M.teacherRequired }),
    tipus: z.enum(LEAVE_TYPES, { error: (i) => (i.input ? TEACHER_MESSAGES.unknownType : M.missing) }),
    mettol: isoDate,
    meddig: isoDate,
    megjegyzes: z
      .string()
      .max(NOTE_MAX, { error: TEACHER_MESSAGES.noteTooLong })
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
  })
  .refine((b) => b.mettol <= b.meddig, { error: TEACHER_MESSAGES.startAfterEnd, path: ['meddig'] });
export type SubmitForBody = z.input<typeof SubmitForBody>;
