import type { TAssetClass } from '../investment-schemas';
import { knownFund } from '../allocation/known-funds';

/**
 * Option symbols: Schwab prints `AAPL 12/20/2024 150.00 C`; Fidelity and the OCC print
 * `-AAPL260116C150` / `AAPL260116P00200000`.
 */
export function isOptionSymbol(symbol: string): boolean {
  const text = symbol.trim().toUpperCase();
  return (
    /^[A-Z][A-Z.]{0,5} \d{1,2}\/\d{1,2}\/\d{2,4} \d+(\.\d+)? [CP]$/.test(text) ||
    /^-?[A-Z][A-Z.]{0,5}\d{6}[CP]\d+(\.\d+)?$/.test(text)
  );
}

/**
 * A security type label to an asset class: Schwab `Security Type` (`Equity`,
 * `ETFs & Closed End Funds`, `Mutual Funds`, `Fixed Income`, `Cash and Money Market`,
 * `Option`), Fidelity `Investment Type` (`Stocks`, `ETFs`, `Cash`) and a generic `Type`.
 * Null when the label says nothing the importer knows, so the class is inferred instead.
 * ETF comes before fund ("Closed End Funds"), and money market before fund.
 */
export function assetClassFromLabel(label: string): TAssetClass | null {
  const text = label.toLowerCase();
  if (/\boptions?\b/.test(text)) return 'other';
  if (/\betfs?\b|exchange traded|closed end/.test(text)) return 'etf';
  if (/money market|\bcash\b|\bsweep\b/.test(text)) return 'cash';
  if (/crypto|bitcoin|digital asset/.test(text)) return 'crypto';
  if (/mutual|\bfunds?\b/.test(text)) return 'mutual_fund';
  if (/\bbonds?\b|fixed income|treasur|\bcds?\b|certificate|municipal/.test(text)) return 'bond';
  if (/equit|\bstocks?\b|\bshares?\b|common|preferred/.test(text)) return 'stock';
  if (/real estate|\breits?\b|property/.test(text)) return 'real_estate';
  if (/^\s*other\s*$/.test(text)) return 'other';
  return null;
}

export interface TAssetClassClues {
  symbol: string | null;
  name: string;
  hasPrice: boolean;
}

/** US money market tickers end in XX (VMFXX, SPAXX, SWVXX). */
const MONEY_MARKET_TICKER = /^[A-Z]{3}XX$/;
/** US mutual fund tickers are five letters ending in X (VTSAX, FXAIX). */
const MUTUAL_FUND_TICKER = /^[A-Z]{4}X$/;
/** A plain exchange ticker: `AAPL`, `BRK.B`, `BRK-B`, `BF/B`. */
const PLAIN_TICKER = /^[A-Z]{1,5}([./-][A-Z])?$/;
/** A CUSIP, which brokerages print as the symbol of bonds and CDs (912797GL5). */
const CUSIP = /^[0-9]{3}[0-9A-Z]{5}[0-9]$/;

/**
 * The asset class of a holding the file gives no usable type for (Vanguard prints none, and
 * Fidelity's `Type` is the account type). In order:
 * 1. an option symbol → other; a fund of the known-funds table → its type (BND → etf, however
 *    briefly the file describes it);
 * 2. money market: a name with "money market" or Fidelity's "HELD IN …", a ticker ending in XX,
 *    or no symbol and a name with "cash" or "sweep" → cash;
 * 3. "ETF" in the name → etf;
 * 4. a mutual fund ticker (five letters ending in X), or no plain ticker and a fund-like name
 *    ("fund", "portfolio", "trust", "admiral", "Vanguard …": Vanguard's 529 portfolios print no
 *    symbol) → mutual_fund;
 * 5. a CUSIP for a symbol, or a bond-like name (treasury, bond, note, CD) → bond;
 * 6. a plain ticker with a share price → stock;
 * 7. anything else → other.
 */
export function inferAssetClass({ symbol, name, hasPrice }: TAssetClassClues): TAssetClass {
  const ticker = (symbol ?? '').trim().toUpperCase();
  const text = name.toLowerCase();
  if (ticker && isOptionSymbol(ticker)) return 'other';
  const known = knownFund(ticker);
  if (known) return known.fundType;
  if (/money market|^held in\b/.test(text) || MONEY_MARKET_TICKER.test(ticker)) return 'cash';
  if (!ticker && /\bcash\b|\bsweep\b/.test(text)) return 'cash';
  if (/\betfs?\b/.test(text)) return 'etf';
  if (MUTUAL_FUND_TICKER.test(ticker)) return 'mutual_fund';
  const fundName = /\bfunds?\b|\bfds?\b|portfolio|\btrust\b|admiral|investor shares|^vanguard\b/;
  if (!PLAIN_TICKER.test(ticker) && fundName.test(text)) return 'mutual_fund';
  if (CUSIP.test(ticker) || /\btreas|\bbonds?\b|\bnotes?\b|\bbills?\b|\bcd\b/.test(text))
    return 'bond';
  if (PLAIN_TICKER.test(ticker) && hasPrice) return 'stock';
  return 'other';
}
