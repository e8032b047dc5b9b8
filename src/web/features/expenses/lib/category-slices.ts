import { CATEGORY_COLORS, CATEGORY_LABELS, type Category } from '@shared/finance/categories';
import { formatPercent } from '@shared/finance/money';
import type { CategoryTotal } from '@shared/finance/household-summary';

export type CategorySlice = {
  category: Category;
  label: string;
  color: string;
  /** Rounded to whole cents: the pie's value and the legend's amount. */
  monthlyCents: number;
  count: number;
  /** "45.3%" (spec §9: one decimal). */
  percent: string;
};

/** The pie's slices and legend rows: categories with a monthly cost, in the spec's order. */
export function categorySlices(byCategory: readonly CategoryTotal[]): CategorySlice[] {
  return byCategory
    .filter((total) => total.monthlyCents > 0)
    .map((total) => ({
      category: total.category,
      label: CATEGORY_LABELS[total.category],
      color: CATEGORY_COLORS[total.category],
      monthlyCents: Math.round(total.monthlyCents),
      count: total.count,
      percent: formatPercent(total.share),
    }));
}
