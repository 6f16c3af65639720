import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTitle } from './PageTitle.tsx';

const meta = {
  title: 'Components/PageTitle',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The h1 of every screen, in the one heading scale; also titles the browser tab. Exactly one per screen; not for section headings (use h2 or a Card title).',
      },
    },
  },
  component: PageTitle,
  args: { children: 'Szabadságkérelem' },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongTitle: Story = { args: { children: 'Hibabejelentés és fejlesztési javaslat a rendszerhez' } };
