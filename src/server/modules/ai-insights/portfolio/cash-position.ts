import type { AssetType } from '@shared/finance/asset-schemas';
import { monthlyEquivalentCents } from '@shared/finance/frequency';
import type { PortfolioSummary } from '@shared/investments/valuation';
import { monthsCovered } from '@shared/triggering-event/runway';
import type { HouseholdSnapshot } from '../snapshot/household-snapshot';

/**
 * The usual emergency-fund guidance is three to six months of expenses (EMERGENCY_FUND_SOURCE):
 * below three months is a thin cushion; above six is worth a second look.
 */
export const CASH_LOW_MONTHS = 3;
export const CASH_HIGH_MONTHS = 6;
export const EMERGENCY_FUND_SOURCE = {
  label:
    'Council for Economic Education (EconEdLink), “Emergency funds: The basics”: three to six months’ expenses',
  url: 'https://econedlink.org/resources/emergency-funds-the-basics/',
};

/** The financial accounts whose balance is cash the family can reach at once. */
export const CASH_ACCOUNT_TYPES: readonly AssetType[] = ['checking', 'savings'];

export type CashPosition = {
  /** Checking and savings balances (financial accounts). */
  bankCents: number;
  /** Cash and money-market holdings in the investment accounts. */
  investmentCashCents: number;
  cashCents: number;
  /** Checking or savings accounts, or cash holdings, on record: without any, cash is unknown. */
  hasCashRecords: boolean;
  /** The obligations' monthly equivalent (a yearly bill counts a twelfth), rounded once. */
  monthlyObligationsCents: number;
  /** Months of obligations the cash covers, floored to 1 decimal; null without obligations. */
  months: number | null;
};

/**
 * Cash against the household's obligations: checking and savings balances plus the portfolio's
 * cash holdings (money-market funds are recorded as cash), in months of obligations, the
 * survivor runway's measure.
 */
export function cashPosition(
  snapshot: HouseholdSnapshot,
  portfolio: PortfolioSummary,
): CashPosition {
  let bankCents = 0;
  let bankAccounts = 0;
  for (const account of snapshot.estate.assets) {
    if (!CASH_ACCOUNT_TYPES.includes(account.type)) continue;
    bankCents += account.balanceCents;
    bankAccounts += 1;
  }
  // By asset class, so a money market fund recorded as a mutual fund is cash too.
  const cashSlice = portfolio.ai.assetClassAllocation.find((slice) => slice.assetClass === 'cash');
  // The slice's value is whole cents in dollars, so this is exact.
  const investmentCashCents = cashSlice ? Math.round(cashSlice.value * 100) : 0;
  let monthly = 0;
  for (const obligation of snapshot.obligations) {
    monthly += monthlyEquivalentCents(obligation.costCents, obligation.frequency);
  }
  const cashCents = bankCents + investmentCashCents;
  return {
    bankCents,
    investmentCashCents,
    cashCents,
    hasCashRecords: bankAccounts > 0 || cashSlice !== undefined,
    monthlyObligationsCents: Math.round(monthly),
    months: monthsCovered(cashCents, monthly),
  };
}
