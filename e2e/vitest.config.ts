// End-to-end tests in Debian Chromium against the real gateway (`npm run test:e2e`). They use
// the production builds in */dist (the root `npm test` builds first) and start their own
// gateway(s) on free ports with fresh data directories. One file at a time: each starts a
// browser and a gateway, and two CPU cores are all we have.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  test: {
    root,
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
