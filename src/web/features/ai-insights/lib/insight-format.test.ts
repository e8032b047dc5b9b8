import { describe, expect, it } from 'vitest';
import {
  formatDollars,
  formatShare,
  formatSignedPercent,
  monthLong,
  monthShort,
} from './insight-format';

describe('insight formats', () => {
  it('shows dollars as the app shows cents', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0.005)).toBe('$0.01');
  });

  it('signs a percent change in text', () => {
    expect(formatSignedPercent(23.46)).toBe('+23.5%');
    expect(formatSignedPercent(-12)).toBe('-12.0%');
    expect(formatSignedPercent(0.01)).toBe('0.0%');
  });

  it('shows a share to one decimal', () => {
    expect(formatShare(62.5)).toBe('62.5%');
  });

  it('names a forecast month', () => {
    expect(monthLong('2026-07')).toBe('July 2026');
    expect(monthShort('2027-01')).toBe('Jan 2027');
    expect(monthLong('soon')).toBe('soon');
  });
});
