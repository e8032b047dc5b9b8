import type { THeaderAliases } from './header-names';

/*
 * Fidelity "Portfolio_Positions_<date>.csv" (Positions → Download). Layout from public parsers:
 * - redstreet/beancount_reds_importers,
 *   beancount_reds_importers/importers/fidelity/fidelity_all_account_positions_csv.py:
 *   `Account Number,Account Name,Symbol,Description,Quantity,Last Price,Last Price Change,
 *   Current Value,Today's Gain/Loss Dollar,Today's Gain/Loss Percent,Total Gain/Loss Dollar,
 *   Total Gain/Loss Percent,Percent Of Account,Cost Basis Total,Average Cost Basis,Type`, a
 *   `Date downloaded Dec-05-2025 at 1:02 p.m ET` footer, `Pending activity` rows, `**` core funds.
 * - open-portfolio/FINporterFido, Tests/FidoPositionsTests.swift (2021): the older
 *   `…,Cost Basis,Cost Basis Per Share,Type` columns, a trailing comma on each row, `n/a` cost
 *   per share on cash, and a `"Date downloaded 07/30/2021 2:26 PM ET"` footer before legal text.
 * - Sentence-case headers (`Account number,Account name,…,Last price,…,Cost basis total`) and an
 *   extra `Investment Type` column (`Stocks`, `ETFs`, `Cash`) appear in third-party tests the
 *   search tool showed without naming their repository: unverified.
 * Fidelity's `Type` column is the position's account type (`Cash`, `Margin`, `Short`), not the
 * kind of security (FINporterFido's and other parsers' sample rows: `Cash` on stocks and ETFs),
 * so it is not read as the asset class.
 */
export const FIDELITY_HEADERS: THeaderAliases = {
  accountNumber: ['Account Number'],
  accountName: ['Account Name'],
  symbol: ['Symbol'],
  description: ['Description'],
  quantity: ['Quantity'],
  price: ['Last Price'],
  marketValue: ['Current Value'],
  costBasisTotal: ['Cost Basis Total', 'Cost Basis'],
  costBasisPerShare: ['Average Cost Basis', 'Cost Basis Per Share'],
  assetLabel: ['Investment Type'],
};

/** A header row is Fidelity's when it has all of these (any case). */
export const FIDELITY_SIGNATURE = [
  ['Account Number'],
  ['Symbol'],
  ['Description'],
  ['Quantity'],
  ['Last Price', 'Current Value'],
];
