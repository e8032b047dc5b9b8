import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

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
});
