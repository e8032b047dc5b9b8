import pino from 'pino';
import { failedStatementOf } from './db/failed-statement';

/**
 * The stack's frames ("    at …") without the lines before them, which repeat the message:
 * for a failed query, the statement and every one of its values.
 */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/**
 * How the logger writes an error. One that a database statement raised (anywhere in its causes)
 * is reduced to its SQLSTATE, the names of what failed and where in our code: never the message,
 * detail or parameters, which hold the record's contents. Any other error is logged in full.
 */
export function errorForLog(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const failed = failedStatementOf(error);
  if (!failed) return pino.stdSerializers.err(error as Error);
  const { name, stack } = error as { name?: unknown; stack?: unknown };
  return {
    type: typeof name === 'string' && name !== 'Error' ? name : error.constructor.name,
    database: failed,
    stack: framesOf(stack),
  };
}
