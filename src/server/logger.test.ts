import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => lines.push(line) });
  const records = () => lines.map((line) => JSON.parse(line) as { err: Record<string, unknown> });
  return { logger, text: () => lines.join(''), records };
}

describe('createLogger', () => {
  it('redacts secrets and account numbers wherever they appear', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => lines.push(line) },
    );
    logger.info(
      {
        password: 'hunter2-password',
        user: { token: 'tok-123456', accountNumber: '000123456789' },
        headers: { cookie: 'sid=abc' },
      },
      'something happened',
    );
    const text = lines.join('');
    expect(text).toContain('something happened');
    for (const secret of ['hunter2-password', 'tok-123456', '000123456789', 'sid=abc'])
      expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });

  it('respects the level', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'warn' },
      { write: (line: string) => lines.push(line) },
    );
    logger.info('quiet');
    logger.warn('loud');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('loud');
  });

  // PGlite starts in a second or two; longer on a busy 2-core machine.
  it(
    "never writes a failed statement's values, only its code, names and our stack",
    { timeout: 60_000 },
    async () => {
      const client = await PGlite.create();
      try {
        const db = drizzle({ client });
        await db.execute(sql`create table notes (id serial primary key, owner text, body text)`);
        const failure = await db
          .execute(
            sql`insert into notes (owner, body) values (${'Ann Lee'}, ${'Safe \u0000 code 4417'})`,
          )
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(failure).not.toBeNull();
        const { logger, text, records } = capturedLogger();
        logger.error({ err: failure }, 'unhandled error');
        // As an error the app wraps around one (a cause of a cause) too.
        logger.error({ err: new Error('saving failed', { cause: failure }) }, 'wrapped');

        for (const value of ['Ann Lee', 'Safe', '4417', 'params', 'Failed query'])
          expect(text()).not.toContain(value);
        const logged = records()[0]?.err;
        expect(logged).toMatchObject({
          type: 'DrizzleQueryError',
          database: { code: '22021', statement: 'insert into notes' },
        });
        expect(logged?.stack).toMatch(/^\s+at /);
      } finally {
        await client.close();
      }
    },
  );

  it('writes any other error in full', () => {
    const { logger, records } = capturedLogger();
    logger.warn({ err: new Error('quote provider answered 502') }, 'quote provider failed');
    expect(records()[0]?.err).toMatchObject({
      type: 'Error',
      message: 'quote provider answered 502',
    });
  });
});
