import pino from 'pino';
import type { Config } from './env';
import { errorForLog } from './error-for-log';

export type Logger = pino.Logger;

/**
 * Paths that must never reach a log line, whatever a caller passes in. Request logging already
 * avoids headers and bodies; this is the second line of defence.
 */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'accountNumber',
  '*.accountNumber',
  'account_number',
  '*.account_number',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
];

/**
 * Standard output, written synchronously. pino's default asynchronous stream flushes what is left
 * when the process exits and, when standard output has been closed, retries that write forever:
 * a SIGTERM then never ends the process. A synchronous write meets the closed pipe at once, and
 * pino stops logging there.
 */
function standardOutput(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: true });
}

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination: pino.DestinationStream = standardOutput(),
): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'nido' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // A failed query's error holds its parameters: the record's contents (error-for-log.ts).
      serializers: { err: errorForLog, error: errorForLog },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
