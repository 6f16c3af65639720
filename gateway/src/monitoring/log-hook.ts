// Every warning and error an instance logs becomes a server event too (admin-area.md §3 "Server
// statistics": level warn/error). The instance's logger is a child of the process's logger whose
// warn, error and fatal first hand the line to the event log, then log it as before; children of
// it inherit the hook. The sink is called whatever LOG_LEVEL says, so the admin sees warnings even
// when the log keeps only errors. The sink must never log through this logger (events.ts).
import type { LogFn } from 'pino';
import type { Logger } from '../logger.ts';
import type { EventLevel } from '@tavollet/contract/api/admin-stats';

export type EventSink = (level: EventLevel, text: string) => void;

const HOOKED = { warn: 'warn', error: 'error', fatal: 'error' } as const;

export function hookedLogger(base: Logger, bindings: Record<string, unknown>, sink: EventSink): Logger {
  const child = base.child(bindings);
  for (const [method, level] of Object.entries(HOOKED) as [keyof typeof HOOKED, EventLevel][]) {
    const original = child[method] as (...args: unknown[]) => void;
    const hooked = function (this: Logger, ...args: unknown[]) {
      try {
        sink(level, logText(args));
      } catch {
        // The event is lost; the log line below is not.
      }
      original.apply(this, args);
    };
    child[method] = hooked as LogFn;
  }
  return child;
}

/** The readable part of a log call: its message, the error's message, the request it was about. */
function logText(args: unknown[]): string {
  const [first, second] = args;
  if (typeof first === 'string') return first;
  if (first instanceof Error) return typeof second === 'string' ? `${second}: ${first.message}` : first.message;
  const fields = first && typeof first === 'object' ? (first as Record<string, unknown>) : {};
  const parts = [typeof second === 'string' ? second : ''];
  const err = fields.err;
  if (err instanceof Error) parts.push(err.message);
  else if (typeof err === 'string') parts.push(err);
  let text = parts.filter(Boolean).join(': ');
  if (typeof fields.method === 'string' && typeof fields.url === 'string') text += ` (${fields.method} ${fields.url})`;
  return text.trim() || 'Naplóbejegyzés szöveg nélkül.';
}
