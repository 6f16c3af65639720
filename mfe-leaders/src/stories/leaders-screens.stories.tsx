// The leaders' approvals screen with fixed data (docs/architecture.md "Design system and
// Storybook"): the remote's real App mounted as the deputy's area at /jovahagyasok.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { Screen, SCREEN_PARAMETERS, SignedInFrame, type FrameText } from '../../../.storybook/screen.tsx';
import App from '../app.tsx';
import { pendingRow } from '../test/fixtures.ts';

const FRAME: FrameText = {
  badge: 'Igazgatóhelyettes',
  user: 'Szabó Péter',
  menu: ['Jóváhagyások', 'Kezdőlap', 'Új kérelem tanár nevében', 'Statisztikák'],
};

const PENDING = [
  pendingRow({
    kerelem_id: 71,
    nev: 'Horváth Zoltán',
    om: null,
    tipus: 'tappenz',
    kezdete: '2026-11-30',
    vege: '2026-12-04',
    munkanapok_szama: 5,
    surgos: true,
    megjegyzes: 'Orvosi igazolás csatolva',
  }),
  pendingRow({ kerelem_id: 72, stage: 'elozetes', keres_datum: '2026-11-12T08:15:00.000Z' }),
  pendingRow({
    kerelem_id: 73,
    nev: 'Kiss Gábor',
    om: '73456789012',
    tipus: 'szivessegi_helyettesites',
    kezdete: '2026-12-10',
    vege: '2026-12-10',
    munkanapok_szama: 1,
    maradek: 12,
    letrehozo_nev: 'Szabó Péter',
  }),
];

function DeputyScreen({ path }: { path: string }) {
  return (
    <Screen
      path={path}
      answers={[
        { key: queryKeys.leaders.pending('igazgatohelyettes'), data: PENDING },
        { key: queryKeys.leaders.counts('igazgatohelyettes'), data: { ok: true, pending: 3, urgent: 1 } },
      ]}
    >
      <SignedInFrame text={FRAME}>
        <App user={null} role="igazgatohelyettes" basePath="/app/igazgatohelyettes" />
      </SignedInFrame>
    </Screen>
  );
}

const meta = {
  title: 'Screens/Leaders',
  component: DeputyScreen,
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof DeputyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /app/igazgatohelyettes/jovahagyasok: three waiting requests, one urgent, one sent by the deputy. */
export const DeputyApprovals: Story = { args: { path: '/jovahagyasok' } };
