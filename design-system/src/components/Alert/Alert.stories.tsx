import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Components/Alert',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A message that stays in the page: a failed load with a retry, a refusal above a form, a restored draft. Use it when the message belongs to a place on the screen. Not for a passing confirmation after an action (use Toast) nor for a status word in a row (use Badge).',
      },
    },
  },
  component: Alert,
  args: { children: 'Sikeresen rögzítettük a kérelmet.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info', children: 'A kérelmet az igazgatóhelyettes bírálja el.' } };
export const Success: Story = { args: { tone: 'success', title: 'Kérelem beküldve' } };
export const Warning: Story = {
  args: { tone: 'warning', title: 'Figyelem', children: 'A kérelem meghaladja a fennmaradó keretet.' },
};
export const ErrorTone: Story = {
  args: { tone: 'error', title: 'Betöltési hiba', children: 'Nem sikerült az adatok betöltése.' },
};
export const Dismissible: Story = { args: { tone: 'success', title: 'Piszkozat mentve', onDismiss: fn() } };

export const WithRetryAction: Story = {
  args: {
    tone: 'error',
    title: 'A modul nem tölthető be',
    children: 'Ellenőrizd a kapcsolatot, majd próbáld újra.',
    actions: (
      <Button variant="primary" size="sm">
        Újrapróbálás
      </Button>
    ),
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <Alert tone="info" title="Információ">
        Tájékoztató szöveg.
      </Alert>
      <Alert tone="success" title="Siker">
        A művelet sikerült.
      </Alert>
      <Alert tone="warning" title="Figyelmeztetés">
        Ellenőrizd az adatokat.
      </Alert>
      <Alert tone="error" title="Hiba">
        Váratlan hiba történt.
      </Alert>
    </div>
  ),
};
