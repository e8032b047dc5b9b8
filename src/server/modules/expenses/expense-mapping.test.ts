import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './expense-mapping';

describe('isoTimestamp', () => {
  it('gives what Date.toISOString() gives for PostgreSQL timestamptz text', () => {
    for (const text of [
      '2026-06-08 06:36:20.515+00',
      '2026-06-08 06:36:20+00',
      '2026-06-08 06:36:20.5+00',
      '2026-06-08 06:36:20.123456+00',
      '2026-06-08 02:36:20.515-04',
      '2026-06-08 12:06:20.515+05:30',
    ]) {
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
    }
    expect(isoTimestamp('2026-06-08 06:36:20.1239+00')).toBe('2026-06-08T06:36:20.123Z');
  });
});
