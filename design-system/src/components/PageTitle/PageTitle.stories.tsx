import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTitle } from './PageTitle.tsx';

const meta = {
  title: 'Components/PageTitle',
  component: PageTitle,
  args: { children: 'Szabadságkérelem' },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongTitle: Story = { args: { children: 'Hibabejelentés és fejlesztési javaslat a rendszerhez' } };
