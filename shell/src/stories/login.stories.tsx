// The staff login page (`/`, staff-area.md §2) as it renders in the shell (docs/architecture.md
// "Design system and Storybook"). Its only call is the login itself; before it the page needs no
// data. The failed-login alert is checked on the built app (e2e/visual/app-screens.test.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { registerNamespace } from '@tavollet/design-system/i18n/i18n';
import { Screen, SCREEN_PARAMETERS } from '../../../.storybook/screen.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import shellTexts from '../i18n/hu.json';

registerNamespace('shell', shellTexts);

function LoginScreen() {
  return (
    <Screen path="/">
      <LoginPage />
    </Screen>
  );
}

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/`: the empty sign-in form. */
export const Login: Story = {};
