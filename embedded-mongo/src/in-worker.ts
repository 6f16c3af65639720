// The embedded server in a worker thread of the gateway's process
// (docs/decisions/0520-embedded-server-in-a-worker.md): the gateway's JavaScript and the
// database's run on two cores instead of taking turns on one, while `npm start` stays one
// process with one data directory. The driver talks to it over loopback TCP as before; the
// worker's log lines go to the caller's logger. Same interface as startEmbeddedMongo.
import { Worker } from 'node:worker_threads';
import { DataDirLockedError, type EmbeddedMongo, type EmbeddedMongoOptions, type Logger } from './server.ts';

/** Messages from the worker (worker-entry.ts). */
export type FromWorker =
  | { type: 'ready'; uri: string; port: number; replicaSet: string | undefined }
  | { type: 'failed'; locked: boolean; message: string; code: string | undefined }
  | { type: 'log'; level: keyof Logger; fields: Record<string, unknown>; msg: string | undefined }
  | { type: 'stopped'; error?: string };

export interface WorkerOptions extends Omit<EmbeddedMongoOptions, 'logger'> {
  logger: Logger;
  /** Called when the worker dies without being stopped (the database is gone). */
  onCrash: (err: Error) => void;
}

/** The embedded server in its worker, with that worker's thread id. */
export type EmbeddedMongoInWorker = EmbeddedMongo & { threadId: number };

export function startEmbeddedMongoInWorker(opts: WorkerOptions): Promise<EmbeddedMongoInWorker> {
  const { logger, onCrash, ...options } = opts;
  const worker = new Worker(new URL('./worker-bootstrap.mjs', import.meta.url), {
    workerData: options,
  });
  let stopping: Promise<void> | undefined;
  /** Stopped on purpose or failed to start: the worker's end is expected, not a crash. */
  let ended = false;
  let onStopped: ((error?: string) => void) | undefined;

  return new Promise<EmbeddedMongoInWorker>((resolve, reject) => {
    let started = false;
    const died = (err: Error) => {
      if (ended) return;
      if (started) onCrash(err);
      else reject(err);
    };
    worker.on('error', died);
    worker.on('exit', (code) => {
      onStopped?.(code === 0 ? undefined : `exit code ${code}`);
      died(new Error(`the embedded database's worker exited (code ${code})`));
    });
    worker.on('message', (m: FromWorker) => {
      switch (m.type) {
        case 'log':
          logger[m.level](m.fields, m.msg);
          return;
        case 'failed': {
          const err = m.locked
            ? new DataDirLockedError(m.message)
            : Object.assign(new Error(m.message), { code: m.code });
          ended = true;
          reject(err);
          return;
        }
        case 'stopped':
          onStopped?.(m.error);
          return;
        case 'ready':
          started = true;
          resolve({
            uri: m.uri,
            port: m.port,
            replicaSet: m.replicaSet,
            threadId: worker.threadId,
            stop() {
              ended = true;
              stopping ??= new Promise<void>((done, fail) => {
                onStopped = (error) => {
                  onStopped = undefined;
                  if (error) fail(new Error(`the embedded database did not stop cleanly: ${error}`));
                  else done();
                };
                worker.postMessage('stop');
              });
              return stopping;
            },
          });
      }
    });
  });
}
