import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormActions, FormStack } from './FormLayout.tsx';

const meta = {
  title: 'Components/FormLayout',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The vertical rhythm of a form: FormStack (the form), FieldStack (fields without a form) and FormActions (the buttons’ row). Use it for every form so spacing and the 360 px layout stay the same; not for tables or page grids.',
      },
    },
  },
  component: FormStack,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: {
    noValidate: true,
    onSubmit: (e) => e.preventDefault(),
    children: (
      <>
        <TextField label="Régi jelszó" type="password" required />
        <TextField label="Új jelszó" type="password" required />
        <FormActions>
          <Button type="submit" variant="primary">
            Mentés
          </Button>
          <Button variant="secondary">Mégse</Button>
        </FormActions>
      </>
    ),
  },
} satisfies Meta<typeof FormStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordForm: Story = {};
