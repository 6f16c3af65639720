// `npm run seed [-- --reset]`: seeds the demo school into the configured database (MONGODB_URI,
// or the embedded one under DATA_DIR/db; stop the running gateway first, it holds that
// directory). Without --reset it only seeds an empty database; --reset on MONGODB_URI also
// needs --force.
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from '../db/connect.ts';
import { DataDirLockedError } from '../embedded-mongo/server.ts';
import { reseed, seedIfEmpty } from './demo-school.ts';
import { printDemoLogins } from './logins.ts';

const reset = process.argv.includes('--reset');
const config = loadConfig();
const log = createLogger(config.logLevel);
try {
  const db = await openDatabase({ mongodbUri: config.mongodbUri, dataDir: config.dataDir, log });
  try {
    // A reset wipes every collection: on a real MongoDB it needs an explicit --force.
    if (reset && db.kind === 'external' && !process.argv.includes('--force')) {
      console.error('A --reset minden adatot töröl a MONGODB_URI adatbázisából; ha biztos vagy benne: --reset --force');
      process.exitCode = 2;
      process.exit();
    }
    if (reset) await reseed(db.models, log);
    const seeded = reset || (await seedIfEmpty(db.models, log));
    if (seeded) printDemoLogins(config.publicUrl ?? `http://localhost:${config.port}`, true);
    else process.stdout.write('Az adatbázis nem üres; újratöltéshez: npm run seed -- --reset\n');
  } finally {
    await db.close();
  }
} catch (err) {
  const locked = err instanceof DataDirLockedError;
  console.error(
    locked
      ? 'Az adatkönyvtárat egy futó gateway használja; előbb állítsd le.'
      : `Seed failed: ${(err as Error).message}`,
  );
  process.exit(1);
}
