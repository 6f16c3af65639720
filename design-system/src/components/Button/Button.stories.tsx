import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An action on this screen: submit, save, approve, open a dialog. Primary for the one main action of a view, danger for destructive ones, ghost for quiet ones. Not for going to another page (use a link or Tile), and never two primary buttons side by side.',
      },
    },
  },
  component: Button,
  args: { children: 'Mentés' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Mégse' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Törlés' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Részletek' } };
export const Loading: Story = { args: { variant: 'primary', loading: true, children: 'Mentés…' } };
export const Disabled: Story = { args: { variant: 'primary', disabled: true } };
export const WithIcon: Story = { args: { variant: 'secondary', icon: '↻', children: 'Újrapróbálás' } };

export const AllVariantsAndSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size={size} variant="primary">
            Jóváhagyás
          </Button>
          <Button size={size} variant="secondary">
            Mégse
          </Button>
          <Button size={size} variant="danger">
            Elutasítás
          </Button>
          <Button size={size} variant="ghost">
            Részletek
          </Button>
          <Button size={size} variant="primary" loading>
            Küldés
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const FullWidth: Story = { args: { variant: 'primary', fullWidth: true, children: 'Belépés' } };
