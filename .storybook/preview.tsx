import type { Preview } from '@storybook/react-vite';
import { initI18n } from '../design-system/src/i18n/i18n.ts';
import '../design-system/src/tokens/tokens.css';

initI18n();

type Theme = 'light' | 'dark';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme (data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      // The shell does the same before first paint; components only read the CSS variables.
      const theme: Theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
      document.documentElement.setAttribute('data-theme', theme);
      document.documentElement.lang = 'hu';
      return <Story />;
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
