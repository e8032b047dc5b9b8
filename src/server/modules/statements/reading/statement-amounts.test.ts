import { describe, expect, it } from 'vitest';
import { csvCents, ofxCents } from './statement-amounts';

describe('csvCents', () => {
  it('reads amounts as banks print them', () => {
    expect(csvCents('$1,234.56')).toBe(123456);
    expect(csvCents('-$1,154.98')).toBe(-115498);
    expect(csvCents('(12.00)')).toBe(-1200);
    expect(csvCents('-12.00')).toBe(-1200);
    expect(csvCents('1234.565')).toBe(123457);
  });

  it('gives null for an empty cell or words', () => {
    expect(csvCents('')).toBeNull();
    expect(csvCents(undefined)).toBeNull();
    expect(csvCents('Sale')).toBeNull();
  });
});

describe('ofxCents', () => {
  it('reads signed amounts, and a decimal comma', () => {
    expect(ofxCents('-15.49')).toBe(-1549);
    expect(ofxCents('+2450.00')).toBe(245000);
    expect(ofxCents('-100,00')).toBe(-10000);
    expect(ofxCents('.5')).toBe(50);
  });

  it('gives null for what the standard does not allow', () => {
    expect(ofxCents('-1,234.56')).toBeNull();
    expect(ofxCents('$5.00')).toBeNull();
    expect(ofxCents('')).toBeNull();
  });
});
