// knip (`npm run knip`, a step of `npm test`): no unused file, export, dependency or devDependency,
// and no import of a package its workspace does not list. Its plugins find most entry points by
// themselves (vitest projects and their test files, Storybook's stories and config, the rspack
// configs and their entries, the ESLint config, package.json scripts); listed here is what they
// cannot see: files started by path (a worker, a spawned server, `--import`) and what Module
// Federation loads by name.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // System commands the full-disk test runs as root (a small tmpfs).
  ignoreBinaries: ['mount', 'umount'],
  workspaces: {
    '.': {
      // The root commands, the Lint step, and the build's shared configs and plugins.
      entry: ['scripts/*.mjs', 'tooling/lint.mjs'],
    },
    'mfe-*': {
      // Module Federation exposes `./App` (mf.shared.ts `remoteFederation`).
      entry: ['src/app.tsx'],
    },
    'design-system': {
      // The facades mf.shared.ts hands the bundler as the shared `react-router-dom`,
      // `react-i18next` and `@tanstack/react-query`: the apps import their names by those names.
      entry: ['src/federation/*.ts'],
    },
    contract: {
      // The shared `zod` facade (mf.shared.ts).
      entry: ['src/federation/zod.ts'],
    },
    'embedded-mongo': {
      // A native addon, loaded with createRequire so a bundled gateway still finds its binary.
      ignoreDependencies: ['fs-native-extensions'],
    },
    gateway: {
      // The server api-floor.bench.ts starts in a child process.
      entry: ['bench/api-floor-server.ts'],
    },
    e2e: {
      // Preloaded into the gateway's process (`--import`) by the visual tests.
      entry: ['support/shifted-clock.mjs'],
    },
  },
};

export default config;
