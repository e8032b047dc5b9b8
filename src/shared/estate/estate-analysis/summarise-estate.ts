import { GAP_SEVERITIES, type TEstateGap, type TEstateSummary } from '../estate-summary-schemas';
import type { EstateFacts } from './estate-facts';
import {
  erisaSpousalConsent,
  minorBeneficiary,
  noBeneficiary,
  sharesNot100,
} from './beneficiary-rules';
import { reviewOverdue, unfundedTrust } from './instrument-rules';
import {
  childrenWithoutGuardian,
  formerSpouseNamed,
  noAlternateExecutor,
  noExecutor,
  personNotInFamily,
} from './people-rules';
import type { GapCheck, GapRule } from './gap-check';
import { estateAssets, estateTotals } from './passes-by';
import { personColumns } from './person-columns';

/** Every conflict-and-gap rule of issue 14, in the order their gaps are listed within a severity. */
export const GAP_RULE_CHECKS: readonly GapRule[] = [
  noExecutor,
  noAlternateExecutor,
  childrenWithoutGuardian,
  noBeneficiary,
  sharesNot100,
  minorBeneficiary,
  formerSpouseNamed,
  erisaSpousalConsent,
  unfundedTrust,
  personNotInFamily,
  reviewOverdue,
];

/** round(100 × passed ÷ total); a plan with no checks at all has nothing to complete. */
export function completenessScore(checks: readonly GapCheck[]): number {
  if (checks.length === 0) return 100;
  const passedCount = checks.filter((check) => check.gap === null).length;
  return Math.round((100 * passedCount) / checks.length);
}

function bySeverity(a: TEstateGap, b: TEstateGap): number {
  return GAP_SEVERITIES.indexOf(a.severity) - GAP_SEVERITIES.indexOf(b.severity);
}

/**
 * "Who gets what" and "Conflicts and gaps" (issue 14) for the selected households: the map of
 * how each asset passes, each person's estate (issue 38; the household totals stay for older
 * readers), the gaps (most serious first),
 * and the completeness score, the share of the plan's checks that pass.
 */
export function summariseEstate(facts: EstateFacts): TEstateSummary {
  const assets = estateAssets(facts);
  const checks = GAP_RULE_CHECKS.flatMap((rule) => rule(facts, assets));
  const gaps = checks.flatMap((check) => (check.gap ? [check.gap] : [])).sort(bySeverity);
  return {
    assets,
    people: personColumns(facts, assets),
    homeStates: Object.fromEntries(
      facts.households.map((household) => [household.ownerId, household.homeState ?? null]),
    ),
    ...estateTotals(assets),
    gaps,
    score: completenessScore(checks),
    checksPassed: checks.length - gaps.length,
    checksTotal: checks.length,
  };
}
