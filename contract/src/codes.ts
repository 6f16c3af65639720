// Domain codes exactly as the specs write them (staff-area.md §3, admin-area.md §3).
// Storage uses these codes; screens translate them through i18next.

/** Staff role codes. The deputy is `igazgatohelyettes` in storage and staff APIs. */
export const ROLES = ['tanar', 'hr', 'igazgato', 'igazgatohelyettes'] as const;
export type Role = (typeof ROLES)[number];

/** The admin forms and CSV spell the deputy `igazgato_helyettes`; both map to one code. */
export function normaliseRole(value: string): Role | null {
  const v = value.trim().toLowerCase();
  if (v === 'igazgato_helyettes') return 'igazgatohelyettes';
  return (ROLES as readonly string[]).includes(v) ? (v as Role) : null;
}

/** Where each role lands after choosing it (staff-area.md §2, "Role home routes"). */
export const ROLE_HOME: Record<Role, string> = {
  tanar: '/app/tanar',
  hr: '/app/hr',
  igazgato: '/app/igazgato',
  igazgatohelyettes: '/app/igazgatohelyettes',
};

/** Every leave type code of the staff spec. */
export const LEAVE_TYPES = [
  'rendes_szabadsag',
  'tappenz',
  'szivessegi_helyettesites',
  'hivatalos',
  'iskola_eredetu',
  'gyermek_utan_jaro_potszabadsag',
  'apasagi_szabadsag',
  'szuloi_szabadsag',
  'halal',
  'nagyszuloi_szabadsag',
] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** Types that carry a yearly quota (admin-area.md §3 "Leave types (quota and request)"). */
export const QUOTA_TYPES = [
  'rendes_szabadsag',
  'gyermek_utan_jaro_potszabadsag',
  'apasagi_szabadsag',
  'szuloi_szabadsag',
  'nagyszuloi_szabadsag',
  'halal',
] as const satisfies readonly LeaveType[];
export type QuotaType = (typeof QUOTA_TYPES)[number];

/** Request status codes in storage (admin-area.md §3). */
export const STATUSES = [
  'piszkozat',
  'elozetes_jovahagyasra_var',
  'jovahagyasra_var',
  'jovahagyva',
  'elutasitva',
  'torolve',
] as const;
export type Status = (typeof STATUSES)[number];

/** How staff screens show a status (staff-area.md §4; docs/architecture.md "Data model"). */
export type StaffStatus = 'benyujtva' | 'jovahagyva' | 'elutasitva' | 'visszavonva' | 'piszkozat';
export function staffStatus(status: Status): StaffStatus {
  switch (status) {
    case 'elozetes_jovahagyasra_var':
    case 'jovahagyasra_var':
      return 'benyujtva';
    case 'torolve':
      return 'visszavonva';
    default:
      return status;
  }
}

/** School-calendar day types: t teaching day, m working day without teaching, s day off. */
export const DAY_TYPES = ['t', 'm', 's'] as const;
export type DayType = (typeof DAY_TYPES)[number];

/** Roles that decide requests (docs/architecture.md "Approval routing"). */
export const APPROVER_ROLES = ['igazgato', 'igazgatohelyettes'] as const satisfies readonly Role[];
export type ApproverRole = (typeof APPROVER_ROLES)[number];

/** Issue report types (staff-area.md §3: hiba or fejlesztes). */
export const ISSUE_TYPES = ['hiba', 'fejlesztes'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

/** Issue report statuses in list order (admin-area.md §3, §4). */
export const ISSUE_STATUSES = ['uj', 'fejlesztonek_tovabbitva', 'lezarva'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** Scheduled e-mail frequencies as the server stores them (admin-area.md §5 "Schedule"). */
export const MAIL_FREQUENCIES = ['6ora', 'napi', 'heti', 'havi', 'evi'] as const;
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number];

/**
 * Recipient groups (admin-area.md §3 "Recipient selection item"); `hr` (the HR people) is ours,
 * docs/decisions/0566-hr-recipient-group.md.
 */
export const RECIPIENT_GROUPS = ['all', 'tanarok', 'vezetok', 'hr'] as const;
export type RecipientGroup = (typeof RECIPIENT_GROUPS)[number];

/** Image types accepted with an issue report (staff-area.md §5 "Bug report"). */
export const ISSUE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
