import { describe, expect, it } from 'vitest';
import {
  accountNumberLast4,
  isSameAccountNumber,
  splitAccountTitle,
  wholeAccountNumber,
} from './accounts';

describe('splitAccountTitle', () => {
  it('takes the masked number at the end as the key and the rest as the name', () => {
    expect(splitAccountTitle('Individual                        XXXX-1234')).toEqual({
      key: 'XXXX-1234',
      number: 'XXXX-1234',
      name: 'Individual',
    });
    expect(splitAccountTitle('Roth IRA ...123')).toEqual({
      key: '...123',
      number: '...123',
      name: 'Roth IRA',
    });
    expect(splitAccountTitle('Z12345678')).toEqual({
      key: 'Z12345678',
      number: 'Z12345678',
      name: null,
    });
  });

  it('uses the whole title when it has no number', () => {
    expect(splitAccountTitle('  Joint   Brokerage ')).toEqual({
      key: 'Joint Brokerage',
      number: null,
      name: 'Joint Brokerage',
    });
    expect(splitAccountTitle('Roth IRA 12')).toMatchObject({ key: 'Roth IRA 12', number: null });
  });
});

describe('accountNumberLast4', () => {
  it('returns the last 4 digits of the last long digit group', () => {
    expect(accountNumberLast4('Z12345678')).toBe('5678');
    expect(accountNumberLast4('XXXX-1234')).toBe('1234');
    expect(accountNumberLast4('535672845-01')).toBe('2845');
    expect(accountNumberLast4('24003142')).toBe('3142');
  });

  it('keeps 3 digits when the file masks the rest, else null', () => {
    expect(accountNumberLast4('...123')).toBe('123');
    expect(accountNumberLast4('Brokerage')).toBeNull();
    expect(accountNumberLast4('IRA 12')).toBeNull();
  });

  it('counts letters and leading zeros, never the part before a hyphen', () => {
    expect(accountNumberLast4('238-771204')).toBe('1204');
    expect(accountNumberLast4('X12345678')).toBe('5678');
    expect(accountNumberLast4('00123456')).toBe('3456');
    expect(accountNumberLast4('0012')).toBe('0012');
    expect(accountNumberLast4('4471234A')).toBe('234A');
    expect(accountNumberLast4('XXXX-123')).toBe('123');
  });
});

describe('wholeAccountNumber', () => {
  it('keeps a whole number exactly as printed', () => {
    expect(wholeAccountNumber('238-771204')).toBe('238-771204');
    expect(wholeAccountNumber('X12345678')).toBe('X12345678');
    expect(wholeAccountNumber(' 00123456 ')).toBe('00123456');
    expect(wholeAccountNumber('535672845-01')).toBe('535672845-01');
  });

  it('is null for a masked number or a name', () => {
    expect(wholeAccountNumber('XXXX-1234')).toBeNull();
    expect(wholeAccountNumber('****1234')).toBeNull();
    expect(wholeAccountNumber('...123')).toBeNull();
    expect(wholeAccountNumber('Joint Brokerage')).toBeNull();
    expect(wholeAccountNumber('Brokerage')).toBeNull();
  });
});

describe('isSameAccountNumber', () => {
  it('compares letters and digits, case and separators aside', () => {
    expect(isSameAccountNumber('238-771204', '238771204')).toBe(true);
    expect(isSameAccountNumber('x12345678', 'X12345678')).toBe(true);
    expect(isSameAccountNumber('00123456', '123456')).toBe(false);
    expect(isSameAccountNumber('238-771204', '238')).toBe(false);
    expect(isSameAccountNumber('-', '')).toBe(false);
  });
});
