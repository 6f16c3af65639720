import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppFrame, appFrameClasses } from './AppFrame.tsx';

const menu = (
  <>
    <ul className={appFrameClasses.menuList}>
      <li>
        <a href="#kezdo" className={appFrameClasses.menuLink} aria-current="page">
          Kezdőlap
        </a>
      </li>
      <li>
        <a href="#kerelmek" className={appFrameClasses.menuLink}>
          Szabadság kérelmek
        </a>
      </li>
    </ul>
    <ul className={appFrameClasses.menuList}>
      <li>
        <button type="button" className={appFrameClasses.menuLink}>
          Kijelentkezés
        </button>
      </li>
    </ul>
  </>
);

const meta = {
  title: 'Components/AppFrame',
  tags: ['autodocs'],
  component: AppFrame,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame of a signed-in area (staff layout, admin area): skip link, header, side menu that folds below 48rem, main. Use it once per area, around every page of it. Not for the pages before sign-in (use PublicFrame) nor for a section inside a page (use Card).',
      },
    },
  },
  args: {
    skipLabel: 'Ugrás a tartalomra',
    menuButtonLabel: 'Menü',
    menuLabel: 'Főmenü',
    menuId: 'story-side-menu',
    mainId: 'story-main',
    brand: (
      <a href="#kezdo" className={appFrameClasses.brand}>
        Távollét
      </a>
    ),
    badge: 'Tanár',
    headerEnd: <span>Kovács Anna</span>,
    menu,
    children: <h1 style={{ margin: 0 }}>Kezdőlap</h1>,
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutBadge: Story = { args: { badge: undefined, headerEnd: undefined } };
