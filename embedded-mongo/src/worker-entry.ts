// The embedded server inside its worker thread (in-worker.ts):
// starts it with the options the parent passed, answers `ready` (or `failed`), forwards log lines
// to the parent's logger, and on `stop` stops it (journal flushed, lock released) and answers `stopped`.
import { parentPort, workerData } from 'node:worker_threads';
import { DataDirLockedError, startEmbeddedMongo, type EmbeddedMongoOptions, type Logger } from './server.ts';
import type { FromWorker } from './in-worker.ts';

const port = parentPort!;
const send = (m: FromWorker) => port.postMessage(m);

/** Log fields as plain data: an Error becomes its message and stack (structured clone drops its class). */
const plain = (o: object): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, v instanceof Error ? { message: v.message, stack: v.stack } : v]),
  );
const line =
  (level: keyof Logger) =>
  (o: object, msg?: string): void =>
    send({ type: 'log', level, fields: plain(o), msg });
const logger: Logger = { info: line('info'), warn: line('warn'), error: line('error') };

try {
  const server = await startEmbeddedMongo({ ...(workerData as EmbeddedMongoOptions), logger });
  port.on('message', (m: unknown) => {
    if (m !== 'stop') return;
    void server.stop().then(
      () => {
        send({ type: 'stopped' });
        port.close();
      },
      (e: unknown) => send({ type: 'stopped', error: String(e) }),
    );
  });
  send({ type: 'ready', uri: server.uri, port: server.port, replicaSet: server.replicaSet });
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  send({ type: 'failed', locked: e instanceof DataDirLockedError, message: err.message, code: err.code });
  port.close();
}
