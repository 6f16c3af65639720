// Every TanStack Query key of the front-ends, per area (docs/architecture.md "Server state and
// forms"). One QueryClient serves the whole page, so a key must mean the same data in every app;
// a mutation refreshes a whole area through its root (`queryKeys.teacher.all`) without knowing
// which screen shows what. Keys hold only what the answer depends on besides the session cookie.
const teacher = ['teacher'] as const;
const leaders = ['leaders'] as const;
const hr = ['hr'] as const;
const admin = ['admin'] as const;
const auth = ['auth'] as const;

export const queryKeys = {
  /** The session check and the sign-in pages of the shell. */
  auth: {
    all: auth,
    /** GET /api/auth/me: the signed-in staff member. */
    me: () => [...auth, 'me'] as const,
    /** GET /api/auth/verify?token: the invitation or reset link's user. */
    verifyToken: (token: string) => [...auth, 'verify', token] as const,
  },
  /** The teacher remote (/app/tanar): the signed-in teacher's own data. */
  teacher: {
    all: teacher,
    /** GET /api/user/teacher/getdata: types, quotas, drafts, this year's frequency. */
    data: () => [...teacher, 'data'] as const,
    /** Every view of the history (any filter, order and pages). */
    histories: () => [...teacher, 'history'] as const,
    /** GET /api/user/teacher/history: the pages of one view; `search` = its filters and order as sent. */
    history: (search = '') => [...teacher, 'history', search] as const,
    /** GET /api/user/teacher/workingdays: what a range costs. */
    workingDays: (from: string, to: string) => [...teacher, 'working-days', from, to] as const,
  },
  /** The principal's and deputy's screens (mfe-leaders). */
  leaders: {
    all: leaders,
    /** GET /api/leaders/pending?szerep: requests waiting for that role. */
    pending: (szerep: string) => [...leaders, 'pending', szerep] as const,
    /** GET /api/leaders/counts?szerep: the home's figures. */
    counts: (szerep: string) => [...leaders, 'counts', szerep] as const,
    /** GET /api/leaders/request/:id?szerep: one waiting request with its history. */
    details: (szerep: string, kerelemId: number) => [...leaders, 'details', szerep, kerelemId] as const,
    /** GET /api/leaders/teachers: the deputy form's teacher selector. */
    teachers: () => [...leaders, 'teachers'] as const,
    /** GET /api/leaders/teacher-quota?user_id: remaining days of the chosen teacher. */
    teacherQuota: (userId: number) => [...leaders, 'teacher-quota', userId] as const,
    /** GET /api/leaders/workingdays: what a range costs. */
    workingDays: (from: string, to: string) => [...leaders, 'working-days', from, to] as const,
    /** Statistics (contract/src/api/leaders-statistics.ts); each key below this root. */
    statistics: () => [...leaders, 'statistics'] as const,
    /** GET /api/leaders/stats/absences?mettol&meddig: who is away, day by day. */
    statisticsAbsences: (from: string, to: string) => [...leaders, 'statistics', 'absences', from, to] as const,
    /** GET /api/leaders/stats/monthly: approved working days per month and type of the school year. */
    statisticsMonthly: () => [...leaders, 'statistics', 'monthly'] as const,
    /** GET /api/leaders/stats/quota-usage: every teacher's regular leave this year. */
    statisticsQuotaUsage: () => [...leaders, 'statistics', 'quota-usage'] as const,
    /** GET /api/leaders/stats/status-summary: requests by status and the mean decision time. */
    statisticsStatusSummary: () => [...leaders, 'statistics', 'status-summary'] as const,
  },
  /** The HR screen (mfe-hr). */
  hr: {
    all: hr,
    /** HR's requests list; `params` = the filter, sort and page as in the URL (contract/src/api/hr.ts). */
    list: (params: string) => [...hr, 'list', params] as const,
    /** One request with its status history. */
    details: (kerelemId: number) => [...hr, 'details', kerelemId] as const,
  },
  /** A calendar feed's secret address (contract/src/api/calendar-feed.ts); `area`: user, leaders or hr. */
  calendarFeed: (area: string) => ['calendar-feed', area] as const,
  /** The admin area (mfe-admin; its own session). One sub-root per part of the area. */
  admin: {
    all: admin,
    /** GET /api/admin/getstats: server statistics (admin home). */
    stats: () => [...admin, 'stats'] as const,
    /** GET /api/admin/getusers and everything else of the users screen. */
    users: () => [...admin, 'users'] as const,
    /** GET /api/admin/getusers: every user not deleted (contract/src/api/admin-users.ts). */
    usersList: () => [...admin, 'users', 'list'] as const,
    /** GET /api/admin/getissuedata: issue reports. */
    issues: () => [...admin, 'issues'] as const,
    /** The e-mail screen's lists (schedules, functions, addresses, notification switches). */
    email: () => [...admin, 'email'] as const,
    emailSchedules: () => [...admin, 'email', 'schedules'] as const,
    emailFunctions: () => [...admin, 'email', 'functions'] as const,
    emailAddresses: () => [...admin, 'email', 'addresses'] as const,
    emailNotifications: () => [...admin, 'email', 'notifications'] as const,
    emailSender: () => [...admin, 'email', 'sender'] as const,
    /** The school-year calendar screen: days and the active period (contract/src/api/admin-calendar.ts). */
    calendar: () => [...admin, 'calendar'] as const,
    /** GET /api/admin/getactiveperiod. */
    calendarPeriod: () => [...admin, 'calendar', 'period'] as const,
    /** GET /api/admin/getconfigureddays: the first and the last stored day. */
    calendarConfigured: () => [...admin, 'calendar', 'configured'] as const,
    /** GET /api/admin/getdays?ev&honap: the days of the month the screen shows. */
    calendarDays: (ev: number, honap: number) => [...admin, 'calendar', 'days', ev, honap] as const,
    /** The quotas screen: years and quota rows (contract/src/api/admin-quotas.ts). */
    quotas: () => [...admin, 'quotas'] as const,
    /** GET /api/admin/getyears: the years with quotas (and the current one). */
    quotasYears: () => [...admin, 'quotas', 'years'] as const,
    /** POST /api/admin/getleavequotas: the quota rows of one year. */
    quotasRows: (year: number) => [...admin, 'quotas', 'rows', year] as const,
    /** The admin requests screen (contract/src/api/admin-requests.ts). */
    requests: () => [...admin, 'requests'] as const,
    /** GET /api/admin/getrequests: one page; `search` = the filter, order and page as sent. */
    requestsList: (search: string) => [...admin, 'requests', 'list', search] as const,
    /** GET /api/admin/getauditlog: one page of the audit log; `search` = the filter and page as sent. */
    auditLog: (search: string) => [...admin, 'audit', search] as const,
    /** The approval routing table (contract/src/api/admin-routing.ts). */
    routing: () => [...admin, 'routing'] as const,
  },
} as const;
