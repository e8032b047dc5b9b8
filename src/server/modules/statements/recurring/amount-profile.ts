import { mean, standardDeviation } from 'simple-statistics';

/** How a series' amounts behave. */
export type AmountProfile = {
  /**
   * fixed: one amount; stepped: one amount at a time, changed to a new level that stayed (a
   * price increase); varying: different every time (utilities).
   */
  shape: 'fixed' | 'stepped' | 'varying';
  /** The amount due next: the latest one. */
  latestCents: number;
  minCents: number;
  maxCents: number;
  /** Standard deviation over mean of all the amounts (0 for a fixed amount). */
  variation: number;
};

/**
 * Two charges are one price when they differ by at most 1 % (sales tax on a varying base rounds
 * by a cent or two); a price increase is larger than that (Netflix $15.49 → $17.99 is 16 %,
 * even a small one like $9.99 → $10.49 is 5 %).
 */
const SAME_PRICE_RATIO = 0.01;
/**
 * A stepped series changes price at most this often: streaming services raised prices about once
 * a year, so three steps in the 24 months of statements is already generous; more is a bill that
 * varies.
 */
const MAX_PRICE_STEPS = 3;

/** The shape of a series' amounts (positive cents, oldest first). */
export function profileAmounts(amounts: readonly number[]): AmountProfile {
  const latestCents = amounts.at(-1) ?? 0;
  const minCents = Math.min(...amounts);
  const maxCents = Math.max(...amounts);
  const variation =
    amounts.length > 1 && mean(amounts) > 0 ? standardDeviation(amounts) / mean(amounts) : 0;
  const levels = priceLevels(amounts);
  return {
    shape: levels.length === 1 ? 'fixed' : isStepped(levels) ? 'stepped' : 'varying',
    latestCents,
    minCents,
    maxCents,
    variation,
  };
}

export function isSamePrice(a: number, b: number): boolean {
  return Math.abs(a - b) <= SAME_PRICE_RATIO * Math.max(a, b);
}

/** Consecutive charges at one price, as [price, count] runs. */
function priceLevels(amounts: readonly number[]): { cents: number; count: number }[] {
  const levels: { cents: number; count: number }[] = [];
  for (const cents of amounts) {
    const current = levels.at(-1);
    if (current && isSamePrice(current.cents, cents)) current.count += 1;
    else levels.push({ cents, count: 1 });
  }
  return levels;
}

/**
 * Each price held for at least two charges before it changed and never came back: a step that
 * stays. The first level may be a single charge (a prorated first month) and so may the last
 * (the new price has just begun, and it is the one due).
 */
function isStepped(levels: readonly { cents: number; count: number }[]): boolean {
  if (levels.length - 1 > MAX_PRICE_STEPS) return false;
  const middle = levels.slice(1, -1);
  if (middle.some((level) => level.count < 2)) return false;
  if (levels.length === 2 && levels[0]!.count === 1 && levels[1]!.count === 1) return false;
  return levels.every((level, index) =>
    levels.slice(0, index).every((earlier) => !isSamePrice(earlier.cents, level.cents)),
  );
}
