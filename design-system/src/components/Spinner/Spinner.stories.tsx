import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Something is loading and its place on the screen is known: a list, a page, a button’s action (Button has its own). Not for actions that finish at once, and never without a label that a screen reader can hear unless it is decorative.',
      },
    },
  },
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithVisibleLabel: Story = { args: { showLabel: true } };

export const CustomLabel: Story = { args: { label: 'Kérelmek betöltése…', showLabel: true, size: 'lg' } };

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};
