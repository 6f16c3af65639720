import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Free text over more than one line (a note, a rejection reason), with an optional character count. For one line use TextField.',
      },
    },
  },
  component: TextArea,
  args: { label: 'Megjegyzés' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCount: Story = {
  args: { maxLength: 100, showCount: true, defaultValue: 'Családi program', hint: 'Nem kötelező.' },
};
export const Required: Story = { args: { label: 'Leírás', required: true, rows: 6 } };
export const WithError: Story = {
  args: { label: 'Leírás', required: true, error: 'A tárgy és a leírás megadása kötelező.' },
};
export const Disabled: Story = { args: { defaultValue: 'Nem szerkeszthető szöveg.', disabled: true } };
