// Storybook for the design system (docs/architecture.md "Front-end structure": stories sit next
// to each component).
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../design-system/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // No internet on build machines: no telemetry, no version checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
