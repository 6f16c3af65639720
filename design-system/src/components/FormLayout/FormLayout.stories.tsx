import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormActions, FormStack } from './FormLayout.tsx';

const meta = {
  title: 'Components/FormLayout',
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
