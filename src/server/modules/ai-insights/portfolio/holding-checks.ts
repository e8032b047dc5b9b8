import type {
  THolding,
  TInvestmentAccount,
  TInvestmentAccountType,
} from '@shared/investments/investment-schemas';
import { holdingValueCents, isStalePrice } from '@shared/investments/valuation';

/**
 * The holdings behind portfolioSummary's counts, so a text can name them. Each uses the same
 * test as the summary (valuation.ts), so the names always match the counts.
 */

function allHoldings(accounts: readonly TInvestmentAccount[]): THolding[] {
  return accounts.flatMap((account) => account.holdings);
}

/** Holdings with no known value (no price, cash excepted): left out of the total. */
export function unpricedHoldings(accounts: readonly TInvestmentAccount[]): THolding[] {
  return allHoldings(accounts).filter((holding) => holdingValueCents(holding) === null);
}

/** Holdings whose latest price is older than STALE_PRICE_DAYS on `today`. */
export function staleHoldings(accounts: readonly TInvestmentAccount[], today: string): THolding[] {
  return allHoldings(accounts).filter(
    (holding) => holding.price !== null && isStalePrice(holding.price.asOf, today),
  );
}

/**
 * Holdings with no cost basis, whose gain cannot be known. Cash is left out: its value is what was
 * put in, so a missing basis there hides nothing.
 */
export function holdingsWithoutCostBasis(accounts: readonly TInvestmentAccount[]): THolding[] {
  return allHoldings(accounts).filter(
    (holding) => holding.assetClass !== 'cash' && holding.costBasisCents === null,
  );
}

/**
 * Accounts taxed on gains when a holding is sold, where what was paid matters. Retirement
 * accounts, 529s, HSAs, annuities and pensions are taxed on withdrawal whatever was paid, and
 * take no step-up at death (they are income in respect of a decedent).
 */
const TAXABLE_ACCOUNT_TYPES: readonly TInvestmentAccountType[] = ['brokerage', 'crypto', 'other'];

/** Holdings with no cost basis in taxable accounts: the ones whose missing basis matters. */
export function taxableHoldingsWithoutCostBasis(
  accounts: readonly TInvestmentAccount[],
): THolding[] {
  return holdingsWithoutCostBasis(
    accounts.filter((account) => TAXABLE_ACCOUNT_TYPES.includes(account.type)),
  );
}
