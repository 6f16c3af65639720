import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pager } from './Pager.tsx';

const labels = {
  label: 'Lapozás',
  first: 'Első',
  previous: 'Előző',
  next: 'Következő',
  last: 'Utolsó',
  status: (page: number, pages: number) => `${page}. oldal / ${pages}`,
};

const meta = {
  title: 'Components/Pager',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Paging through a long server-side list (HR list, admin requests): first, previous, position, next, last. Not for lists that fit on one page nor for steps of a form.',
      },
    },
  },
  component: Pager,
  args: { page: 3, pages: 40, labels, onPageChange: () => {} },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 40 } };
