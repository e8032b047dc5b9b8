import {
  ASSET_CLASS_LABELS,
  MICROS_PER_DOLLAR,
  type TAssetClass,
  type THolding,
  type TInvestmentAccount,
} from './investment-schemas';
import { allocationClassOf } from './allocation/allocation-class';
import { ALLOCATION_CLASS_LABELS, type TAllocationClass } from './allocation/allocation-classes';

/**
 * Investment figures from the stored holdings: values in whole cents, percentages for display.
 * Pure and isomorphic, so the Investments screen, the dashboard and the AI portfolio answer agree.
 */

type Valued = Pick<THolding, 'assetClass' | 'quantity' | 'price'>;

/** Quantities have at most 8 decimals (ZQuantity): they are exact in units of 1e-8. */
const QUANTITY_UNITS = 100_000_000n;
/** quantity units × price micros → cents: 1e8 (quantity) × 1e6 (micros) / 100 (cents). */
const UNITS_MICROS_PER_CENT = QUANTITY_UNITS * BigInt(MICROS_PER_DOLLAR / 100);

/** A price is stale after this many days (research notes §6: "price as of <date>" after 3). */
export const STALE_PRICE_DAYS = 3;

function quantityUnits(quantity: number): bigint {
  // Splitting off the whole part keeps a large quantity exact: only the fraction is scaled.
  const whole = Math.trunc(quantity);
  return BigInt(whole) * QUANTITY_UNITS + BigInt(Math.round((quantity - whole) * 1e8));
}

/** a / b rounded half away from zero, in integers (b > 0). */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const magnitude = negative ? -a : a;
  let quotient = magnitude / b;
  if ((magnitude % b) * 2n >= b) quotient += 1n;
  return negative ? -quotient : quotient;
}

/**
 * What a holding is worth, in whole cents (half a cent rounds away from zero), computed exactly
 * from its quantity and price in micros. Cash without a price is worth its quantity in dollars;
 * anything else without a price has no known value (null), rather than a guessed one.
 */
export function holdingValueCents(holding: Valued): number | null {
  const priceMicros =
    holding.price?.priceMicros ?? (holding.assetClass === 'cash' ? MICROS_PER_DOLLAR : null);
  if (priceMicros === null) return null;
  const cents = divideRounded(
    quantityUnits(holding.quantity) * BigInt(priceMicros),
    UNITS_MICROS_PER_CENT,
  );
  // `+ 0` turns -0 into 0, so an empty short position does not print as "-$0.00".
  return Number(cents) + 0;
}

/** A holding as its row stores it: the price's columns are null when no price was entered. */
export type StoredHolding = {
  assetClass: string;
  quantity: number;
  priceMicros: number | null;
  priceAsOf: string | null;
};

/** What a stored holding is worth, valued as the Investments screen values it. */
export function storedHoldingValueCents(row: StoredHolding): number | null {
  return holdingValueCents({
    assetClass: row.assetClass as TAssetClass,
    quantity: row.quantity,
    price:
      row.priceMicros === null || row.priceAsOf === null
        ? null
        : { priceMicros: row.priceMicros, asOf: row.priceAsOf, source: 'manual' },
  });
}

export type Gain = {
  cents: number;
  /** Percent of the cost basis (12.5 is 12.5 %); null when the cost basis is 0. */
  percent: number | null;
};

/**
 * Unrealised gain against what was paid (the measure people expect; research notes §6). The
 * percent is taken against the size of the cost basis, so a short sold for proceeds (a negative
 * basis) that is now worth less still shows a positive gain.
 */
export function holdingGain(holding: Valued & Pick<THolding, 'costBasisCents'>): Gain | null {
  const value = holdingValueCents(holding);
  if (value === null || holding.costBasisCents === null) return null;
  return gainOf(value, holding.costBasisCents);
}

function gainOf(valueCents: number, costBasisCents: number): Gain {
  const cents = valueCents - costBasisCents;
  return {
    cents,
    percent: costBasisCents === 0 ? null : (cents / Math.abs(costBasisCents)) * 100,
  };
}

export type PriceChange = {
  /** The latest price less the previous one, in micros. */
  changeMicros: number;
  /** Percent change from the previous price; null when that price was 0. */
  percent: number | null;
};

/** The change since the previous price (the spec's marketInsights `dp`); null without both. */
export function priceChange(
  holding: Pick<THolding, 'price' | 'previousPrice'>,
): PriceChange | null {
  if (!holding.price || !holding.previousPrice) return null;
  const previous = holding.previousPrice.priceMicros;
  const changeMicros = holding.price.priceMicros - previous;
  return { changeMicros, percent: previous === 0 ? null : (changeMicros / previous) * 100 };
}

/**
 * What an allocation groups by: `allocationClass` the asset class (stocks, bonds, cash…: a bond
 * fund is bonds), `assetClass` the holding's own type (the fund type view: ETF, mutual fund,
 * stock…), `account` the account.
 */
export type AllocationBy = 'allocationClass' | 'assetClass' | 'account';

export type AllocationSlice = {
  /** The asset class, the holding's type, or the account's id. */
  key: string;
  label: string;
  valueCents: number;
  /** Share of the total with 2 decimals; all the slices' shares add up to exactly 100. */
  percentage: number;
  /** Holdings with a value in this slice. */
  count: number;
};

type Group = { key: string; label: string; valueCents: number; count: number };

function groupOf(
  holding: THolding,
  account: TInvestmentAccount,
  by: AllocationBy,
): { key: string; label: string } {
  if (by === 'account') return { key: account.id, label: accountLabel(account) };
  if (by === 'assetClass')
    return { key: holding.assetClass, label: ASSET_CLASS_LABELS[holding.assetClass] };
  const assetClass = allocationClassOf(holding);
  return { key: assetClass, label: ALLOCATION_CLASS_LABELS[assetClass] };
}

function groupHoldings(
  accounts: readonly TInvestmentAccount[],
  by: AllocationBy,
): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const account of accounts) {
    for (const holding of account.holdings) {
      const value = holdingValueCents(holding);
      if (value === null) continue;
      const { key, label } = groupOf(holding, account, by);
      const group = groups.get(key) ?? { key, label, valueCents: 0, count: 0 };
      group.valueCents += value;
      group.count += 1;
      groups.set(key, group);
    }
  }
  return groups;
}

/** How an account is named in an allocation: "Fidelity · Brokerage". */
export function accountLabel(account: Pick<TInvestmentAccount, 'institutionName' | 'accountName'>) {
  return `${account.institutionName} · ${account.accountName}`;
}

/** floor(a / b) for integers (b > 0); BigInt division truncates towards zero. */
function floorDivide(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n ? quotient - 1n : quotient;
}

/**
 * Largest-remainder rounding in hundredths of a percent, exact in integers: every share is rounded
 * down, and the hundredths still missing go to the shares that lost the most (ties to the larger
 * value), so the shares always add up to exactly 100.00.
 */
function hundredthsOfPercent(values: readonly number[], total: number): number[] {
  const whole = 10_000n;
  const denominator = BigInt(total);
  const shares = values.map((value, index) => {
    const numerator = BigInt(value) * whole;
    const floor = floorDivide(numerator, denominator);
    return { index, value, floor, remainder: numerator - floor * denominator };
  });
  let missing = whole - shares.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? b.value - a.value : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (missing <= 0n) break;
    share.floor += 1n;
    missing -= 1n;
  }
  return shares.map((share) => Number(share.floor));
}

/**
 * The portfolio split by asset class or by account, largest first, counting only holdings with a
 * value. Shares are of the net total: a short position or a margin debit is a negative value that
 * lowers its slice (a slice can be negative, and the others then add up to more than 100 % before
 * it is subtracted), which is how a broker shows "percent of account". When the net total is not
 * positive there is nothing to take a share of, and every share is 0.
 */
export function allocation(
  accounts: readonly TInvestmentAccount[],
  by: AllocationBy,
): AllocationSlice[] {
  const groups = [...groupHoldings(accounts, by).values()].sort(
    (a, b) => b.valueCents - a.valueCents || a.label.localeCompare(b.label),
  );
  const total = groups.reduce((sum, group) => sum + group.valueCents, 0);
  const hundredths =
    total > 0
      ? hundredthsOfPercent(
          groups.map((group) => group.valueCents),
          total,
        )
      : groups.map(() => 0);
  return groups.map((group, index) => ({ ...group, percentage: (hundredths[index] ?? 0) / 100 }));
}

/** Whole days from the day `asOf` starts to `today` (both YYYY-MM-DD or ISO timestamps). */
function daysBetween(asOf: string, today: string): number {
  const day = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Math.round((day(today) - day(asOf)) / 86_400_000);
}

/** Whether a price is older than STALE_PRICE_DAYS on `today` (YYYY-MM-DD). */
export function isStalePrice(asOf: string, today: string): boolean {
  return daysBetween(asOf, today) > STALE_PRICE_DAYS;
}

type AiSlice = { percentage: number; value: number; count: number };

/** An allocation slice in the AI answer's units: dollars, as the original app's were. */
function aiSlice(slice: AllocationSlice): AiSlice {
  return { percentage: slice.percentage, value: slice.valueCents / 100, count: slice.count };
}

/** Spec §3 AI portfolio answer; amounts in dollars, as the original app's was. */
export type AiPortfolio = {
  totalValue: number;
  investmentCount: number;
  /** By the holdings' own types (the fund type view). */
  allocation: (AiSlice & { type: TAssetClass })[];
  /** By asset class (a bond fund is bonds): how the portfolio is spread. */
  assetClassAllocation: (AiSlice & { assetClass: TAllocationClass })[];
  /** One per priced symbol: `c` its price in dollars, `dp` its percent change (Finnhub's names). */
  marketInsights: { symbol: string; c: number; dp: number | null }[];
};

/**
 * What an account is worth: its holdings with a value, or while it has none, the balance entered
 * for it (issue 40: one ledger, so Financial Accounts, Investments and net worth agree).
 */
export function accountValueCents(
  account: Pick<TInvestmentAccount, 'holdings' | 'balanceCents'>,
): number {
  if (account.holdings.length === 0) return account.balanceCents ?? 0;
  return account.holdings.reduce((sum, holding) => sum + (holdingValueCents(holding) ?? 0), 0);
}

export type PortfolioSummary = {
  accountCount: number;
  holdingCount: number;
  /** What the accounts are worth: their holdings with a value, else their entered balance. */
  totalValueCents: number;
  /** The part of the total that is entered balances of accounts without holdings. */
  enteredBalanceCents: number;
  /** What was paid for the valued holdings whose cost basis is known. */
  costBasisCents: number;
  /** Gain of the holdings with both a value and a cost basis; null when there are none. */
  gain: Gain | null;
  /** Holdings without a price (cash excepted): their value is not in the total. */
  unpricedCount: number;
  /** Holdings whose price is older than STALE_PRICE_DAYS. */
  stalePriceCount: number;
  /** The oldest stale price's date, for "price as of <date>". */
  oldestStalePriceAsOf: string | null;
  ai: AiPortfolio;
};

function marketInsights(holdings: readonly THolding[]): AiPortfolio['marketInsights'] {
  // The server applies a price to every holding of a symbol; should two still differ, the latest wins.
  const latest = new Map<string, THolding>();
  for (const holding of holdings) {
    if (!holding.symbol || !holding.price) continue;
    const seen = latest.get(holding.symbol);
    if (!seen?.price || seen.price.asOf < holding.price.asOf) latest.set(holding.symbol, holding);
  }
  return [...latest.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([symbol, holding]) => {
      const change = priceChange(holding);
      return {
        symbol,
        c: (holding.price?.priceMicros ?? 0) / MICROS_PER_DOLLAR,
        dp: change?.percent == null ? null : Math.round(change.percent * 100) / 100,
      };
    });
}

/**
 * The headline figures of the Investments screen and the AI portfolio answer. `today` is the
 * visitor's (or the request's) calendar day, YYYY-MM-DD, for stale prices.
 */
export function portfolioSummary(
  accounts: readonly TInvestmentAccount[],
  today: string,
): PortfolioSummary {
  const holdings = accounts.flatMap((account) => account.holdings);
  let totalValueCents = 0;
  let costBasisCents = 0;
  let valueWithBasisCents = 0;
  let withBasis = 0;
  let unpricedCount = 0;
  let stalePriceCount = 0;
  let oldestStalePriceAsOf: string | null = null;
  let enteredBalanceCents = 0;
  for (const account of accounts)
    if (account.holdings.length === 0) enteredBalanceCents += account.balanceCents ?? 0;
  totalValueCents += enteredBalanceCents;
  for (const holding of holdings) {
    const value = holdingValueCents(holding);
    if (value === null) unpricedCount += 1;
    else {
      totalValueCents += value;
      if (holding.costBasisCents !== null) {
        costBasisCents += holding.costBasisCents;
        valueWithBasisCents += value;
        withBasis += 1;
      }
    }
    const asOf = holding.price?.asOf;
    if (asOf && isStalePrice(asOf, today)) {
      stalePriceCount += 1;
      if (!oldestStalePriceAsOf || asOf < oldestStalePriceAsOf) oldestStalePriceAsOf = asOf;
    }
  }
  return {
    accountCount: accounts.length,
    holdingCount: holdings.length,
    totalValueCents,
    enteredBalanceCents,
    costBasisCents,
    gain: withBasis > 0 ? gainOf(valueWithBasisCents, costBasisCents) : null,
    unpricedCount,
    stalePriceCount,
    oldestStalePriceAsOf,
    ai: {
      totalValue: totalValueCents / 100,
      investmentCount: holdings.length,
      allocation: allocation(accounts, 'assetClass').map((slice) => ({
        type: slice.key as TAssetClass,
        ...aiSlice(slice),
      })),
      assetClassAllocation: allocation(accounts, 'allocationClass').map((slice) => ({
        assetClass: slice.key as TAllocationClass,
        ...aiSlice(slice),
      })),
      marketInsights: marketInsights(holdings),
    },
  };
}
