import { describe, expect, it } from 'vitest';
import { GENERIC_HEADERS } from './generic-headers';
import { mapColumns } from './header-names';

describe('generic headers', () => {
  it('maps common column names and ignores the rest', () => {
    expect(
      mapColumns(
        ['Ticker', 'Name', 'Shares', 'Price', 'Cost Basis', 'Type', 'Notes', ''],
        GENERIC_HEADERS,
      ),
    ).toEqual({
      symbol: 0,
      description: 1,
      quantity: 2,
      price: 3,
      costBasisTotal: 4,
      assetLabel: 5,
    });
    expect(
      mapColumns(
        ['SYMBOL', 'Security Description', 'QTY', 'Avg. Cost', 'Asset Class'],
        GENERIC_HEADERS,
      ),
    ).toEqual({ symbol: 0, description: 1, quantity: 2, costBasisPerShare: 3, assetLabel: 4 });
  });
});
