import { monthlyEquivalentCents } from '../finance/frequency';
import type { TRunway } from './plan-schemas';

/** What the survivor runway counts, already chosen by the server from the household's records. */
export type RunwayInput = {
  ownerId: string;
  obligations: readonly { id: string; vendor: string; costCents: number; frequency: string }[];
  /** Money the family can reach at once: bank balances and cash. */
  liquidAccounts: readonly { name: string; balanceCents: number }[];
  /** What insurance is expected to pay after the event (life policies' face amounts). */
  payouts: readonly { name: string; amountCents: number }[];
  /**
   * Obligations that stop after the event: those the plan marks cancel, and the person's own life
   * insurance premium.
   */
  endingObligationIds: ReadonlySet<string>;
};

/** Months covered, floored to one decimal: 7.96 months is 7.9, never rounded up to 8. */
export function monthsCovered(moneyCents: number, monthlyCents: number): number | null {
  if (monthlyCents <= 0) return null;
  return Math.floor((Math.max(moneyCents, 0) / monthlyCents) * 10) / 10;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Issue 15 Deliver 5: how many months the money on record covers the monthly obligations, now and
 * after the event. Each obligation counts as its monthly equivalent (a yearly bill is a twelfth a
 * month); the fractions are added first and rounded once, as the dashboard does.
 */
export function survivorRunway(input: RunwayInput): TRunway {
  const monthly = input.obligations.map((obligation) => ({
    ...obligation,
    monthlyCents: monthlyEquivalentCents(obligation.costCents, obligation.frequency),
  }));
  const ending = monthly.filter((obligation) => input.endingObligationIds.has(obligation.id));
  const allMonthly = sum(monthly.map((obligation) => obligation.monthlyCents));
  const continuing = allMonthly - sum(ending.map((obligation) => obligation.monthlyCents));
  const liquid = sum(input.liquidAccounts.map((account) => account.balanceCents));
  const payouts = sum(input.payouts.map((payout) => payout.amountCents));
  return {
    ownerId: input.ownerId,
    monthlyObligationsCents: Math.round(allMonthly),
    continuingMonthlyCents: Math.round(continuing),
    liquidAssetsCents: liquid,
    insurancePayoutsCents: payouts,
    monthsNow: monthsCovered(liquid, allMonthly),
    monthsAfterEvent: monthsCovered(liquid + payouts, continuing),
    liquidAccounts: input.liquidAccounts.map(({ name, balanceCents }) => ({ name, balanceCents })),
    payouts: input.payouts.map(({ name, amountCents }) => ({ name, amountCents })),
    endingObligations: ending.map((obligation) => ({
      name: obligation.vendor,
      monthlyCents: Math.round(obligation.monthlyCents),
    })),
  };
}
