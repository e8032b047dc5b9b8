import { mean } from 'simple-statistics';
import { ANOMALY_RULES } from '@shared/ai-insights/ai-schemas';
import type { Anomaly, ObligationForAnomalies, RuleFinding } from './anomaly-types';
import { findCategoryOutliers } from './category-outlier-rule';
import { groupBy, monthlyCents } from './category-peers';
import { findDueBeforeIncome } from './due-before-income-rule';
import { findDuplicates } from './duplicate-rule';
import { findHigherThanUsual } from './higher-than-usual-rule';
import type { IncomeForAnomalies } from './income-dates';
import { findNewCharge } from './new-charge-rule';
import { findOverdue } from './overdue-rule';
import { findPriceChange } from './price-change-rule';
import { findSeasonalUtilityChange } from './seasonal-utility-rule';

/**
 * Spec §3 `detect_anomalies`: every rule over the household's obligations, at most one finding
 * per obligation (the highest-priority rule, research §2's order: a price change explains an
 * outlier or a seasonal jump better than they explain themselves, and a duplicate or a late bill
 * matters less than money already paid), most important first.
 */
export function detectAnomalies(
  obligations: readonly ObligationForAnomalies[],
  today: Date,
  /** The households' pay kept from statement imports: without it, nothing is due before it. */
  incomes: readonly IncomeForAnomalies[] = [],
): Anomaly[] {
  // The rules that compare obligations with one another compare within a household.
  const households = [...groupBy(obligations, householdOf).values()];
  const findings: RuleFinding[] = [
    ...obligations.flatMap((obligation) => findHigherThanUsual(obligation, today) ?? []),
    ...obligations.flatMap((obligation) => findPriceChange(obligation, today) ?? []),
    ...households.flatMap(findCategoryOutliers),
    ...obligations.flatMap((obligation) => findSeasonalUtilityChange(obligation, today) ?? []),
    ...households.flatMap(findDuplicates),
    ...obligations.flatMap((obligation) => findOverdue(obligation, today) ?? []),
    ...obligations.flatMap((obligation) => findDueBeforeIncome(obligation, incomes, today) ?? []),
    ...obligations.flatMap((obligation) => findNewCharge(obligation, today) ?? []),
  ];
  const byId = new Map(obligations.map((obligation) => [obligation.id, obligation]));
  const averages = categoryAveragesInDollars(obligations);
  return keepHighestPriority(findings)
    .sort(byPriority)
    .flatMap((finding) => {
      const obligation = byId.get(finding.obligationId);
      if (!obligation) return [];
      return [
        {
          expense: {
            id: obligation.id,
            vendor: obligation.vendor,
            category: obligation.category,
            cost: obligation.costCents / 100,
            costCents: obligation.costCents,
          },
          rule: finding.rule,
          reason: finding.reason,
          deviation: finding.deviation,
          categoryAverage: averages.get(categoryKey(obligation)) ?? 0,
        },
      ];
    });
}

function householdOf(obligation: ObligationForAnomalies): string {
  return obligation.ownerId ?? '';
}

function categoryKey(obligation: ObligationForAnomalies): string {
  return `${householdOf(obligation)}\u0000${obligation.category}`;
}

function priority(finding: RuleFinding): number {
  return ANOMALY_RULES.indexOf(finding.rule);
}

function keepHighestPriority(findings: readonly RuleFinding[]): RuleFinding[] {
  const kept = new Map<string, RuleFinding>();
  for (const finding of findings) {
    const current = kept.get(finding.obligationId);
    if (!current || priority(finding) < priority(current)) kept.set(finding.obligationId, finding);
  }
  return [...kept.values()];
}

/** Rule order first; within a rule the larger deviation first; then the id, so the order is stable. */
function byPriority(a: RuleFinding, b: RuleFinding): number {
  return (
    priority(a) - priority(b) ||
    Math.abs(b.deviation) - Math.abs(a.deviation) ||
    a.obligationId.localeCompare(b.obligationId)
  );
}

/**
 * Spec `categoryAverage`: the mean monthly-equivalent cost per category of each household, in
 * dollars (cents rounded), keyed by `categoryKey`.
 */
function categoryAveragesInDollars(
  obligations: readonly ObligationForAnomalies[],
): Map<string, number> {
  const averages = new Map<string, number>();
  for (const [key, members] of groupBy(obligations, categoryKey)) {
    averages.set(key, Math.round(mean(members.map(monthlyCents))) / 100);
  }
  return averages;
}
