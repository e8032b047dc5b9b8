import { median } from 'simple-statistics';

/**
 * The Theil–Sen slope of an evenly spaced series: the median of the slopes between every pair of
 * points, so a yearly bill's lump or one odd month does not tilt the trend as a least-squares
 * line would. simple-statistics has the median but not this estimator.
 */
export function theilSenSlope(values: readonly number[]): number {
  const slopes: number[] = [];
  for (let i = 0; i < values.length; i += 1) {
    for (let j = i + 1; j < values.length; j += 1) {
      slopes.push(((values[j] ?? 0) - (values[i] ?? 0)) / (j - i));
    }
  }
  return slopes.length === 0 ? 0 : median(slopes);
}
