import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A titled panel that groups one part of a screen (the quota table, the drafts, a filter set). Not for the page itself (PageTitle and the frame do that) nor for a message (use Alert).',
      },
    },
  },
  component: Card,
  args: { children: 'A kérelmet az igazgatóhelyettes bírálja el.' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithTitle: Story = { args: { title: 'Szabadságkeret' } };
export const WithTitleAndActions: Story = {
  args: {
    title: 'Gyors email küldése',
    actions: (
      <Button size="sm" variant="primary">
        Küldés
      </Button>
    ),
  },
};
export const Flush: Story = {
  args: {
    title: 'Piszkozatok',
    flush: true,
    children: <p style={{ margin: 0, padding: '0 24px 16px' }}>Nincs mentett piszkozat.</p>,
  },
};
