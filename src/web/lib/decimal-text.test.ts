import { describe, expect, it } from 'vitest';
import { parseDecimalUnits, unitsToDecimalText } from './decimal-text';

describe('parseDecimalUnits', () => {
  it('turns typed decimals into exact whole units', () => {
    expect(parseDecimalUnits('33.33', 2)).toEqual({ ok: true, units: 3_333 });
    expect(parseDecimalUnits('100', 2)).toEqual({ ok: true, units: 10_000 });
    expect(parseDecimalUnits('.5 %', 2)).toEqual({ ok: true, units: 50 });
    expect(parseDecimalUnits('$1,234.567891', 6)).toEqual({ ok: true, units: 1_234_567_891 });
    expect(parseDecimalUnits('-2.5', 1)).toEqual({ ok: true, units: -25 });
  });

  it('says why a text is not a number it can take', () => {
    expect(parseDecimalUnits(' ', 2)).toEqual({ ok: false, reason: 'empty' });
    expect(parseDecimalUnits('12a', 2)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDecimalUnits('.', 2)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDecimalUnits('1.234', 2)).toEqual({ ok: false, reason: 'too-many-decimals' });
  });
});

describe('unitsToDecimalText', () => {
  it('writes units back without trailing zeros', () => {
    expect(unitsToDecimalText(3_333, 2)).toBe('33.33');
    expect(unitsToDecimalText(10_000, 2)).toBe('100');
    expect(unitsToDecimalText(5, 2)).toBe('0.05');
    expect(unitsToDecimalText(123_450_000, 6)).toBe('123.45');
  });
});
