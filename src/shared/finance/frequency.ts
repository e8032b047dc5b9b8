export const FREQUENCIES = ['monthly', 'quarterly', 'bi-annual', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Spec §9 frequency labels. */
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  monthly: 'per month',
  quarterly: 'per quarter',
  'bi-annual': 'every 6 months',
  yearly: 'per year',
};

/** Spec §9 suffixes (default /mo). */
export const FREQUENCY_SUFFIXES: Record<Frequency, string> = {
  monthly: '/mo',
  quarterly: '/qtr',
  'bi-annual': '/6mo',
  yearly: '/yr',
};

/** How many months one payment covers (DESIGN.md §4: quarterly /3, bi-annual /6, yearly /12). */
export const MONTHS_PER_PAYMENT: Record<Frequency, number> = {
  monthly: 1,
  quarterly: 3,
  'bi-annual': 6,
  yearly: 12,
};

export function frequencySuffix(frequency: string | null | undefined): string {
  return FREQUENCY_SUFFIXES[frequency as Frequency] ?? FREQUENCY_SUFFIXES.monthly;
}

/**
 * The monthly equivalent of a payment, in (possibly fractional) cents: sum these and round once
 * at display, so that twelve yearly $100 bills do not drift by rounding.
 */
export function monthlyEquivalentCents(
  costCents: number,
  frequency: string | null | undefined,
): number {
  return costCents / (MONTHS_PER_PAYMENT[frequency as Frequency] ?? 1);
}
