import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { actorOf } from '../../auth/session-context';
import { ProcessingSlots } from '../bills/processing-slots';

/**
 * Statement imports one person may have running at once: the import dialog sends one request
 * for all its files, so two leaves room for a second tab.
 */
export const STATEMENT_IMPORTS_AT_ONCE = 2;
/**
 * Imports running at once in this process, everyone's together. Reading and detecting run on the
 * server's one thread, so more at once would not finish sooner; each holds its files in memory
 * (up to twelve of 10 MB), which this bounds too.
 */
export const STATEMENT_IMPORTS_SERVER_WIDE = 4;
/** What a refused import is told to wait: reading a year or two of statements takes seconds. */
export const STATEMENT_IMPORT_RETRY_AFTER_SECONDS = 10;

function refused(c: Context, code: 'RATE_LIMITED' | 'UNAVAILABLE', message: string): AppError {
  c.header('Retry-After', String(STATEMENT_IMPORT_RETRY_AFTER_SECONDS));
  return new AppError(code, message);
}

/**
 * Holds one of the person's import slots and one of the server's while the request is received
 * and read (429, or 503 when the server is busy, with Retry-After otherwise). Counted in each
 * process, like the bill reader's (bills/bill-limits.ts).
 */
export function statementReadingSlots() {
  const perPerson = new ProcessingSlots(STATEMENT_IMPORTS_AT_ONCE);
  const everyone = new ProcessingSlots(STATEMENT_IMPORTS_SERVER_WIDE);
  return createMiddleware<AppEnv>(async (c, next) => {
    const release = perPerson.take(actorOf(c).userId);
    if (!release)
      throw refused(
        c,
        'RATE_LIMITED',
        `Nido is already reading ${STATEMENT_IMPORTS_AT_ONCE} sets of your statements. Wait ` +
          'for them to finish, then try again.',
      );
    const releaseShared = everyone.take('reader');
    if (!releaseShared) {
      release();
      throw refused(
        c,
        'UNAVAILABLE',
        'Nido is reading many statements right now. Try again in a minute.',
      );
    }
    try {
      await next();
    } finally {
      release();
      releaseShared();
    }
  });
}
