import { describe, expect, it } from 'vitest';
import { dollarsToCents, dollarsToMicros, parseNumberCell } from './numbers';

const value = (raw: string) => {
  const cell = parseNumberCell(raw);
  return cell.kind === 'number' ? cell.value : cell.kind;
};

describe('parseNumberCell', () => {
  it('reads plain, signed and formatted numbers', () => {
    expect(value('42')).toBe(42);
    expect(value('0.5')).toBe(0.5);
    expect(value('.5')).toBe(0.5);
    expect(value('$1,234.56')).toBe(1234.56);
    expect(value('+$0.31')).toBe(0.31);
    expect(value('9,999.99')).toBe(9999.99);
    expect(value(' 961 ')).toBe(961);
  });

  it('reads negatives: minus before or after the dollar sign, and parentheses', () => {
    expect(value('-$661.77')).toBe(-661.77);
    expect(value('$-5.00')).toBe(-5);
    expect(value('($1,234.50)')).toBe(-1234.5);
    expect(value('-10')).toBe(-10);
    expect(value('\u221210')).toBe(-10);
    expect(value('-0')).toBe(0);
  });

  it('drops the percent sign', () => {
    expect(value('+0.09%')).toBe(0.09);
    expect(value('-0.01%')).toBe(-0.01);
  });

  it('treats empty cells and placeholders as missing', () => {
    for (const raw of ['', '  ', '--', 'n/a', 'N/A', '-', 'NA'])
      expect(parseNumberCell(raw)).toEqual({ kind: 'missing' });
    expect(parseNumberCell(undefined)).toEqual({ kind: 'missing' });
  });

  it('reports text that is not a number', () => {
    expect(parseNumberCell('abc')).toEqual({ kind: 'invalid', text: 'abc' });
    expect(parseNumberCell('1.2.3')).toEqual({ kind: 'invalid', text: '1.2.3' });
    expect(parseNumberCell('12abc')).toEqual({ kind: 'invalid', text: '12abc' });
    expect(parseNumberCell('9'.repeat(400)).kind).toBe('invalid');
  });
});

describe('unit conversions', () => {
  it('rounds dollars to cents and prices to micros', () => {
    expect(dollarsToCents(1234.565)).toBe(123457);
    expect(dollarsToCents(-0.1 - 0.2)).toBe(-30);
    expect(dollarsToCents(-1234.565)).toBe(-123457);
    expect(dollarsToCents(28.96 * 900)).toBe(2_606_400);
    expect(dollarsToMicros(50.922)).toBe(50_922_000);
    expect(dollarsToMicros(1)).toBe(1_000_000);
    expect(dollarsToMicros(0.0000004)).toBe(0);
  });
});
