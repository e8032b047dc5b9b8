import type { THeaderAliases } from './header-names';

/*
 * Vanguard "OfxDownload.csv" (Download center → CSV): two CSVs in one file, holdings first.
 * Layout from public parsers:
 * - simonmichael/hledger, examples/csv/vanguard.csv.rules: holdings
 *   `Account Number,Investment Name,Symbol,Shares,Share Price,Total Value,` (trailing comma), then
 *   transactions `Account Number,Trade Date,Settlement Date,Transaction Type,Transaction
 *   Description,Investment Name,Symbol,Shares,Share Price,Principal Amount,Commission Fees,
 *   Net Amount,Accrued Interest,Account Type,`.
 * - redstreet/beancount_reds_importers, beancount_reds_importers/importers/vanguard/tests/
 *   vanguard_529/ofxdownload_09102023.csv: the 529 plan variant
 *   `Fund Account Number,Fund Name,Price,Shares,Total Value` (no symbol, `$` prices), an empty
 *   line, then `Account Number,Trade Date,Process Date,Transaction Type,…`.
 * The file states no date and no account name, and prints no security type.
 */
export const VANGUARD_HEADERS: THeaderAliases = {
  accountNumber: ['Account Number', 'Fund Account Number'],
  description: ['Investment Name', 'Fund Name'],
  symbol: ['Symbol'],
  quantity: ['Shares'],
  price: ['Share Price', 'Price'],
  marketValue: ['Total Value'],
};

/** A header row is Vanguard's holdings header when it has all of these (any case). */
export const VANGUARD_SIGNATURE = [
  ['Account Number', 'Fund Account Number'],
  ['Investment Name', 'Fund Name'],
  ['Shares'],
  ['Total Value'],
];

/**
 * Vanguard's second section (and any transactions export): its rows are trades, not positions,
 * and are skipped up to the next positions header.
 */
export const TRANSACTIONS_SIGNATURE = [['Trade Date'], ['Transaction Type']];
