// `npm run seed [-- --reset] [--requests N]`: seeds the demo school into the configured database
// (MONGODB_URI, or the embedded one under DATA_DIR/db; stop the running gateway first, it holds
// that directory). Without --reset it only seeds an empty database; --reset on MONGODB_URI also
// needs --force. `--requests N` then adds N generated requests over the demo people, for load
// tests of the HR list and export (large-school.ts).
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from '../db/connect.ts';
import { migrate } from '../db/migrations.ts';
import { newInstanceId } from '../monitoring/instance-id.ts';
import { DataDirLockedError } from '@tavollet/embedded-mongo';
import { reseed, seedIfEmpty } from './demo-school.ts';
import { printDemoLogins } from './logins.ts';
import { addLargeSchool } from './large-school.ts';

const reset = process.argv.includes('--reset');
/** `--requests N` or `--requests=N`: how many generated requests to add (0 = none). */
function requestsArg(argv: string[]): number {
  const i = argv.findIndex((a) => a === '--requests' || a.startsWith('--requests='));
  if (i < 0) return 0;
  const raw = argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    console.error('A --requests után 1 és 1 000 000 közötti egész számot adj meg (pl. --requests 20000).');
    process.exit(2);
  }
  return n;
}
const extraRequests = requestsArg(process.argv);
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
    // The seed writes this release's shape: the schema version is brought up to it first.
    await migrate(db.connection, db.models, log, { owner: newInstanceId() });
    if (reset) await reseed(db.models, log);
    const seeded = reset || (await seedIfEmpty(db.models, log));
    // Without PUBLIC_URL the seed cannot know where a gateway will answer: paths only.
    if (seeded) printDemoLogins(config.publicUrl ?? null, true);
    else process.stdout.write('Az adatbázis nem üres; újratöltéshez: npm run seed -- --reset\n');
    if (extraRequests > 0 && !seeded) {
      process.stdout.write('A --requests csak frissen feltöltött demó iskolához ad kérelmeket (--reset).\n');
    } else if (extraRequests > 0) {
      const done = await addLargeSchool(db.models, extraRequests);
      process.stdout.write(
        `${done.requests} generált szabadságkérelem hozzáadva a demó iskolához (${done.batches} adagban, ${done.ms} ms).\n`,
      );
    }
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
