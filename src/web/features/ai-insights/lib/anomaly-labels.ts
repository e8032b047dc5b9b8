import type { TAnomaly } from '@shared/ai-insights/ai-schemas';
import { formatShare, formatSignedPercent } from './insight-format';

/** What kind of finding each rule makes, as a short badge on its card. */
const ANOMALY_RULE_LABELS: Record<TAnomaly['rule'], string> = {
  // Only ever found above its usual: the label cannot contradict the numbers.
  higher_than_usual: 'Higher than usual',
  price_change: 'Price change',
  category_outlier: 'High for its category',
  seasonal_utility: 'Compared with last year',
  duplicate: 'Possible duplicate',
  overdue: 'Overdue',
  due_before_income: 'Due before payday',
  new_charge: 'New charge',
};

/**
 * The badge of a finding. A category outlier can be far below its peers as well as above them:
 * its badge follows the sign of the deviation, so it never says "High" over "-77.0 %".
 */
export function anomalyLabel(anomaly: Pick<TAnomaly, 'rule' | 'deviation'>): string {
  if (anomaly.rule === 'category_outlier' && anomaly.deviation < 0) return 'Low for its category';
  return ANOMALY_RULE_LABELS[anomaly.rule];
}

/**
 * The card's figure beside the cost: how far from its reference for most rules; for a bill due
 * before payday, what share of one pay the bill is (not a change, so no sign).
 */
export function deviationFigure(anomaly: Pick<TAnomaly, 'rule' | 'deviation'>): {
  label: string;
  value: string;
} {
  if (anomaly.rule === 'due_before_income')
    return { label: 'Share of one pay', value: formatShare(anomaly.deviation) };
  return { label: 'Deviation', value: formatSignedPercent(anomaly.deviation) };
}

/** Where the obligation is on Monthly Expenses: the list, searched for its vendor. */
export function expensesSearchHref(vendor: string): string {
  return `/expenses?search=${encodeURIComponent(vendor)}`;
}
