// The teacher's screens with fixed data (docs/architecture.md "Design system and Storybook"): the
// remote's real App at /keres and /elozmenyek, its answers filled in under the real query keys.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { Screen, SCREEN_PARAMETERS, SignedInFrame, type FrameText } from '../../../.storybook/screen.tsx';
import App from '../app.tsx';
import { historyRow, teacherData } from '../test/fixtures.ts';

const USER = { nev: 'Kovács Anna', email: 'kovacs.anna@demo.iskola.hu', szerepkorok: ['tanar' as const] };
const FRAME: FrameText = {
  badge: 'Tanár',
  user: USER.nev,
  menu: ['Szabadságkérelem', 'Szabadság előzmények', 'Kezdőlap'],
};

const HISTORY = [
  historyRow({ id: 51, status: 'benyujtva', start: '2026-12-01', end: '2026-12-02', canWithdraw: true }),
  historyRow({
    id: 48,
    status: 'jovahagyva',
    createdAt: '2026-10-02T08:30:00.000Z',
    decidedAt: '2026-10-03T12:10:00.000Z',
    start: '2026-10-20',
    end: '2026-10-23',
    days: 4,
    munkanapok_szama: 4,
    megjegyzes: 'Őszi kirándulás a családdal',
  }),
  historyRow({
    id: 44,
    status: 'elutasitva',
    typeId: 'szivessegi_helyettesites',
    createdAt: '2026-09-12T07:00:00.000Z',
    decidedAt: '2026-09-13T09:45:00.000Z',
    start: '2026-09-25',
    end: '2026-09-25',
    days: 1,
    munkanapok_szama: 1,
    jovahagyoi_megjegyzes: 'Aznap dolgozatírás van.',
  }),
  historyRow({
    id: 40,
    status: 'visszavonva',
    typeId: 'tappenz',
    createdAt: '2026-09-01T06:00:00.000Z',
    start: '2026-09-02',
    end: '2026-09-04',
    days: 3,
    munkanapok_szama: 3,
  }),
];

const ANSWERS = [
  { key: queryKeys.teacher.data(), data: teacherData() },
  {
    key: queryKeys.teacher.history(),
    data: { pages: [{ ok: true, items: HISTORY, total: HISTORY.length, next: null }], pageParams: [null] },
  },
];

function TeacherScreen({ path }: { path: string }) {
  return (
    <Screen path={path} answers={ANSWERS}>
      <SignedInFrame text={FRAME}>
        <App user={USER} role="tanar" basePath="/app/tanar" />
      </SignedInFrame>
    </Screen>
  );
}

const meta = {
  title: 'Screens/Teacher',
  component: TeacherScreen,
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof TeacherScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /app/tanar/keres: the form, the quota table and one saved draft. */
export const RequestForm: Story = { args: { path: '/keres' } };
/** /app/tanar/elozmenyek: one request of each status. */
export const History: Story = { args: { path: '/elozmenyek' } };
