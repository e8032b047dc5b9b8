import { describe, expect, it } from 'vitest';
import { pairedRatio } from './paired-ratio';

/** A repeatable random source (mulberry32), so the bootstrap's bounds are the same every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('pairedRatio', () => {
  it('takes each round against its own pair, so drift between rounds cancels', () => {
    // The machine halves its speed between rounds; within each round one side does 0.8 of the other.
    const result = pairedRatio([80, 40, 80, 40], [100, 50, 100, 50], seeded(1));
    expect(result.rounds).toEqual([0.8, 0.8, 0.8, 0.8]);
    expect(result.ratio).toBeCloseTo(0.8, 10);
    expect(result.low).toBeCloseTo(0.8, 10);
    expect(result.high).toBeCloseTo(0.8, 10);
  });

  it('sums ratios up on a log scale: 1.25 and 0.8 make 1', () => {
    expect(pairedRatio([125, 80], [100, 100], seeded(2)).ratio).toBeCloseTo(1, 10);
  });

  it('gives noisy rounds an interval around the typical ratio, and fewer rounds a wider one', () => {
    const ours = [70, 95, 82, 88, 76, 91, 84, 79, 90, 86, 73, 87];
    const theirs = Array.from(ours, () => 100);
    const many = pairedRatio(ours, theirs, seeded(3));
    const few = pairedRatio(ours.slice(0, 4), theirs.slice(0, 4), seeded(3));
    expect(many.low).toBeLessThan(many.ratio);
    expect(many.high).toBeGreaterThan(many.ratio);
    expect(many.low).toBeGreaterThan(0.7);
    expect(many.high).toBeLessThan(0.95);
    expect(few.high - few.low).toBeGreaterThan(many.high - many.low);
  });

  it('refuses rounds it cannot pair or divide', () => {
    expect(() => pairedRatio([1, 2], [1])).toThrow(/same number of rounds/);
    expect(() => pairedRatio([], [])).toThrow(/same number of rounds/);
    expect(() => pairedRatio([10], [0])).toThrow(/no ratio/);
  });
});
