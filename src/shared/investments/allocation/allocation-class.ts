import type { TAssetClass } from '../investment-schemas';
import { isOptionSymbol } from '../positions-csv/asset-class';
import type { TAllocationClass } from './allocation-classes';
import { knownFund } from './known-funds';

/** What the allocation reads of a holding: what the file or the person said it is. */
export interface THoldingDescription {
  symbol: string | null;
  name: string;
  /** The holding's type (fund type view); a file's security type is already read into it. */
  assetClass: TAssetClass;
}

const FROM_TYPE: Partial<Record<TAssetClass, TAllocationClass>> = {
  bond: 'bond',
  cash: 'cash',
  real_estate: 'real_estate',
  crypto: 'other',
};

/** Several classes in one fund: it is not one class, so not guessed. */
const MIXED = /\bbalanced\b|\btarget\b|\blifestrategy\b|\ballocation\b|\bretirement 20\d\d\b/;
const CASH = /money market|^held in\b|\bmoney mkt\b/;
const REAL_ESTATE = /real estate|\breits?\b/;
const BOND = /\bbonds?\b|\bbnd\b|fixed income|\btreas|\bmunicipal\b|\bmuni\b/;
const STOCK = /\bstocks?\b|\bstk\b|\bequit(y|ies)\b|s&p 500|\b500 index\b/;

/**
 * The asset class of a holding, from what it says of itself, in order:
 * 1. a type that is one class (bond, cash, real estate; crypto → other), an option → other;
 * 2. the description: a mixed fund (balanced, target date) → other; then money market → cash,
 *    real estate or REIT → real estate, bond words (BOND, BND, FIXED INCOME, TREASURY) → bond;
 * 3. a fund the description does not class: the known-funds table (known-funds.ts);
 * 4. a stock → stock, and a fund whose description says stock (STOCK, STK, EQUITY) → stock;
 * 5. anything else → other, never a guess.
 */
export function allocationClassOf({
  symbol,
  name,
  assetClass,
}: THoldingDescription): TAllocationClass {
  const typed = FROM_TYPE[assetClass];
  if (typed) return typed;
  if (symbol && isOptionSymbol(symbol)) return 'other';
  const text = name.toLowerCase();
  if (MIXED.test(text)) return 'other';
  if (CASH.test(text)) return 'cash';
  if (REAL_ESTATE.test(text)) return 'real_estate';
  if (BOND.test(text)) return 'bond';
  const known = knownFund(symbol);
  if (known) return known.assetClass;
  if (assetClass === 'stock' || STOCK.test(text)) return 'stock';
  return 'other';
}
