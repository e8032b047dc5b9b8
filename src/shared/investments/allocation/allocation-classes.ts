/**
 * What a holding's money is invested in, for the allocation by asset class (issue 40): a bond
 * fund is a bond whichever kind of fund holds it. The holding's own type (stock, ETF, mutual
 * fund…) is the second view, by fund type.
 */
export const ALLOCATION_CLASSES = ['stock', 'bond', 'cash', 'real_estate', 'other'] as const;
export type TAllocationClass = (typeof ALLOCATION_CLASSES)[number];

export const ALLOCATION_CLASS_LABELS: Record<TAllocationClass, string> = {
  stock: 'Stocks',
  bond: 'Bonds',
  cash: 'Cash',
  real_estate: 'Real estate',
  other: 'Other',
};
