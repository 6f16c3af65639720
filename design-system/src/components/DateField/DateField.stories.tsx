import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Components/DateField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One calendar date typed or picked, kept as YYYY-MM-DD (leave start and end, filter ranges). Not for a date and time, nor for a whole month (the calendar screens have their own grid).',
      },
    },
  },
  component: DateField,
  args: { label: 'Mettől' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: '2026-11-22' } };
export const WithMinMax: Story = {
  args: { label: 'Első nap', min: '2026-11-22', max: '2027-08-31', hint: 'Legkorábban ma.', required: true },
};
export const WithError: Story = {
  args: { label: 'Meddig', defaultValue: '2026-11-20', error: 'A kezdődátum nem lehet későbbi, mint a záródátum.' },
};
export const Disabled: Story = { args: { defaultValue: '2026-11-22', disabled: true } };

function RangeDemo() {
  const [from, setFrom] = useState('2026-11-23');
  const [to, setTo] = useState('2026-11-27');
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <DateField label="Mettől" value={from} onValueChange={setFrom} max={to || undefined} />
      <DateField label="Meddig" value={to} onValueChange={setTo} min={from || undefined} />
    </div>
  );
}

export const Range: Story = { render: () => <RangeDemo /> };
