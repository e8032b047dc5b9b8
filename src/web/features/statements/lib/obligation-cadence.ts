import { MAX_STATEMENT_CHARGES } from '@shared/finance/expense-schemas';
import { FREQUENCIES, type Frequency } from '@shared/finance/frequency';
import type { TDetectedSeries } from '@shared/statements/statement-api';
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

/** Charges a year of the cadences obligations cannot hold. */
const CHARGES_PER_YEAR: Partial<Record<TRecurringFrequency, number>> = { weekly: 52, biweekly: 26 };

/** A series as an obligation can hold it: its frequency and the amount due each time. */
export type ObligationCadence = { frequency: Frequency; costCents: number };

/**
 * Obligations are paid monthly, quarterly, every six months or yearly: a weekly or biweekly
 * series is saved monthly at its monthly equivalent (weekly × 52/12, biweekly × 26/12), so the
 * household's monthly total stays right.
 */
export function obligationCadence(
  frequency: TRecurringFrequency,
  amountCents: number,
): ObligationCadence {
  const perYear = CHARGES_PER_YEAR[frequency];
  if (perYear !== undefined) {
    // Rounded as the server rounds it (obligation-terms.ts), so a second import finds it unchanged.
    return {
      frequency: 'monthly',
      costCents: Math.round((amountCents * perYear) / 12),
    };
  }
  const kept = FREQUENCIES.find((candidate) => candidate === frequency) ?? 'monthly';
  return { frequency: kept, costCents: amountCents };
}

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
    amountCents: obligationCadence(series.frequency, charge.amountCents).costCents,
  }));
}
