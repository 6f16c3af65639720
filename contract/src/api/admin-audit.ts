// The admin's audit log "Napló" (not in the spec): one page of
// the entries, newest first, with their total, and the same filter as a CSV file. Entries are
// only ever appended by the gateway; no call edits or deletes them.
//
//   GET /api/admin/getauditlog?AuditLogQuery  -> AuditLogAnswer (one page)
//   GET /api/admin/exportauditlog?AuditLogQuery -> text/csv (every matching entry)
import { z } from 'zod';
import { isIsoDate } from '../domain/dates.ts';

export const AUDIT_PAGE_SIZE = 25;
const AUDIT_PAGE_MAX = 200;
const AUDIT_TEXT_MAX = 100;

/**
 * The actions the gateway writes, with their Hungarian names (the screen's filter and the CSV).
 * An action not listed here (an older or newer gateway's) is shown by its code.
 */
export const AUDIT_ACTION_LABELS = {
  'admin.login': 'Admin bejelentkezés',
  'admin.login_failed': 'Sikertelen admin bejelentkezés',
  'admin.logout': 'Admin kijelentkezés',
  'auth.login': 'Bejelentkezés',
  'auth.login_failed': 'Sikertelen bejelentkezés',
  'auth.login_link_requested': 'Belépési link kérése',
  'auth.login_by_link': 'Bejelentkezés e-mailes linkkel',
  'auth.logout': 'Kijelentkezés',
  'auth.reset_requested': 'Jelszó-visszaállítás kérése',
  'auth.password_set_by_invite': 'Jelszó beállítása meghívóval',
  'auth.password_set_by_reset': 'Jelszó visszaállítása',
  'user.password_changed': 'Jelszócsere',
  'admin.user_created': 'Felhasználó létrehozása',
  'admin.user_updated': 'Felhasználó módosítása',
  'admin.user_blocked': 'Felhasználó tiltása',
  'admin.user_unblocked': 'Felhasználó tiltásának feloldása',
  'admin.user_deleted': 'Felhasználó törlése',
  'admin.user_deleted_kept': 'Felhasználó törlése (kérelmei megmaradnak)',
  'admin.user_password_reset': 'Jelszó-visszaállító levél küldése',
  'admin.users_imported': 'Felhasználók importja',
  'admin.quota_updated': 'Szabadságkeret módosítása',
  'admin.quotas_imported': 'Szabadságkeretek importja',
  'admin.day_updated': 'Tanévi nap módosítása',
  'admin.days_imported': 'Tanévi napok importja',
  'admin.active_period_saved': 'Aktív időszak mentése',
  'admin.active_period_deleted': 'Aktív időszak törlése',
  'admin.routing_updated': 'Jóváhagyási útvonalak módosítása',
  'admin.request_updated': 'Kérelem módosítása (admin)',
  'admin.request_deleted': 'Kérelem törlése (admin)',
  'admin.requests_imported': 'Kérelmek importja',
  'admin.issue_closed': 'Hibabejelentés lezárása',
  'admin.issue_forwarded': 'Hibabejelentés továbbítása',
  'admin.issue_forward_undone': 'Hibabejelentés továbbításának visszavonása',
  'leave_request.submitted': 'Kérelem beadása',
  'leave_request.withdrawn': 'Kérelem visszavonása',
  'leave_request.draft_deleted': 'Piszkozat törlése',
  'leave_request.preliminary_approved': 'Előzetes jóváhagyás',
  'leave_request.approved': 'Jóváhagyás',
  'leave_request.rejected': 'Elutasítás',
  'mail.notification_settings': 'Értesítési beállítások módosítása',
  'mail.sender_settings': 'Levélfeladó beállításainak módosítása',
  'mail.schedule_created': 'Ütemezett levél létrehozása',
  'mail.schedule_updated': 'Ütemezett levél módosítása',
  'mail.schedule_deleted': 'Ütemezett levél törlése',
  'mail.schedule_blocked': 'Ütemezett levél kikapcsolása',
  'mail.schedule_unblocked': 'Ütemezett levél bekapcsolása',
  'mail.schedule_run': 'Ütemezett levél kiküldése',
  'mail.quick_sent': 'Gyors levél küldése',
  'mail.failed': 'Sikertelen levélküldés',
  'hr.export': 'HR export',
  'user.issue_reported': 'Hibabejelentés',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

export const ACTOR_KINDS = ['user', 'admin', 'system', 'anonymous'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const AUDIT_MESSAGES = {
  loadFailed: 'A napló betöltése sikertelen.',
  invalidDate: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).',
  range: 'A „-tól” dátum nem lehet későbbi, mint az „-ig”.',
  unknownAction: 'Ismeretlen művelet a szűrőben.',
  badPage: 'Az oldalszám 1-től induló egész szám.',
  badPageSize: `Az oldalméret 1 és ${AUDIT_PAGE_MAX} közötti egész szám.`,
  textTooLong: `A keresett szöveg legfeljebb ${AUDIT_TEXT_MAX} karakter lehet.`,
} as const;
const M = AUDIT_MESSAGES;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalText = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(AUDIT_TEXT_MAX, { error: M.textTooLong })
    .optional()
    .transform((v) => v || undefined),
);
const optionalDate = z.preprocess(
  blankToUndefined,
  z.string().trim().refine(isIsoDate, { error: M.invalidDate }).optional(),
);
const pageNumber = (error: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).optional(),
  );

/** The filter (every parameter optional; dates are Budapest calendar days, both ends included). */
export const AuditLogQuery = z
  .object({
    /** Who: a name, username or e-mail (part of it), case and accents ignored. */
    szemely: optionalText,
    /** One action code (AUDIT_ACTIONS). */
    muvelet: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, { error: M.unknownAction }).optional()),
    /** The target: its stored key (a request number, a day, an e-mail) or a person's name. */
    cel: optionalText,
    tol: optionalDate,
    ig: optionalDate,
    oldal: pageNumber(M.badPage, 1_000_000).transform((v) => v ?? 1),
    meret: pageNumber(M.badPageSize, AUDIT_PAGE_MAX).transform((v) => v ?? AUDIT_PAGE_SIZE),
  })
  .refine((q) => !q.tol || !q.ig || q.tol <= q.ig, { error: M.range, path: ['ig'] });
export type AuditLogQuery = z.output<typeof AuditLogQuery>;
export type AuditLogParams = z.input<typeof AuditLogQuery>;

/** Changed fields: name → value (any JSON value). `custom`: the browsers' zod facade has no `record`. */
const Values = z
  .custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
  .nullable();

export const AuditRow = z.object({
  id: z.string(),
  /** ISO date-time (UTC). */
  at: z.string(),
  actorKind: z.enum(ACTOR_KINDS),
  /** The actor's name (and e-mail) now; null for the system, anonymous or a person no longer stored. */
  actorNev: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  /** The stored target key (a user id, request number, day, e-mail …), or null. */
  target: z.string().nullable(),
  /** The target as a person reads it ("Kovács Anna", "#123 kérelem"), or null. */
  targetLabel: z.string().nullable(),
  /** The changed fields' values before and after the change (null when the action has none). */
  elotte: Values,
  utana: Values,
  /** Whatever else the entry records (counts of an import, a filter …). */
  reszletek: Values,
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof AuditRow>;

export const AuditLogAnswer = z.object({
  ok: z.literal(true),
  rows: z.array(AuditRow),
  /** Entries matching the filter, on every page. */
  total: z.number(),
  oldal: z.number(),
  meret: z.number(),
  oldalak: z.number(),
});
export type AuditLogAnswer = z.infer<typeof AuditLogAnswer>;

/** The CSV's header row, in column order (product CSV style: BOM, `;`, every value quoted). */
export const AUDIT_CSV_COLUMNS = [
  'Időpont',
  'Szereplő',
  'Szereplő e-mail',
  'Szereplő típusa',
  'Művelet',
  'Cél',
  'Előtte',
  'Utána',
  'Részletek',
  'IP-cím',
] as const;

export const ACTOR_KIND_LABELS: Record<ActorKind, string> = {
  user: 'Munkatárs',
  admin: 'Adminisztrátor',
  system: 'Rendszer',
  anonymous: 'Ismeretlen',
};

export const auditCsvFileName = (today: string) => `naplo_${today}.csv`;
