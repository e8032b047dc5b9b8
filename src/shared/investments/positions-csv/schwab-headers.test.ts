import { describe, expect, it } from 'vitest';
import { hasHeaderNames, mapColumns } from './header-names';
import { SCHWAB_HEADERS, SCHWAB_SIGNATURE } from './schwab-headers';

const CURRENT = [
  'Symbol',
  'Description',
  'Qty (Quantity)',
  'Price',
  'Price Chng $ (Price Change $)',
  'Price Chng % (Price Change %)',
  'Mkt Val (Market Value)',
  'Day Chng $ (Day Change $)',
  'Day Chng % (Day Change %)',
  'Cost Basis',
  'Gain $ (Gain/Loss $)',
  'Gain % (Gain/Loss %)',
  'Ratings',
  'Reinvest?',
  'Reinvest Capital Gains?',
  '% of Acct (% of Account)',
  'Security Type',
];
const OLDER = [
  'Symbol',
  'Description',
  'Quantity',
  'Price',
  'Price Change $',
  'Price Change %',
  'Market Value',
  'Day Change $',
  'Day Change %',
  'Cost Basis',
  'Gain/Loss $',
  'Gain/Loss %',
  'Reinvest Dividends?',
  'Capital Gains?',
  '% Of Account',
  'Security Type',
  '',
];

describe('Schwab headers', () => {
  it.each([
    { layout: 'the abbreviated layout by either name', headers: CURRENT, assetLabel: 16 },
    { layout: 'the older layout with a trailing empty column', headers: OLDER, assetLabel: 15 },
  ])('maps $layout', ({ headers, assetLabel }) => {
    expect(hasHeaderNames(headers, SCHWAB_SIGNATURE)).toBe(true);
    expect(mapColumns(headers, SCHWAB_HEADERS)).toEqual({
      symbol: 0,
      description: 1,
      quantity: 2,
      price: 3,
      marketValue: 6,
      costBasisTotal: 9,
      assetLabel,
    });
  });
});
