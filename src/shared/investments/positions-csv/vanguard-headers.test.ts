import { describe, expect, it } from 'vitest';
import { hasHeaderNames, mapColumns } from './header-names';
import { TRANSACTIONS_SIGNATURE, VANGUARD_HEADERS, VANGUARD_SIGNATURE } from './vanguard-headers';

describe('Vanguard headers', () => {
  it('maps the brokerage holdings header (with its trailing comma)', () => {
    const cells = 'Account Number,Investment Name,Symbol,Shares,Share Price,Total Value,'.split(
      ',',
    );
    expect(hasHeaderNames(cells, VANGUARD_SIGNATURE)).toBe(true);
    expect(mapColumns(cells, VANGUARD_HEADERS)).toEqual({
      accountNumber: 0,
      description: 1,
      symbol: 2,
      quantity: 3,
      price: 4,
      marketValue: 5,
    });
  });

  it('maps the 529 plan header', () => {
    const cells = 'Fund Account Number,Fund Name,Price,Shares,Total Value'.split(',');
    expect(hasHeaderNames(cells, VANGUARD_SIGNATURE)).toBe(true);
    expect(mapColumns(cells, VANGUARD_HEADERS)).toEqual({
      accountNumber: 0,
      description: 1,
      price: 2,
      quantity: 3,
      marketValue: 4,
    });
  });

  it('recognises the transactions section header', () => {
    const cells =
      'Account Number,Trade Date,Settlement Date,Transaction Type,Transaction Description,Investment Name,Symbol,Shares,Share Price,Principal Amount,Commission Fees,Net Amount,Accrued Interest,Account Type,'.split(
        ',',
      );
    expect(hasHeaderNames(cells, TRANSACTIONS_SIGNATURE)).toBe(true);
  });
});
