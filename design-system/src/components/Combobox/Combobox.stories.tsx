import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Combobox } from './Combobox.tsx';

const teachers = [
  { value: '1', label: 'Kovács Anna', description: '71234567890' },
  { value: '2', label: 'Horváth Zoltán', description: '72345678901' },
  { value: '3', label: 'Kiss Gábor', description: '73456789012' },
  { value: '4', label: 'Szűcs Örs' },
  { value: '5', label: 'Németh Éva' },
];

const meta = {
  title: 'Components/Combobox',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Choosing one item from a long list by typing (a teacher among hundreds), accent- and case-insensitive. Not for a handful of fixed options (use Select) nor for free text (use TextField).',
      },
    },
  },
  // The docs page shows the Combobox's own props; each story keeps the choice in its own state.
  component: Combobox,
  render: function Controlled(args) {
    const [value, setValue] = useState<string | null>(args.value);
    return <Combobox {...args} value={value} onValueChange={setValue} />;
  },
  args: {
    value: null,
    onValueChange: () => undefined,
    label: 'Tanár',
    options: teachers,
    placeholder: 'Kezdd el gépelni a nevet',
    noResultsText: 'Nincs ilyen nevű tanár.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: '2' } };
export const WithHint: Story = { args: { hint: 'Ékezet nélkül is kereshetsz: „kovacs”.', required: true } };
export const WithError: Story = { args: { error: 'Válaszd ki a tanárt.', required: true } };
export const Disabled: Story = { args: { disabled: true, value: '1' } };
