// The package's one public entry (package.json "exports"): other packages import only this file,
// never a path inside src/ (eslint.config.js). Everything else here is the server's inside.
import { fileURLToPath } from 'node:url';

export { databaseUri, startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './server.ts';
export { startEmbeddedMongoInWorker } from './in-worker.ts';
export { DataDirLockedError } from './storage/lock.ts';

/**
 * The CLI's file, for running the server as a process of its own:
 * `node --import tsx <EMBEDDED_MONGO_CLI> --port 27018 [--memory] [--quiet]`, with the credential in
 * EMBEDDED_MONGO_USERNAME / EMBEDDED_MONGO_PASSWORD (README "Use").
 */
export const EMBEDDED_MONGO_CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
