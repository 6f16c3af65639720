import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox } from './Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const meta = {
  title: 'Components/Checkbox',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One yes/no choice that takes effect on submit or at once (a setting). For several related choices use CheckboxGroup; for one of many use Select or Combobox.',
      },
    },
  },
  component: Checkbox,
  args: { label: 'Kritikus hiba' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { label: 'Minden státusz', indeterminate: true } };
export const WithHint: Story = { args: { hint: 'Csak hibabejelentésnél választható.' } };
export const WithError: Story = { args: { label: 'Teljes felülírás', error: 'A felülíráshoz meg kell erősíteni.' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

const statuses = [
  { value: 'benyujtva', label: 'Benyújtva' },
  { value: 'jovahagyva', label: 'Jóváhagyva' },
  { value: 'elutasitva', label: 'Elutasítva' },
  { value: 'visszavonva', label: 'Visszavonva' },
];

function GroupDemo({ inline = false, error }: { inline?: boolean; error?: string }) {
  const [value, setValue] = useState(['benyujtva', 'jovahagyva']);
  return (
    <CheckboxGroup
      legend="Státusz"
      options={statuses}
      value={value}
      onValueChange={setValue}
      showAllNone
      inline={inline}
      error={error}
      hint="A lista a kijelölt státuszú kérelmeket mutatja."
    />
  );
}

export const Group: Story = { render: () => <GroupDemo /> };
export const GroupInline: Story = { render: () => <GroupDemo inline /> };
export const GroupWithError: Story = { render: () => <GroupDemo error="Legalább egy státuszt válassz." /> };
