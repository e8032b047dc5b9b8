import { geometricMean, quantile, sampleWithReplacement } from 'simple-statistics';

/** How many resamples the bootstrap draws: enough that the bounds move by < 0.01 between runs. */
const RESAMPLES = 10_000;

export type PairedRatio = {
  /** The geometric mean of the rounds' ratios: the typical factor between the two sides. */
  ratio: number;
  /** A 95% interval for it (percentile bootstrap over the rounds). */
  low: number;
  high: number;
  /** Each round's ratio, in order. */
  rounds: number[];
};

/**
 * The ratio of two sides measured in rounds, each round one run of each side back to back (which
 * goes first alternating). A shared machine's speed drifts between rounds far more than within
 * one, so each round's own ratio cancels most of that drift; the rounds' ratios are then summed
 * up on a log scale (a ratio of 1.25 and one of 0.8 cancel out), with an interval that says how
 * far the noise that is left could move the result.
 */
export function pairedRatio(
  ours: readonly number[],
  theirs: readonly number[],
  random: () => number = Math.random,
): PairedRatio {
  if (ours.length === 0 || ours.length !== theirs.length)
    throw new Error(
      `Need the same number of rounds on both sides (${ours.length}, ${theirs.length})`,
    );
  const rounds = ours.map((value, index) => value / (theirs[index] ?? NaN));
  if (!rounds.every((ratio) => Number.isFinite(ratio) && ratio > 0))
    throw new Error(`A round has no ratio: ${rounds.join(', ')}`);
  const resampled = Array.from({ length: RESAMPLES }, () =>
    geometricMean(sampleWithReplacement(rounds, rounds.length, random)),
  );
  const [low, high] = quantile(resampled, [0.025, 0.975]) as [number, number];
  return { ratio: geometricMean(rounds), low, high, rounds };
}
