// The admin users and school-year calendar screens with fixed data (docs/architecture.md "Design
// system and Storybook"): the real page components inside the admin frame's look (the admin
// layout itself needs the admin session, which would ask the gateway). The calendar opens on
// today's month, so its days are made for the month the story is shown in; the visual check fixes
// the clock.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CalendarDay } from '@tavollet/contract/api/admin-calendar';
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { toIsoDate } from '@tavollet/design-system/lib/format-date';
import { Screen, SCREEN_PARAMETERS, SignedInFrame, type FrameText } from '../../../.storybook/screen.tsx';
import '../i18n/register.ts';
import { CalendarPage } from '../features/calendar/components/calendar-page.tsx';
import { UsersPage } from '../features/users/components/users-page.tsx';

const MENU = ['Kezdőlap', 'Felhasználók', 'Tanév napjai', 'Szabadságkeretek', 'Szabadság kérelmek'];
const frame = (current: string): FrameText => ({
  badge: 'Adminisztráció',
  user: 'Bejelentkezve: Rendszergazda',
  menu: [current, ...MENU.filter((m) => m !== current)],
});

const user = (user_id: number, nev: string, szerepkorok: AdminUser['szerepkorok'], blocked = false): AdminUser => {
  const felhasznalonev = nev
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(' ', '.');
  return {
    user_id,
    nev,
    email: `${felhasznalonev}@demo.iskola.hu`,
    felhasznalonev,
    oktatasi_azonosito: szerepkorok.includes('tanar') ? `7${String(user_id).padStart(10, '0')}` : null,
    szerepkorok,
    blocked,
  };
};

const USERS: AdminUser[] = [
  user(3, 'Horváth Zoltán', ['tanar']),
  user(4, 'Kiss Gábor', ['tanar'], true),
  user(1, 'Kovács Anna', ['tanar', 'hr']),
  user(5, 'Nagy Eszter', ['igazgato']),
  user(2, 'Szabó Péter', ['tanar', 'igazgato_helyettes']),
];

/** The month of `today`: weekdays teaching days, weekends rest days, one working Saturday and a break. */
function monthDays(today: string): CalendarDay[] {
  const ev = Number(today.slice(0, 4));
  const honap = Number(today.slice(5, 7));
  const last = new Date(Date.UTC(ev, honap, 0)).getUTCDate();
  const days: CalendarDay[] = [];
  for (let nap = 1; nap <= last; nap++) {
    const datum = `${ev}-${String(honap).padStart(2, '0')}-${String(nap).padStart(2, '0')}`;
    const weekday = new Date(`${datum}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const tipus = nap >= 24 && nap <= 26 && !weekend ? 'm' : weekend && nap !== 13 ? 's' : 't';
    const megjegyzes = tipus === 'm' ? 'Őszi szünet' : weekend ? (tipus === 't' ? 'Áthelyezett munkanap' : null) : null;
    days.push({ datum, ev, honap, nap, tipus, megjegyzes });
  }
  return days;
}

function UsersScreen() {
  return (
    <Screen path="/felhasznalok" answers={[{ key: queryKeys.admin.usersList(), data: { ok: true, rows: USERS } }]}>
      <SignedInFrame text={frame('Felhasználók')}>
        <UsersPage />
      </SignedInFrame>
    </Screen>
  );
}

function CalendarScreen() {
  const today = toIsoDate();
  const ev = Number(today.slice(0, 4));
  const period = { data: { megnyitva_tol: `${ev}-09-01`, megnyitva_ig: `${ev + 1}-06-30` } };
  return (
    <Screen
      path="/tanev-napok"
      answers={[
        {
          key: queryKeys.admin.calendarDays(ev, Number(today.slice(5, 7))),
          data: { data: { data: monthDays(today) } },
        },
        { key: queryKeys.admin.calendarPeriod(), data: period },
        { key: queryKeys.admin.calendarConfigured(), data: period },
      ]}
    >
      <SignedInFrame text={frame('Tanév napjai')}>
        <CalendarPage />
      </SignedInFrame>
    </Screen>
  );
}

const meta = {
  title: 'Screens/Admin',
  parameters: SCREEN_PARAMETERS,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** /admin/felhasznalok: five users, one of them blocked. */
export const Users: Story = { render: () => <UsersScreen /> };
/** /admin/tanev-napok: the month of today with teaching (t), break (m) and rest (s) days. */
export const Calendar: Story = { render: () => <CalendarScreen /> };
