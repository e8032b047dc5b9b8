import { describe, expect, it } from 'vitest';
import { detectHeaderRow } from './detect-header';

const split = (line: string) => line.split(',');

describe('detectHeaderRow', () => {
  it('tells the brokerages apart', () => {
    expect(
      detectHeaderRow(
        split('Account Number,Account Name,Symbol,Description,Quantity,Last Price,Current Value'),
      ),
    ).toMatchObject({ kind: 'positions', format: 'fidelity' });
    expect(
      detectHeaderRow(
        split('Account Number,Investment Name,Symbol,Shares,Share Price,Total Value,'),
      ),
    ).toMatchObject({ kind: 'positions', format: 'vanguard' });
    expect(
      detectHeaderRow(
        split(
          'Symbol,Description,Qty (Quantity),Price,Mkt Val (Market Value),Cost Basis,Security Type',
        ),
      ),
    ).toMatchObject({ kind: 'positions', format: 'schwab' });
    expect(detectHeaderRow(split('Symbol,Name,Quantity,Price'))).toMatchObject({
      kind: 'positions',
      format: 'generic',
    });
  });

  it('recognises a transactions header', () => {
    expect(
      detectHeaderRow(split('Account Number,Trade Date,Settlement Date,Transaction Type,Symbol')),
    ).toEqual({ kind: 'transactions' });
  });

  it('rejects data rows and headers without a quantity or value', () => {
    expect(
      detectHeaderRow(split('Z12345678,Individual,AAPL,APPLE INC,10,$1.00,$10.00')),
    ).toBeNull();
    expect(detectHeaderRow(split('Symbol,Name,Notes'))).toBeNull();
    expect(
      detectHeaderRow(['Positions for account Individual ...123 as of 09:41 AM ET, 11/20/2026']),
    ).toBeNull();
  });
});
