import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { FormActions, FormStack } from '../FormLayout/FormLayout.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { PublicFrame } from './PublicFrame.tsx';

const meta = {
  title: 'Components/PublicFrame',
  tags: ['autodocs'],
  component: PublicFrame,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page before sign-in: brand line, h1 and a centred card (staff login, password pages, admin login). Not for signed-in areas (use AppFrame).',
      },
    },
  },
  args: {
    brand: 'Távollét',
    title: 'Bejelentkezés',
    titleId: 'story-public-title',
    children: (
      <FormStack onSubmit={(e) => e.preventDefault()} noValidate>
        <TextField label="E-mail cím" type="email" required />
        <TextField label="Jelszó" type="password" required />
        <FormActions>
          <Button type="submit" variant="primary">
            Belépés
          </Button>
          <a href="#elfelejtett">Elfelejtett jelszó</a>
        </FormActions>
      </FormStack>
    ),
  },
} satisfies Meta<typeof PublicFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginForm: Story = {};
export const AdminArea: Story = { args: { brand: 'Adminisztráció', title: 'Admin oldal bejelentkezés' } };
