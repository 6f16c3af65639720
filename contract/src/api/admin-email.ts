// Payloads and answers of the admin e-mail screen (admin-area.md §2 "/admin/email", §3 "Scheduled
// email", "Schedule save payload", "Function", "Recipient catalogue entry", §5 "Quick mail",
// "Schedule", §7 "E-mail"; docs/architecture.md "Mail"). Every route needs the admin session.
//
//   GET    /api/admin/getscheduledlist          -> ScheduleListAnswer   schedules in the list's shape
//   GET    /api/admin/getfunctions              -> FunctionsAnswer      { functionList }
//   GET    /api/admin/getemailaddresses         -> AddressesAnswer      users who can get mail
//   POST   /api/admin/saveschedulerdetails      SchedulePayload        -> ScheduleSavedAnswer
//   PATCH  /api/admin/updatescheduledemail      SchedulePayload + email_id -> ScheduleSavedAnswer
//   DELETE /api/admin/deletescheduledmail       { email_id }           -> OkMessageAnswer
//   PATCH  /api/admin/togglemailstatus          { email_id, state }    -> { state }
//   POST   /api/admin/sendquickmail             { to, group, subject, body } -> { message, count }
//   GET    /api/admin/getnotificationsettings   -> NotificationSettingsAnswer (new)
//   PATCH  /api/admin/updatenotificationsettings  partial switches    -> NotificationSettingsAnswer (new)
//   GET    /api/admin/getmailsender              -> MailSenderAnswer     school name and From (new)
//   PATCH  /api/admin/updatemailsender  MailSenderPatch                 -> MailSenderAnswer (new)
import { z } from 'zod';
import { MAIL_FREQUENCIES, RECIPIENT_GROUPS, type MailFrequency } from '../codes.ts';
import { EMAIL_MAX_LENGTH } from './auth.ts';

export const SCHEDULE_NAME_MAX = 100;
export const SCHEDULE_CODE_MAX = 60;
export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 10_000;
/** Individual addresses of one schedule or quick mail. */
const MAIL_TO_MAX = 1000;
/** Every-6-hours sends at 0:00, 6:00, 12:00, 18:00 (admin-area.md §9). */
export const EVERY_6H_MINUTES = 360;

export const ADMIN_EMAIL_MESSAGES = {
  // admin-area.md §5 "Quick mail", §8 "E-mail"
  needRecipient: 'Adj meg legalább egy címzettet vagy csoportot.',
  needSubject: 'Tárgy megadása kötelező.',
  needBody: 'Üzenet megadása kötelező.',
  sent: 'Email elküldve.',
  noActiveRecipient: 'A kiválasztott címzettek között nincs aktív felhasználó.',
  // Schedules (admin-area.md §5 "Schedule"; the server's texts are not shown in the spec)
  needName: 'Az email neve kötelező.',
  needScheduleSubject: 'A tárgy kötelező.',
  badCode: 'Az email kód csak kisbetűt, számot és aláhúzást tartalmazhat.',
  badTime: 'A küldési időpont formátuma ÓÓ:PP:00.',
  badWeekday: 'A hét napja 1 (hétfő) és 7 (vasárnap) közötti szám.',
  badDay: 'A hónap napja 1 és 31 közötti szám.',
  badMonth: 'A hónap 1 és 12 közötti szám.',
  badEmail: 'Érvénytelen email cím a címzettek között.',
  tooLong: 'Túl hosszú szöveg.',
  saved: 'Ütemezés mentve.',
  deleted: 'Ütemezés törölve.',
  notFound: 'Az ütemezett email nem található.',
  codeTaken: 'Ez az email kód már foglalt.',
  unknownFunction: 'Ismeretlen funkció.',
  // The sender settings (new: the spec has no such field)
  badFrom: 'A feladó formája: cím@domain.hu vagy Név <cím@domain.hu>.',
} as const;

const M = ADMIN_EMAIL_MESSAGES;

/** The screen's frequency names and the stored ones (admin-area.md §5 "Schedule"). */
export const SCREEN_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly', 'every6h'] as const;
export type ScreenFrequency = (typeof SCREEN_FREQUENCIES)[number];
export const FREQUENCY_TO_SERVER: Record<ScreenFrequency, MailFrequency> = {
  every6h: '6ora',
  daily: 'napi',
  weekly: 'heti',
  monthly: 'havi',
  yearly: 'evi',
};
export const FREQUENCY_FROM_SERVER: Record<MailFrequency, ScreenFrequency> = {
  '6ora': 'every6h',
  napi: 'daily',
  heti: 'weekly',
  havi: 'monthly',
  evi: 'yearly',
};

/** Email kód from the name: lower case, no accents, `_` between words (admin-area.md §2). */
export function deriveEmailCode(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, SCHEDULE_CODE_MAX);
}

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: M.badEmail })
  .pipe(z.email({ error: M.badEmail }));
const dayNumber = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** POST /api/admin/saveschedulerdetails and PATCH /api/admin/updatescheduledemail. */
export const SchedulePayload = z.strictObject({
  email_id: z.number().int().positive().optional(),
  email_kod: z
    .string()
    .trim()
    .max(SCHEDULE_CODE_MAX, { error: M.badCode })
    .regex(/^[a-z0-9_]*$/, { error: M.badCode })
    .default(''),
  email_nev: z
    .string({ error: M.needName })
    .trim()
    .min(1, { error: M.needName })
    .max(SCHEDULE_NAME_MAX, { error: M.tooLong }),
  to: z.array(email).max(MAIL_TO_MAX).default([]),
  group: z.array(z.enum(RECIPIENT_GROUPS)).max(RECIPIENT_GROUPS.length).default([]),
  /** Always null (admin-area.md §3 "Schedule save payload"). */
  cimzettek: z.null().optional(),
  targy: z
    .string({ error: M.needScheduleSubject })
    .trim()
    .min(1, { error: M.needScheduleSubject })
    .max(MAIL_SUBJECT_MAX, { error: M.tooLong }),
  szoveg: z.string().max(MAIL_BODY_MAX, { error: M.tooLong }).default(''),
  gyakorisag: z.enum(MAIL_FREQUENCIES),
  /** HH:MM:00; null (or absent) for every-6-hours. */
  kuldes_idopont: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, { error: M.badTime })
    .nullable()
    .default(null),
  /** The spec's client sends the smallest chosen weekday; a list of every chosen one is accepted too. */
  het_napja: z
    .union([dayNumber(1, 7, M.badWeekday), z.array(dayNumber(1, 7, M.badWeekday)).max(7)])
    .nullable()
    .default(null),
  honap_napja: dayNumber(1, 31, M.badDay).nullable().default(null),
  honap_szama: dayNumber(1, 12, M.badMonth).nullable().default(null),
  intervallum_percekben: z.number().int().nullable().default(null),
  funkcio_id: z.number().int().positive().nullable().default(null),
});
export type SchedulePayload = z.output<typeof SchedulePayload>;
export type SchedulePayloadInput = z.input<typeof SchedulePayload>;

/** One schedule as the list shows it (admin-area.md §3 "Scheduled email"). */
export const ScheduleItem = z.object({
  id: z.number(),
  email_id: z.number(),
  name: z.string(),
  code: z.string(),
  subject: z.string(),
  body: z.string(),
  to: z.array(z.string()),
  group: z.array(z.enum(RECIPIENT_GROUPS)),
  frequency: z.enum(SCREEN_FREQUENCIES),
  /** HH:MM; null for every-6-hours. */
  time: z.string().nullable(),
  weekdays: z.array(z.number()),
  dayOfMonth: z.number().nullable(),
  month: z.number().nullable(),
  monthName: z.string().nullable(),
  functionCode: z.string().nullable(),
  functionId: z.number().nullable(),
  aktiv: z.boolean(),
  /** When the schedule runs next (ISO date-time), null while blocked. */
  nextRunAt: z.string().nullable(),
});
export type ScheduleItem = z.infer<typeof ScheduleItem>;

export const ScheduleListAnswer = z.object({ ok: z.literal(true), items: z.array(ScheduleItem) });
export type ScheduleListAnswer = z.infer<typeof ScheduleListAnswer>;

export const ScheduleSavedAnswer = z.object({ ok: z.literal(true), message: z.string(), item: ScheduleItem });
export type ScheduleSavedAnswer = z.infer<typeof ScheduleSavedAnswer>;

export const ScheduleIdBody = z.strictObject({ email_id: z.number().int().positive() });
export const ToggleBody = z.strictObject({ email_id: z.number().int().positive(), state: z.boolean() });
export const ToggleAnswer = z.object({ ok: z.literal(true), state: z.boolean() });
export const OkMessageAnswer = z.object({ ok: z.literal(true), message: z.string() });

/** admin-area.md §3 "Function". */
export const MailFunctionItem = z.object({
  funkcio_id: z.number(),
  funkcio_kod: z.string(),
  funkcio_megjelenites: z.string(),
  leiras: z.string(),
});
export type MailFunctionItem = z.infer<typeof MailFunctionItem>;
export const FunctionsAnswer = z.object({ ok: z.literal(true), functionList: z.array(MailFunctionItem) });

/** admin-area.md §3 "Recipient catalogue entry". */
export const AddressItem = z.object({ user_id: z.number(), nev: z.string(), email: z.string() });
export type AddressItem = z.infer<typeof AddressItem>;
export const AddressesAnswer = z.object({ ok: z.literal(true), users: z.array(AddressItem) });

/**
 * POST /api/admin/sendquickmail. Groups other than RECIPIENT_GROUPS are dropped, and with
 * `all` the individual addresses too (admin-area.md §5 "Quick mail"); the rest is checked by the
 * service so the answers carry the spec's texts.
 */
export const QuickMailBody = z.strictObject({
  to: z.array(z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH)).max(MAIL_TO_MAX).default([]),
  group: z.array(z.string().max(40)).max(20).default([]),
  subject: z.string().max(MAIL_SUBJECT_MAX, { error: M.tooLong }).default(''),
  body: z.string().max(MAIL_BODY_MAX, { error: M.tooLong }).default(''),
});
export type QuickMailBody = z.output<typeof QuickMailBody>;
export const QuickMailAnswer = z.object({ ok: z.literal(true), message: z.string(), count: z.number() });

/** Mails on request events (docs/architecture.md "Mail"), each switched on or off by an admin. */
export const NOTIFICATION_KINDS = ['submitted', 'preliminary', 'decided', 'on_behalf', 'withdrawn'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NotificationSettings = z.strictObject({
  submitted: z.boolean(),
  preliminary: z.boolean(),
  decided: z.boolean(),
  on_behalf: z.boolean(),
  withdrawn: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;
export const NotificationSettingsPatch = NotificationSettings.partial();
export const NotificationSettingsAnswer = z.object({ ok: z.literal(true), settings: NotificationSettings });

export const SCHOOL_NAME_MAX = 200;
/** A From header of one mailbox: `cim@domain.hu` or `Név <cim@domain.hu>` (no comma: it would list two). */
const FROM_HEADER = /^(?:[^<>",;\r\n]*<([^<>\s]+)>|([^<>\s",;]+))$/;
const mailbox = z.email();

/** Empty clears a field: the environment's default (SCHOOL_NAME, MAIL_FROM) applies again. */
const orDefault = <T extends z.ZodType<string>>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]);

/**
 * The school's name in every mail's footer and the sender of every mail, set by an admin; null:
 * the environment's default (docs/decisions/0567-mail-sender-settings.md).
 */
export const MailSenderPatch = z.strictObject({
  schoolName: orDefault(z.string().trim().min(1).max(SCHOOL_NAME_MAX, { error: M.tooLong })).optional(),
  from: orDefault(
    z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH + SCHOOL_NAME_MAX, { error: M.tooLong })
      .refine(
        (v) => {
          const m = FROM_HEADER.exec(v);
          return m !== null && mailbox.safeParse(m[1] ?? m[2]).success;
        },
        { error: M.badFrom },
      ),
  ).optional(),
});
export type MailSenderPatch = z.input<typeof MailSenderPatch>;

const MailSenderValues = z.object({ schoolName: z.string(), from: z.string() });
export const MailSenderAnswer = z.object({
  ok: z.literal(true),
  /** What the admin set; null where the default applies. */
  stored: z.object({ schoolName: z.string().nullable(), from: z.string().nullable() }),
  /** The environment's values (SCHOOL_NAME, MAIL_FROM). */
  defaults: MailSenderValues,
});
export type MailSenderAnswer = z.infer<typeof MailSenderAnswer>;
