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
      // The shell does the same before first paint (design-system/src/lib/theme.ts); components
      // only read the CSS variables.
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
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Screens'] } },
    // The widths the product is checked at (docs/architecture.md "Design system and Storybook"):
    // 360 px is the narrowest phone the spec asks for.
    viewport: {
      options: {
        phone360: { name: 'Phone 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet768: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop1280: { name: 'Desktop 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
