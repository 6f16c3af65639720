// Storybook for the design system and the screens (docs/architecture.md "Design system and
// Storybook"): stories next to each component, the Foundations pages, and the apps' screens with
// fixed data (`<app>/src/stories/`). Nothing here reaches the network.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Which design system this Storybook shows: the package's version and the commit it was built from. */
function buildInfo(): { version: string; commit: string } {
  const pkg = JSON.parse(readFileSync(path.join(root, 'design-system', 'package.json'), 'utf8')) as { version: string };
  let commit = 'ismeretlen';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'design-system'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (dirty.trim()) commit += '+';
  } catch {
    // Not a git checkout (e.g. an exported tree): the version alone says enough.
  }
  return { version: pkg.version, commit };
}

const info = JSON.stringify(buildInfo());
const infoScript = `<script>window.__TAVOLLET_DESIGN_SYSTEM__ = ${info};</script>`;

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../design-system/src/**/*.stories.tsx',
    '../shell/src/stories/*.stories.tsx',
    '../mfe-teacher/src/stories/*.stories.tsx',
    '../mfe-leaders/src/stories/*.stories.tsx',
    '../mfe-hr/src/stories/*.stories.tsx',
    '../mfe-admin/src/stories/*.stories.tsx',
  ],
  // addon-docs: each component's Docs page (autodocs: its "when to use" note and the props table
  // read from its TypeScript types with each prop's JSDoc line).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  typescript: { reactDocgen: 'react-docgen' },
  // No internet on build machines: no telemetry, no version checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The screens bring @tanstack/react-query, whose files start with "use client" (a React
  // server-components hint, meaningless in a client bundle): not a warning worth printing.
  viteFinal: (config) => {
    const build = config.build ?? {};
    const options = build.rolldownOptions ?? {};
    const previous = options.onwarn;
    return {
      ...config,
      build: {
        ...build,
        rolldownOptions: {
          ...options,
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (previous) previous(warning, warn);
            else warn(warning);
          },
        },
      },
    };
  },
  managerHead: (head) => `${head ?? ''}${infoScript}`,
  previewHead: (head) => `${head ?? ''}${infoScript}`,
};

export default config;
