import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One line of text (name, e-mail, OM id, password) with its label, hint and error. For longer text use TextArea, for dates DateField, for a choice Select or Combobox.',
      },
    },
  },
  component: TextField,
  args: { label: 'E-mail cím', type: 'email' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'A munkahelyi e-mail címed.' } };
export const Required: Story = { args: { label: 'Jelszó', type: 'password', required: true, minLength: 8 } };
export const WithError: Story = {
  args: {
    label: 'Új jelszó',
    type: 'password',
    required: true,
    error: 'Az új jelszó legyen legalább 8 karakter hosszú.',
  },
};
export const WithPlaceholder: Story = { args: { label: 'Szűrés névre', placeholder: 'Szűrés névre…', type: 'search' } };
export const Disabled: Story = { args: { label: 'Felhasználónév', defaultValue: 'kiss.anna', disabled: true } };
export const HiddenLabel: Story = {
  args: { label: 'Keresés', type: 'search', labelHidden: true, placeholder: 'Keresés…' },
};
