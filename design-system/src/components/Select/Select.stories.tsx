import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.tsx';

const leaveTypes = [
  { value: 'rendes_szabadsag', label: 'Rendes szabadság' },
  { value: 'gyermek_utan_jaro_potszabadsag', label: 'Gyermek után járó pótszabadság' },
  { value: 'apasagi_szabadsag', label: 'Apasági szabadság' },
  { value: 'halal', label: 'Haláleset', disabled: true },
];

const meta = {
  title: 'Components/Select',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One choice from a short fixed list (leave type, year). Not for long lists that need searching (use Combobox) nor for several choices (use CheckboxGroup).',
      },
    },
  },
  component: Select,
  args: { label: 'Szabadság típusa', options: leaveTypes },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Válassz típust', required: true, defaultValue: '' } };
export const WithHint: Story = { args: { hint: 'Csak a kerettel rendelkező típusok választhatók.' } };
export const WithError: Story = {
  args: { placeholder: 'Válassz típust', defaultValue: '', error: 'Típus megadása kötelező.' },
};
export const Disabled: Story = { args: { disabled: true } };
