import { MAX_STATEMENT_CHARGES } from '@shared/finance/expense-schemas';
import type { TDetectedSeries } from '@shared/statements/statement-api';
import { obligationTerms } from '@shared/statements/obligation-terms';
import type { TRecurringFrequency } from '@shared/statements/statement-types';

/** How often a series is charged, in the review's words ("Charged every week"). */
export const CHARGED_EVERY: Record<TRecurringFrequency, string> = {
  weekly: 'every week',
  biweekly: 'every two weeks',
  monthly: 'every month',
  quarterly: 'every quarter',
  'bi-annual': 'every six months',
  yearly: 'every year',
};

/**
 * The series' charges as the obligation's amount history (the latest ones, as many as an
 * obligation takes), each at the amount it is saved at: a weekly charge at its monthly
 * equivalent, so the history does not read as a price jump from $10 to $43.33.
 */
export function historyCharges(
  series: Pick<TDetectedSeries, 'frequency' | 'charges'>,
): { on: string; amountCents: number }[] {
  return series.charges.slice(-MAX_STATEMENT_CHARGES).map((charge) => ({
    on: charge.on,
    amountCents: obligationTerms({ frequency: series.frequency, amountCents: charge.amountCents })
      .costCents,
  }));
}
