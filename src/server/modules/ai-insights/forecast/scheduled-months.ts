import { MONTHS_PER_PAYMENT, type Frequency } from '../../../../shared/finance/frequency';
import { monthIndexOf } from './months';
import type { ForecastObligation } from './types';

/**
 * Whether a bill falls due in a month. The schema has no due month, only a day (`auto_pay_date`),
 * so a quarterly, bi-annual or yearly bill repeats from the month it was added, the rule
 * `nextDueDate` (shared/finance/household-summary.ts) uses for "due this week", so the forecast
 * and the upcoming payments never disagree about when a bill is paid.
 */
export function fallsDueIn(
  obligation: Pick<ForecastObligation, 'frequency' | 'createdAt'>,
  monthIndex: number,
): boolean {
  const interval = MONTHS_PER_PAYMENT[obligation.frequency as Frequency] ?? 1;
  const offset = monthIndex - monthIndexOf(obligation.createdAt);
  return ((offset % interval) + interval) % interval === 0;
}
