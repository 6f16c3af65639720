import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilePicker } from './FilePicker.tsx';

const meta = {
  title: 'Components/FilePicker',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Choosing a file to upload (CSV import, a screenshot for an issue report) with a Hungarian button. Not for anything but files.',
      },
    },
  },
  component: FilePicker,
  args: { buttonLabel: 'Fájl kiválasztása', id: 'story-file', accept: '.csv,text/csv' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 8 }}>
        <label htmlFor="story-file">CSV fájl</label>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Multiple: Story = { args: { buttonLabel: 'Képek kiválasztása', multiple: true, accept: 'image/*' } };
