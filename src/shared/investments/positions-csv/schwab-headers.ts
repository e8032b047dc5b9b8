import type { THeaderAliases } from './header-names';

/*
 * Charles Schwab positions export ("<Account>-Positions-<date>.csv" and "All-Accounts-Positions").
 * Layout from public parsers:
 * - vroonhof/opensteuerauszug, src/opensteuerauszug/importers/schwab/formats.md, and
 *   redstreet/beancount_reds_importers, beancount_reds_importers/importers/schwab/
 *   schwab_csv_positions.py: `"Positions for account Individual ...123 as of 12:33 PM ET,
 *   2025/05/04"`, an empty line, then `"Symbol","Description","Qty (Quantity)","Price",
 *   "Price Chng $ (Price Change $)",…,"Mkt Val (Market Value)",…,"Cost Basis",…,"Security Type"`;
 *   that importer drops the "Account Total" and "Cash & Cash Investments" rows.
 * - open-portfolio/FINporterChuck, Tests/ChuckPositionsIndivTests.swift and
 *   Tests/ChuckPositionsAllTests.swift (2021): the older `"Quantity"`, `"Market Value"` names,
 *   `"Positions for account Individual XXXX-1234 as of 09:59 PM ET, 09/26/2021"`, the
 *   All-Accounts layout (`"Positions for All-Accounts as of …"`, then per account a title line
 *   `"Individual XXXX-1234"`, its own header, rows, "Cash & Cash Investments" with only a market
 *   value and `Cash and Money Market` (read there as the cash holding), "Account Total", an
 *   empty line), and the security types `ETFs & Closed End Funds`, `Cash and Money Market`.
 * The other security type names (`Equity`, `Mutual Funds`, `Fixed Income`, `Option`) come from
 * the research notes (../shared/research/estate-and-ai.md §6) and are unverified here.
 */
export const SCHWAB_HEADERS: THeaderAliases = {
  symbol: ['Symbol'],
  description: ['Description'],
  quantity: ['Qty', 'Quantity'],
  price: ['Price'],
  marketValue: ['Mkt Val', 'Market Value'],
  costBasisTotal: ['Cost Basis'],
  assetLabel: ['Security Type'],
};

/** A header row is Schwab's when it has all of these (any case, either name of `Qty (Quantity)`). */
export const SCHWAB_SIGNATURE = [
  ['Symbol'],
  ['Qty', 'Quantity'],
  ['Mkt Val', 'Market Value'],
  ['Security Type', 'Day Chng', 'Day Change'],
];
