// `npm run serve`: the production start. Runs the built gateway (gateway/dist, compiled by
// `npm run build`) in this process, without installing, building or compiling anything, and
// refuses to start when a build is missing or older than its sources. `npm start` builds what is
// stale first, then comes here.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, staleBuilds } from './lib.mjs';

const stale = staleBuilds();
if (stale.length > 0) {
  console.error(
    `Cannot start: the build of ${stale.join(', ')} is missing or older than its sources. ` +
      'Run `npm run build` first (or `npm start`, which builds what is stale).',
  );
  process.exit(2);
}
process.env.NODE_ENV ??= 'production';
process.env.PORT ??= '8080';
// Stack traces name the TypeScript sources (gateway/dist/*.map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(ROOT, 'gateway', 'dist', 'main.mjs')).href);
