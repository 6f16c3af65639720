// The HR list with fixed data (docs/architecture.md "Design system and Storybook"): the remote's
// real App at its index, the first page of the unfiltered list filled in under the key the page
// builds from its URL (listSearch of the default view).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HrListAnswer, HrRow } from '@tavollet/contract/api/hr';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { Screen, SCREEN_PARAMETERS, SignedInFrame, type FrameText } from '../../../.storybook/screen.tsx';
import App from '../app.tsx';
import { readHrParams, listSearch } from '../features/requests/lib/hr-params.ts';

const FRAME: FrameText = { badge: 'HR', user: 'Tóth Erika', menu: ['Szabadság kérelmek'] };

const row = (id: number, overrides: Partial<HrRow>): HrRow => ({
  id,
  status: 'jovahagyva',
  createdAt: '2026-11-10T09:00:00.000Z',
  decidedAt: '2026-11-11T10:30:00.000Z',
  typeId: 'rendes_szabadsag',
  start: '2026-12-01',
  end: '2026-12-02',
  days: 2,
  munkanapok_szama: 2,
  teacherName: 'Kovács Anna',
  om: '71234567890',
  jovahagyoi_megjegyzes: null,
  ...overrides,
});

const ROWS: HrRow[] = [
  row(91, { status: 'benyujtva', decidedAt: null, createdAt: '2026-11-20T08:00:00.000Z' }),
  row(90, {
    teacherName: 'Horváth Zoltán',
    om: null,
    typeId: 'tappenz',
    start: '2026-11-16',
    end: '2026-11-20',
    days: 5,
    munkanapok_szama: 5,
    createdAt: '2026-11-15T07:10:00.000Z',
    decidedAt: '2026-11-15T11:00:00.000Z',
  }),
  row(87, {
    teacherName: 'Kiss Gábor',
    om: '73456789012',
    status: 'elutasitva',
    typeId: 'szivessegi_helyettesites',
    start: '2026-11-05',
    end: '2026-11-05',
    days: 1,
    munkanapok_szama: 1,
    createdAt: '2026-10-30T12:00:00.000Z',
    decidedAt: '2026-10-31T09:00:00.000Z',
    jovahagyoi_megjegyzes: 'Aznap nincs helyettes.',
  }),
  row(80, {
    teacherName: 'Nagy Eszter',
    om: '72345678901',
    typeId: 'hivatalos',
    start: '2026-10-12',
    end: '2026-10-14',
    days: 3,
    munkanapok_szama: 3,
    createdAt: '2026-10-01T06:45:00.000Z',
    decidedAt: '2026-10-02T13:20:00.000Z',
  }),
];

const FIRST_PAGE: HrListAnswer = { ok: true, items: ROWS, total: 44, oldal: 1, meret: 20, oldalak: 3 };

function HrScreen({ path }: { path: string }) {
  const search = listSearch(readHrParams(new URL(path, 'http://localhost').searchParams));
  return (
    <Screen path={path} answers={[{ key: queryKeys.hr.list(search), data: FIRST_PAGE }]}>
      <SignedInFrame text={FRAME}>
        <App user={null} role="hr" basePath="/app/hr" />
      </SignedInFrame>
    </Screen>
  );
}

const meta = {
  title: 'Screens/HR',
  component: HrScreen,
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof HrScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /app/hr: the first page of every request, newest first. */
export const RequestList: Story = { args: { path: '/' } };
