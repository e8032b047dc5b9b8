import type { TAssetClass } from '../investment-schemas';
import type { TAllocationClass } from './allocation-classes';

/** A fund the importer knows by its ticker, and where that knowledge comes from. */
export interface TKnownFund {
  assetClass: TAllocationClass;
  fundType: Extract<TAssetClass, 'etf' | 'mutual_fund' | 'cash'>;
  /** The fund's issuer, whose public fund page states what it holds. */
  issuer: string;
  /**
   * `seen`: the ticker, its name and what it holds were found in public material consulted for
   * issue 40 (fund lists in public repositories, the sample exports of fixtures/); `unverified`:
   * the issuer's description as commonly known, not confirmed from that material.
   */
  check: 'seen' | 'unverified';
}

const fund = (
  assetClass: TAllocationClass,
  fundType: TKnownFund['fundType'],
  issuer: string,
  check: TKnownFund['check'],
): TKnownFund => ({ assetClass, fundType, issuer, check });

/**
 * Common US funds whose positions files often describe them too briefly to class
 * ("VANGUARD BD INDEX FDS TOTAL BND MRKT"). Only broad single-class funds: a balanced or
 * target-date fund is several classes and stays out (it is "other" unless the file says more).
 */
export const KNOWN_FUNDS: Readonly<Record<string, TKnownFund>> = {
  // Bonds
  BND: fund('bond', 'etf', 'Vanguard (Total Bond Market ETF)', 'seen'),
  BNDX: fund('bond', 'etf', 'Vanguard (Total International Bond ETF)', 'seen'),
  VBTLX: fund('bond', 'mutual_fund', 'Vanguard (Total Bond Market Index Admiral)', 'unverified'),
  AGG: fund('bond', 'etf', 'BlackRock iShares (Core U.S. Aggregate Bond ETF)', 'seen'),
  TLT: fund('bond', 'etf', 'BlackRock iShares (20+ Year Treasury Bond ETF)', 'seen'),
  IEF: fund('bond', 'etf', 'BlackRock iShares (7-10 Year Treasury Bond ETF)', 'seen'),
  SHY: fund('bond', 'etf', 'BlackRock iShares (1-3 Year Treasury Bond ETF)', 'seen'),
  LQD: fund('bond', 'etf', 'BlackRock iShares (iBoxx Investment Grade Corporate Bond ETF)', 'seen'),
  SCHZ: fund('bond', 'etf', 'Charles Schwab (U.S. Aggregate Bond ETF)', 'unverified'),
  FXNAX: fund('bond', 'mutual_fund', 'Fidelity (U.S. Bond Index Fund)', 'unverified'),
  // Stocks
  VTI: fund('stock', 'etf', 'Vanguard (Total Stock Market ETF)', 'seen'),
  VOO: fund('stock', 'etf', 'Vanguard (S&P 500 ETF)', 'unverified'),
  VXUS: fund('stock', 'etf', 'Vanguard (Total International Stock ETF)', 'seen'),
  VTSAX: fund('stock', 'mutual_fund', 'Vanguard (Total Stock Market Index Admiral)', 'seen'),
  VFIAX: fund('stock', 'mutual_fund', 'Vanguard (500 Index Admiral)', 'unverified'),
  VTIAX: fund('stock', 'mutual_fund', 'Vanguard (Total International Stock Index Admiral)', 'seen'),
  SPY: fund('stock', 'etf', 'State Street SPDR (S&P 500 ETF Trust)', 'seen'),
  IVV: fund('stock', 'etf', 'BlackRock iShares (Core S&P 500 ETF)', 'unverified'),
  SCHB: fund('stock', 'etf', 'Charles Schwab (U.S. Broad Market ETF)', 'seen'),
  FXAIX: fund('stock', 'mutual_fund', 'Fidelity (500 Index Fund)', 'seen'),
  FSKAX: fund('stock', 'mutual_fund', 'Fidelity (Total Market Index Fund)', 'unverified'),
  // Real estate
  VNQ: fund('real_estate', 'etf', 'Vanguard (Real Estate ETF)', 'seen'),
  SCHH: fund('real_estate', 'etf', 'Charles Schwab (U.S. REIT ETF)', 'unverified'),
  // Cash: money market funds
  SPAXX: fund('cash', 'cash', 'Fidelity (Government Money Market Fund)', 'seen'),
  FDRXX: fund('cash', 'cash', 'Fidelity (Government Cash Reserves)', 'unverified'),
  FZFXX: fund('cash', 'cash', 'Fidelity (Treasury Money Market Fund)', 'seen'),
  VMFXX: fund('cash', 'cash', 'Vanguard (Federal Money Market Fund)', 'seen'),
  SWVXX: fund('cash', 'cash', 'Charles Schwab (Value Advantage Money Fund)', 'seen'),
};

/** The known fund of a ticker as printed (any case, Fidelity's `**` already removed). */
export function knownFund(symbol: string | null): TKnownFund | null {
  return (symbol && KNOWN_FUNDS[symbol.trim().toUpperCase()]) || null;
}
