import { MONTHS_PER_PAYMENT, type Frequency } from '../../../../shared/finance/frequency';

/**
 * Whether a bill falls due in a month. The schema has no due month, only a day (`auto_pay_date`),
 * so a quarterly, bi-annual or yearly bill repeats from the month it was added (`addedMonth`, a
 * month index), the rule
 * `nextDueDate` (shared/finance/household-summary.ts) uses for "due this week", so the forecast
 * and the upcoming payments never disagree about when a bill is paid.
 */
export function fallsDueInMonth(
  frequency: string,
  addedMonth: number,
  monthIndex: number,
): boolean {
  const interval = MONTHS_PER_PAYMENT[frequency as Frequency] ?? 1;
  const offset = monthIndex - addedMonth;
  return ((offset % interval) + interval) % interval === 0;
}
