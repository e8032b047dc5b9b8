import { describe, expect, it } from 'vitest';
import { formatDay, formatDuration, formatMonth, formatRate } from './loan-format';

describe('loan formats', () => {
  it('shows a rate as precisely as it was entered', () => {
    expect(formatRate(6.125)).toBe('6.125%');
    expect(formatRate(6)).toBe('6%');
  });

  it('puts months into years and months', () => {
    expect(formatDuration(360)).toBe('30 years');
    expect(formatDuration(81)).toBe('6 years 9 months');
    expect(formatDuration(12)).toBe('1 year');
    expect(formatDuration(1)).toBe('1 month');
    expect(formatDuration(0)).toBe('0 months');
  });

  it('reads a start date as a calendar day in any time zone', () => {
    expect(formatDay('2024-03-01')).toBe('Mar 1, 2024');
  });

  it('names a payoff month', () => {
    expect(formatMonth(new Date(2056, 2, 1))).toBe('March 2056');
  });
});
