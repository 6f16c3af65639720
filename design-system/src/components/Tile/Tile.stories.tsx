import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Tile } from './Tile.tsx';
import { TileList } from './TileList.tsx';

const meta = {
  title: 'Components/Tile',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A link to a screen on a home page (teacher, leaders and admin homes), with title, description and an optional figure. Not for actions on the current screen (use Button).',
      },
    },
  },
  component: Tile,
  args: { title: 'Szabadságkérelem', href: '#keres' },
  decorators: [(Story, { name }) => <div style={{ maxWidth: name === 'Home Grid' ? 880 : 420 }}>{Story()}</div>],
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescriptionAndIcon: Story = {
  args: { description: 'Új kérelem, piszkozatok és keretek', icon: '✎' },
};
export const WithCount: Story = {
  args: {
    title: 'Jóváhagyások',
    href: '#jovahagyasok',
    description: 'Elbírálásra váró kérelmek',
    icon: '✓',
    meta: <Badge tone="warning">3 függőben</Badge>,
  },
};
export const CustomLink: Story = {
  args: {
    title: 'Előzmények',
    href: '/app/tanar/elozmenyek',
    description: 'A router Link-je rendereli (renderLink)',
    renderLink: ({ href, className, children }) => (
      <a href={`#${href}`} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
};

export const HomeGrid: Story = {
  render: () => (
    <TileList>
      <Tile title="Szabadságkérelem" description="Új kérelem beadása" href="#keres" icon="✎" />
      <Tile title="Előzmények" description="Korábbi kérelmeid" href="#elozmenyek" icon="☰" />
    </TileList>
  ),
};
