import { describe, expect, it } from 'vitest';
import { theilSenSlope } from './theil-sen';

describe('theilSenSlope', () => {
  it('is the slope of a straight line', () => {
    expect(theilSenSlope([10, 12, 14, 16])).toBe(2);
    expect(theilSenSlope([9, 6, 3])).toBe(-3);
  });

  it('is not tilted by one lump, as a yearly bill makes', () => {
    expect(theilSenSlope([100, 100, 100, 100, 700, 100])).toBe(0);
    expect(theilSenSlope([1, 2, 3, 4, 100])).toBe(1);
  });

  it('is 0 for fewer than two points', () => {
    expect(theilSenSlope([])).toBe(0);
    expect(theilSenSlope([5])).toBe(0);
  });
});
