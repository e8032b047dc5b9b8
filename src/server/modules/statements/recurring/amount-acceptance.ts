import type { TRecurringKind } from '../../../../shared/statements/statement-types';
import type { AmountProfile } from './amount-profile';
import type { FrequencyRule } from './frequency-rules';

/**
 * A long-period series seen only twice (a yearly fee in 24 months of statements) is believed
 * only when both charges are nearly the same amount: two visits to a shop a year apart are
 * common, two equal amounts a year apart are not. 2 % leaves room for a tax change.
 */
const CLOSE_PAIR_RATIO = 0.02;

/**
 * How much a bill's amounts may vary (standard deviation over mean) and still be one bill.
 * Weekly and biweekly bills are services at a set price (a cleaner, daycare): ≤ 0.10, which a
 * weekly grocery shop (typically 0.3–0.5) never meets. Monthly bills vary with use: an electric
 * bill of $45 in spring and $170 in August is 0.5–0.6 over a year, so 0.6 is allowed once six
 * months show it on a steady schedule, and 0.3 before that. Quarterly and longer bills are set
 * premiums and fees: 0.3.
 */
const SHORT_PERIOD_VARIATION = 0.1;
const MONTHLY_VARIATION_ESTABLISHED = 0.6;
const MONTHLY_ESTABLISHED_OCCURRENCES = 6;
const DEFAULT_VARIATION = 0.3;
/** Pay varies with overtime, commissions and the odd bonus; a schedule still makes it income. */
const INCOME_VARIATION = 0.5;

/** Whether the amounts of a run of charges fit what its kind of series charges. */
export function amountsFit(
  profile: AmountProfile,
  occurrences: number,
  rule: FrequencyRule,
  kind: TRecurringKind,
  everydaySpending: boolean,
): boolean {
  if (kind === 'bill' && everydaySpending) return false;
  if (occurrences === 2)
    return Math.abs(profile.maxCents - profile.minCents) <= CLOSE_PAIR_RATIO * profile.maxCents;
  // A card's balance or a transfer to savings is whatever it needs to be.
  if (kind === 'transfer') return true;
  if (kind === 'income')
    return profile.shape !== 'varying' || profile.variation <= INCOME_VARIATION;
  if (profile.shape !== 'varying') return true;
  return profile.variation <= billVariationBound(rule, occurrences);
}

function billVariationBound(rule: FrequencyRule, occurrences: number): number {
  if (rule.frequency === 'weekly' || rule.frequency === 'biweekly') return SHORT_PERIOD_VARIATION;
  if (rule.frequency === 'monthly' && occurrences >= MONTHLY_ESTABLISHED_OCCURRENCES)
    return MONTHLY_VARIATION_ESTABLISHED;
  return DEFAULT_VARIATION;
}
