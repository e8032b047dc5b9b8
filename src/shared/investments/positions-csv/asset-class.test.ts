import { describe, expect, it } from 'vitest';
import { assetClassFromLabel, inferAssetClass, isOptionSymbol } from './asset-class';

describe('isOptionSymbol', () => {
  it('recognises Schwab and OCC option symbols', () => {
    expect(isOptionSymbol('AAPL 12/20/2024 150.00 C')).toBe(true);
    expect(isOptionSymbol('SPY 01/17/2025 400 P')).toBe(true);
    expect(isOptionSymbol('-AAPL260116C150')).toBe(true);
    expect(isOptionSymbol('AAPL260116P00200000')).toBe(true);
  });

  it('leaves tickers alone', () => {
    for (const symbol of ['AAPL', 'BRK.B', 'VTSAX', '912797GL5', 'SPAXX'])
      expect(isOptionSymbol(symbol)).toBe(false);
  });
});

describe('assetClassFromLabel', () => {
  it('maps Schwab security types', () => {
    expect(assetClassFromLabel('Equity')).toBe('stock');
    expect(assetClassFromLabel('ETFs & Closed End Funds')).toBe('etf');
    expect(assetClassFromLabel('Mutual Funds')).toBe('mutual_fund');
    expect(assetClassFromLabel('Fixed Income')).toBe('bond');
    expect(assetClassFromLabel('Cash and Money Market')).toBe('cash');
    expect(assetClassFromLabel('Option')).toBe('other');
  });

  it('maps Fidelity investment types and generic labels', () => {
    expect(assetClassFromLabel('Stocks')).toBe('stock');
    expect(assetClassFromLabel('ETFs')).toBe('etf');
    expect(assetClassFromLabel('Cash')).toBe('cash');
    expect(assetClassFromLabel('Bonds')).toBe('bond');
    expect(assetClassFromLabel('Money Market Fund')).toBe('cash');
    expect(assetClassFromLabel('Cryptocurrency')).toBe('crypto');
    expect(assetClassFromLabel('Real Estate')).toBe('real_estate');
    expect(assetClassFromLabel('Other')).toBe('other');
  });

  it('returns null for labels it does not know', () => {
    expect(assetClassFromLabel('')).toBeNull();
    expect(assetClassFromLabel('Margin')).toBeNull();
    expect(assetClassFromLabel('Widgets')).toBeNull();
  });
});

describe('inferAssetClass', () => {
  const infer = (symbol: string | null, name: string, hasPrice = true) =>
    inferAssetClass({ symbol, name, hasPrice });

  it('classes money market funds and cash as cash', () => {
    expect(infer('VMFXX', 'VANGUARD FEDERAL MONEY MARKET FUND')).toBe('cash');
    expect(infer('SWVXX', 'SCHWAB VALUE ADVANTAGE')).toBe('cash');
    expect(infer('FCASH', 'HELD IN FCASH')).toBe('cash');
    expect(infer(null, 'Cash & Cash Investments', false)).toBe('cash');
  });

  it('classes ETFs by name and mutual funds by ticker or name', () => {
    expect(infer('VTI', 'VANGUARD TOTAL STOCK MARKET ETF')).toBe('etf');
    expect(infer('VTSAX', 'VANGUARD TOTAL STOCK MARKET INDEX FUND ADMIRAL')).toBe('mutual_fund');
    expect(infer('FXAIX', 'FIDELITY 500 INDEX FUND')).toBe('mutual_fund');
    expect(infer(null, 'Vanguard Target Enrollment 2040/2041 Portfolio')).toBe('mutual_fund');
    expect(infer('VBTLX', 'VANGUARD TOTAL BOND MARKET INDEX FUND')).toBe('mutual_fund');
  });

  it('classes bonds, stocks, options and the rest', () => {
    expect(infer('912797GL5', 'UNITED STATES TREAS BILLS 0.000% 03/20/2025')).toBe('bond');
    expect(infer('AAPL', 'APPLE INC')).toBe('stock');
    expect(infer('BRK.B', 'BERKSHIRE HATHAWAY INC CL B')).toBe('stock');
    expect(infer('AAPL', 'APPLE INC', false)).toBe('other');
    expect(infer('AAPL 12/20/2024 150.00 C', 'CALL APPLE INC $150 EXP 12/20/24')).toBe('other');
    expect(infer(null, 'Private partnership interest', false)).toBe('other');
  });
});
