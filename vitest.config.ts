// One vitest run for every unit and gateway test (e2e has its own config in e2e/).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const webPackages = ['design-system', 'shell', 'mfe-teacher', 'mfe-leaders', 'mfe-hr', 'mfe-admin'];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          globals: true,
          include: webPackages.map((p) => `${p}/src/**/*.test.{ts,tsx}`),
          setupFiles: ['./design-system/test-setup.ts'],
          css: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['contract/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['gateway/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          // The embedded server's conformance suite; `npm test` runs it again on disk
          // (EMBEDDED_MONGO_DURABLE=1, scripts/test.mjs).
          name: 'embedded-mongo',
          environment: 'node',
          include: ['embedded-mongo/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['tooling/**/*.test.ts'],
          // Each case runs ESLint (with its import resolver) over the real tree.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
