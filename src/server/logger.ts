import pino from 'pino';
import type { Config } from './env';

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

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'nido' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
