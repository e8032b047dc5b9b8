import { describe, expect, it } from 'vitest';
import { lastFour, maskLastFour, ZAccountNumber } from './sensitive-number';

describe('lastFour', () => {
  it('takes the last four digits, whatever separates them', () => {
    expect(lastFour('118-2045-7 0-03')).toBe('7003');
    expect(lastFour('5521 8830 1942')).toBe('1942');
    expect(lastFour('4410-2231-07')).toBe('3107');
    expect(lastFour('12.34/56')).toBe('3456');
  });

  it('keeps the letters some vendors put in account numbers', () => {
    expect(lastFour('AB-12 34C')).toBe('234C');
  });

  it('gives what there is of a short number, and nothing for none', () => {
    expect(lastFour('4-2')).toBe('42');
    expect(lastFour(' - ')).toBe('');
  });
});

describe('maskLastFour', () => {
  it('shows a number as **** and its last four', () => {
    expect(maskLastFour(lastFour('118-2045-7 0-03'))).toBe('****7003');
    expect(maskLastFour('')).toBe('');
    expect(maskLastFour(null)).toBe('');
  });
});

describe('ZAccountNumber', () => {
  it('keeps a number as written, its separators tidied', () => {
    expect(ZAccountNumber.parse('4410-22-918')).toBe('4410-22-918');
    expect(ZAccountNumber.parse(' 4410 - 22 - 918 ')).toBe('4410-22-918');
    expect(ZAccountNumber.parse('1234  5678\t9012')).toBe('1234 5678 9012');
    expect(ZAccountNumber.parse('-1234-')).toBe('1234');
    expect(ZAccountNumber.parse('GB33 BUKB 2020 1555 5555 55')).toBe('GB33 BUKB 2020 1555 5555 55');
  });

  it('refuses other characters, a masked number, and more than 34 letters and digits', () => {
    expect(ZAccountNumber.safeParse('****1234').success).toBe(false);
    expect(ZAccountNumber.safeParse('12$4').success).toBe(false);
    expect(ZAccountNumber.safeParse('1'.repeat(35)).success).toBe(false);
    expect(ZAccountNumber.safeParse(`${'12 '.repeat(17)}`.trim()).success).toBe(true);
  });
});
