import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A short status or category word in a row or a heading: a request’s status, a role, an urgent flag. Not for a sentence or anything to act on (use Alert, or a Button).',
      },
    },
  },
  component: Badge,
  args: { children: 'Benyújtva' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { tone: 'neutral', children: 'Piszkozat' } };
export const Info: Story = { args: { tone: 'info', children: 'Benyújtva' } };
export const Success: Story = { args: { tone: 'success', children: 'Jóváhagyva' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Sürgős', icon: '!' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Elutasítva' } };

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="neutral">Visszavonva</Badge>
      <Badge tone="info">Benyújtva</Badge>
      <Badge tone="success">OK</Badge>
      <Badge tone="warning">Feldolgozás…</Badge>
      <Badge tone="danger">FIGYELEM</Badge>
    </div>
  ),
};
