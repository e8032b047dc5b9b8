import { describe, expect, it } from 'vitest';
import { defaultRange, rangeErrors, rangeFromSearch, rangeQuery } from './date-range';

const noon = (day: string) => new Date(`${day}T12:00:00`);

describe('the report period', () => {
  it('defaults to the last 12 weeks, today included', () => {
    expect(defaultRange(noon('2026-11-26'))).toEqual({ from: '2026-09-04', to: '2026-11-26' });
  });

  it('accepts a period of real days, first before last, starting by today', () => {
    expect(rangeErrors({ from: '2026-01-01', to: '2026-01-01' }, '2026-11-26')).toEqual({});
    expect(rangeErrors({ from: '2026-11-26', to: '2026-12-31' }, '2026-11-26')).toEqual({});
  });

  it('says what is wrong with each day', () => {
    expect(rangeErrors({ from: '', to: '' }, '2026-11-26')).toEqual({
      from: 'Enter the first day of the period.',
      to: 'Enter the last day of the period.',
    });
    expect(rangeErrors({ from: '2026-02-30', to: '26-11-01' }, '2026-11-26')).toEqual({
      from: 'Enter a real date, like 2026-09-01.',
      to: 'Enter a real date, like 2026-11-26.',
    });
    expect(rangeErrors({ from: '2026-11-02', to: '2026-11-01' }, '2026-11-26')).toEqual({
      to: 'The last day must be on or after the first day.',
    });
    expect(rangeErrors({ from: '2026-11-27', to: '2026-12-01' }, '2026-11-26')).toEqual({
      from: 'The period must start today or earlier.',
    });
    expect(rangeErrors({ from: '2024-11-25', to: '2026-11-26' }, '2026-11-26')).toEqual({
      from: 'Choose a period of at most two years.',
    });
    expect(rangeErrors({ from: '2024-11-26', to: '2026-11-26' }, '2026-11-26')).toEqual({});
  });

  it('reads a valid period from the address, and falls back to the default otherwise', () => {
    const now = noon('2026-11-26');
    expect(rangeFromSearch(new URLSearchParams('from=2026-10-01&to=2026-10-31'), now)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(rangeFromSearch(new URLSearchParams('from=2026-10-31&to=2026-10-01'), now)).toEqual(
      defaultRange(now),
    );
    expect(rangeFromSearch(new URLSearchParams(''), now)).toEqual(defaultRange(now));
  });

  it('builds the report query', () => {
    expect(rangeQuery({ from: '2026-10-01', to: '2026-10-31' })).toBe(
      '?from=2026-10-01&to=2026-10-31',
    );
  });
});
