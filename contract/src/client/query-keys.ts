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
  /** Sign-in pages of the shell; none depends on a session. */
  auth: {
    all: auth,
    /** GET /api/auth/verify?token: the invitation or reset link's user. */
    verifyToken: (token: string) => [...auth, 'verify', token] as const,
  },
  /** The teacher remote (/app/tanar): the signed-in teacher's own data. */
  teacher: {
    all: teacher,
    /** GET /api/user/teacher/getdata: types, quotas, drafts, this year's frequency. */
    data: () => [...teacher, 'data'] as const,
    /** GET /api/user/teacher/history: every own request except drafts. */
    history: () => [...teacher, 'history'] as const,
    /** GET /api/user/teacher/workingdays: what a range costs. */
    workingDays: (from: string, to: string) => [...teacher, 'working-days', from, to] as const,
  },
  /** The principal's and deputy's screens (mfe-leaders). */
  leaders: { all: leaders },
  /** The HR screen (mfe-hr). */
  hr: { all: hr },
  /** The admin area (mfe-admin; its own session). */
  admin: { all: admin },
} as const;
