import { MONTHS_PER_PAYMENT, type Frequency } from '@shared/finance/frequency';

/** 365.25 / 12: the mean month, so a yearly cadence is a year whatever the months. */
const AVERAGE_DAYS_PER_MONTH = 30.4375;

/** Days between two bills of this frequency (monthly when unknown, as the app defaults). */
export function cadenceDays(frequency: string): number {
  return (MONTHS_PER_PAYMENT[frequency as Frequency] ?? 1) * AVERAGE_DAYS_PER_MONTH;
}

/**
 * Research §2: a bill is late once 1.5× its cadence has passed without one. The same window
 * bounds how long a price change stays news: after it the next bill was due and is the news.
 */
export const LATE_AFTER_CADENCES = 1.5;
