import { describe, expect, it } from 'vitest';
import type { TAssetClass } from '../investment-schemas';
import { inferAssetClass } from '../positions-csv/asset-class';
import { allocationClassOf } from './allocation-class';
import { KNOWN_FUNDS } from './known-funds';

const classOf = (symbol: string | null, name: string, assetClass: TAssetClass) =>
  allocationClassOf({ symbol, name, assetClass });

describe('allocationClassOf', () => {
  it('takes a type that is one class as it is', () => {
    expect(classOf('912797GL5', 'US TREASURY BILL', 'bond')).toBe('bond');
    expect(classOf('SPAXX', 'HELD IN MONEY MARKET', 'cash')).toBe('cash');
    expect(classOf(null, 'Rental duplex', 'real_estate')).toBe('real_estate');
    expect(classOf('BTC', 'Bitcoin', 'crypto')).toBe('other');
    expect(classOf('-AAPL260116C250', 'AAPL JAN 16 2026 $250 CALL', 'stock')).toBe('other');
  });

  it("reads the file's description of a fund", () => {
    expect(classOf('XYZAX', 'ACME INTERMEDIATE BOND FUND', 'mutual_fund')).toBe('bond');
    expect(classOf(null, 'Stable Fixed Income Portfolio', 'mutual_fund')).toBe('bond');
    expect(classOf('XYZT', 'ACME SHORT TREASURY ETF', 'etf')).toBe('bond');
    expect(classOf('XYZM', 'ACME TREASURY MONEY MARKET', 'mutual_fund')).toBe('cash');
    expect(classOf('XYZR', 'ACME US REIT ETF', 'etf')).toBe('real_estate');
    expect(classOf('XYZS', 'ACME TOTAL STK MKT ETF', 'etf')).toBe('stock');
    expect(classOf('XYZE', 'ACME EQUITY INDEX FUND', 'mutual_fund')).toBe('stock');
  });

  it('classes BND as a bond, even as a "stock" an earlier import recorded', () => {
    expect(classOf('BND', 'VANGUARD BD INDEX FDS TOTAL BND MRKT', 'stock')).toBe('bond');
    expect(classOf('BND', 'BND', 'etf')).toBe('bond');
    expect(classOf('AGG', 'ISHARES TR CORE US AGGREGATE', 'etf')).toBe('bond');
    expect(classOf('VBTLX', 'VANGUARD TOTAL BD MKT IDX ADM', 'mutual_fund')).toBe('bond');
    expect(classOf('SCHZ', 'SCHWAB STRATEGIC TR US AGGREGATE', 'etf')).toBe('bond');
  });

  it('uses the known-funds table for funds the file does not describe', () => {
    expect(classOf('VOO', 'VANGUARD INDEX FDS S&P', 'etf')).toBe('stock');
    expect(classOf('VTSAX', 'VANGUARD TOTAL STOCK MKT IDX ADM', 'mutual_fund')).toBe('stock');
    expect(classOf('FXAIX', 'FIDELITY 500 INDEX FUND', 'mutual_fund')).toBe('stock');
    expect(classOf('VNQ', 'VANGUARD INDEX FDS VANGUARD', 'etf')).toBe('real_estate');
    expect(classOf('FDRXX', 'FIDELITY GOVERNMENT CASH', 'mutual_fund')).toBe('cash');
  });

  it('never guesses: a mixed or unknown fund is other, a stock is a stock', () => {
    expect(classOf('VBIAX', 'VANGUARD BALANCED INDEX ADM', 'mutual_fund')).toBe('other');
    expect(classOf(null, 'Target Retirement 2045 Stock and Bond', 'mutual_fund')).toBe('other');
    expect(classOf('ZZZZX', 'ACME OPPORTUNITIES', 'mutual_fund')).toBe('other');
    expect(classOf('QQQQ', 'ACME TRUST', 'etf')).toBe('other');
    expect(classOf('AAPL', 'APPLE INC', 'stock')).toBe('stock');
  });
});

describe('the known-funds table', () => {
  it('names an issuer for every fund', () => {
    for (const [ticker, fund] of Object.entries(KNOWN_FUNDS)) {
      expect(ticker).toMatch(/^[A-Z]{2,5}$/);
      expect(fund.issuer.length).toBeGreaterThan(3);
    }
  });

  it("gives the importer a fund's type when the file describes it too briefly", () => {
    expect(
      inferAssetClass({
        symbol: 'BND',
        name: 'VANGUARD BD INDEX FDS TOTAL BND MRKT',
        hasPrice: true,
      }),
    ).toBe('etf');
    expect(
      inferAssetClass({ symbol: 'AGG', name: 'ISHARES TR CORE US AGGREGATE', hasPrice: true }),
    ).toBe('etf');
  });
});
