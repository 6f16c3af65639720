// Structured JSON logs (pino), one line per event; the level comes from LOG_LEVEL.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'gateway' }, timestamp: pino.stdTimeFunctions.isoTime });
}
