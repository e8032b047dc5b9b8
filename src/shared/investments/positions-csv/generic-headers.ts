import type { THeaderAliases } from './header-names';

/**
 * Any other positions CSV: common column names (not tied to one brokerage's export, so no
 * source to cite). A usable header needs a symbol or name column, and a quantity or value one.
 */
export const GENERIC_HEADERS: THeaderAliases = {
  accountNumber: ['Account Number', 'Account No', 'Account #', 'Account'],
  accountName: ['Account Name'],
  symbol: ['Symbol', 'Ticker', 'Ticker Symbol', 'Security Symbol'],
  description: [
    'Name',
    'Description',
    'Security Name',
    'Security Description',
    'Security',
    'Investment Name',
    'Investment',
    'Holding',
    'Fund Name',
    'Asset',
  ],
  quantity: ['Quantity', 'Shares', 'Qty', 'Units', 'Share Count'],
  price: ['Price', 'Last Price', 'Share Price', 'Current Price', 'Market Price', 'Unit Price'],
  marketValue: ['Market Value', 'Current Value', 'Total Value', 'Value', 'Mkt Val', 'Balance'],
  costBasisTotal: ['Cost Basis', 'Cost Basis Total', 'Total Cost', 'Cost'],
  costBasisPerShare: [
    'Average Cost',
    'Average Cost Basis',
    'Avg Cost',
    'Cost Per Share',
    'Cost Basis Per Share',
    'Unit Cost',
  ],
  assetLabel: ['Type', 'Asset Class', 'Asset Type', 'Security Type', 'Investment Type', 'Class'],
};
