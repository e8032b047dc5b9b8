import { describe, expect, it } from 'vitest';
import { FIDELITY_HEADERS } from './fidelity-headers';
import { GENERIC_HEADERS } from './generic-headers';
import { mapColumns } from './header-names';
import { readPositionRow } from './read-row';
import { SCHWAB_HEADERS } from './schwab-headers';
import { VANGUARD_HEADERS } from './vanguard-headers';

const fidelityColumns = mapColumns(
  'Account Number,Account Name,Symbol,Description,Quantity,Last Price,Last Price Change,Current Value,Cost Basis,Cost Basis Per Share,Type'.split(
    ',',
  ),
  FIDELITY_HEADERS,
);
const fidelity = (line: string) => readPositionRow(line.split(','), fidelityColumns, 'fidelity');

const schwabColumns = mapColumns(
  [
    'Symbol',
    'Description',
    'Qty (Quantity)',
    'Price',
    'Mkt Val (Market Value)',
    'Cost Basis',
    'Security Type',
  ],
  SCHWAB_HEADERS,
);
const schwab = (cells: string[]) => readPositionRow(cells, schwabColumns, 'schwab');

describe('readPositionRow', () => {
  it('reads a stock with a per-share cost basis', () => {
    const result = fidelity('Z1,Ind,AAPL,APPLE INC,3,$230.505,+$1.20,$691.52,,$100.125,Cash');
    expect(result.errors).toEqual([]);
    expect(result.holding).toEqual({
      symbol: 'AAPL',
      name: 'APPLE INC',
      assetClass: 'stock',
      quantity: 3,
      costBasisCents: 30038,
      priceMicros: 230_505_000,
    });
    expect(result.valueCents).toBe(69152);
  });

  it('reads a Fidelity core money market row with only a value as dollars of cash', () => {
    const result = fidelity('Z1,Ind,SPAXX**,HELD IN MONEY MARKET,,,,$1234.56,,n/a,Cash');
    expect(result.holding).toEqual({
      symbol: 'SPAXX',
      name: 'HELD IN MONEY MARKET',
      assetClass: 'cash',
      quantity: 1234.56,
      costBasisCents: null,
      priceMicros: 1_000_000,
    });
  });

  it('reads Schwab cash, shorts and options', () => {
    const cash = schwab([
      'Cash & Cash Investments',
      '--',
      '--',
      '--',
      '$42.82',
      '--',
      'Cash and Money Market',
    ]);
    expect(cash.holding).toMatchObject({
      symbol: null,
      name: 'Cash & Cash Investments',
      quantity: 42.82,
      assetClass: 'cash',
    });
    const short = schwab([
      'TSLA',
      'TESLA INC',
      '-10',
      '$250.00',
      '-$2,500.00',
      '$2,400.00',
      'Equity',
    ]);
    expect(short.holding).toMatchObject({
      quantity: -10,
      assetClass: 'stock',
      costBasisCents: 240000,
    });
    const option = schwab([
      'AAPL 12/20/2024 150.00 C',
      'CALL APPLE INC $150',
      '2',
      '$5.25',
      '$1,050.00',
      '$800.00',
      'Option',
    ]);
    expect(option.holding).toMatchObject({
      assetClass: 'other',
      quantity: 2,
      priceMicros: 525_000_000,
    });
  });

  it('uses the security type label before guessing', () => {
    const etf = schwab([
      'SCHB',
      'SCHWAB US BROAD MARKET ETF',
      '961',
      '$117.42',
      '$112,840.62',
      '$100,975.73',
      'ETFs & Closed End Funds',
    ]);
    expect(etf.holding?.assetClass).toBe('etf');
    const fund = schwab([
      'SWPPX',
      'SCHWAB S&P 500 INDEX',
      '10',
      '$9.00',
      '$90.00',
      '$80.00',
      'Mutual Funds',
    ]);
    expect(fund.holding?.assetClass).toBe('mutual_fund');
  });

  it('reads a Vanguard 529 row without a symbol', () => {
    const columns = mapColumns(
      ['Fund Account Number', 'Fund Name', 'Price', 'Shares', 'Total Value'],
      VANGUARD_HEADERS,
    );
    const result = readPositionRow(
      [
        '535672845-01',
        'Vanguard Target Enrollment 2040/2041 Portfolio',
        '$9.45',
        '348.5265',
        '$3293.58',
      ],
      columns,
      'vanguard',
    );
    expect(result.holding).toEqual({
      symbol: null,
      name: 'Vanguard Target Enrollment 2040/2041 Portfolio',
      assetClass: 'mutual_fund',
      quantity: 348.5265,
      costBasisCents: null,
      priceMicros: 9_450_000,
    });
  });

  it('explains what is wrong instead of throwing', () => {
    expect(fidelity('Z1,Ind,AAPL,APPLE INC,abc,$1,,,,,Cash')).toMatchObject({
      holding: null,
      errors: ['Quantity "abc" is not a number'],
    });
    expect(fidelity('Z1,Ind,,,5,$1,,,,,Cash').errors).toEqual([
      'The row has no symbol or description',
    ]);
    expect(fidelity('Z1,Ind,AAPL,APPLE INC,,$1,,,,,Cash').errors).toEqual([
      'The row has no quantity',
    ]);
    expect(fidelity('Z1,Ind,AAPL,APPLE INC,1,-$1,,x1,,,Cash').errors).toEqual([
      'Value "x1" is not a number',
      'Price "-$1" is negative',
    ]);
  });

  it('reads a generic row with a type column', () => {
    const columns = mapColumns(
      ['Ticker', 'Name', 'Shares', 'Price', 'Cost', 'Type'],
      GENERIC_HEADERS,
    );
    const result = readPositionRow(
      ['BTC', 'Bitcoin', '0.5', '60000', '20000', 'Crypto'],
      columns,
      'generic',
    );
    expect(result.holding).toMatchObject({
      assetClass: 'crypto',
      quantity: 0.5,
      costBasisCents: 2_000_000,
    });
  });
});
