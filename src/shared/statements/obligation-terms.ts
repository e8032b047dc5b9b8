import type { Frequency } from '../finance/frequency';
import type { TRecurringSeries } from './statement-types';

/** What a series would be saved as: an obligation's amount and frequency. */
export type ObligationTerms = { costCents: number; frequency: Frequency };

/** Payments a year of the cadences obligations do not have. */
const PAYMENTS_PER_YEAR = { weekly: 52, biweekly: 26 } as const;

/**
 * The obligation a series would be saved as. Obligations are paid monthly, quarterly, every six
 * months or yearly (spec §9, shared/finance/frequency.ts); a weekly or every-two-weeks charge is
 * saved as its monthly equivalent (weekly × 52 / 12, every two weeks × 26 / 12, rounded to the
 * cent), and compared as that with what is saved. The review shows it the same way.
 */
export function obligationTerms(
  series: Pick<TRecurringSeries, 'amountCents' | 'frequency'>,
): ObligationTerms {
  const { amountCents, frequency } = series;
  if (frequency === 'weekly' || frequency === 'biweekly')
    return {
      costCents: Math.round((amountCents * PAYMENTS_PER_YEAR[frequency]) / 12),
      frequency: 'monthly',
    };
  return { costCents: amountCents, frequency };
}

export function sameTerms(a: ObligationTerms, b: { costCents: number; frequency: string }) {
  return a.costCents === b.costCents && a.frequency === b.frequency;
}
