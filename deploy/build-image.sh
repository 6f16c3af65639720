#!/usr/bin/env bash
# The image's build steps, run by deploy/Containerfile and, on a clean clone, by `npm test`
# (e2e/image-build.test.ts), so that what cannot be run here (a container build) is checked as far
# as it can be: install exactly the lockfile, build everything a server needs, then drop what only
# building and testing needed. Afterwards `node scripts/serve.mjs` (npm run serve) starts it.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm run build
npm prune --omit=dev --no-audit --no-fund
