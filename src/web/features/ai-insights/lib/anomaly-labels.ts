import type { TAnomaly } from '@shared/ai-insights/ai-schemas';

/** What kind of finding each rule makes, as a short badge on its card. */
export const ANOMALY_RULE_LABELS: Record<TAnomaly['rule'], string> = {
  price_change: 'Price change',
  category_outlier: 'High for its category',
  seasonal_utility: 'Compared with last year',
  duplicate: 'Possible duplicate',
  overdue: 'Overdue',
  new_charge: 'New charge',
};

/** Where the obligation is on Monthly Expenses: the list, searched for its vendor. */
export function expensesSearchHref(vendor: string): string {
  return `/expenses?search=${encodeURIComponent(vendor)}`;
}
