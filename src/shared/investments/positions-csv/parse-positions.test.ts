import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZParsedPositions } from '../positions-import-schemas';
import { UNNAMED_ACCOUNT_KEY } from './accounts';
import { NO_HEADER_ERROR, parsePositionsCsv } from './parse-positions';

const fixture = (name: string) =>
  parsePositionsCsv(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

/** Line number → symbol (or name) of the good rows, and line number → errors of the bad ones. */
function summary(result: ReturnType<typeof parsePositionsCsv>) {
  const good: Record<number, string> = {};
  const bad: Record<number, string[]> = {};
  for (const row of result.rows)
    if (row.holding) good[row.line] = row.holding.symbol ?? row.holding.name;
    else bad[row.line] = row.errors;
  return { good, bad };
}

describe('parsePositionsCsv: Fidelity', () => {
  it('reads the current export: core cash, options, pending activity, footer date', () => {
    const result = fixture('fidelity-positions.csv');
    expect(ZParsedPositions.parse(result)).toEqual(result);
    expect(result.format).toBe('fidelity');
    expect(result.asOf).toBe('2025-12-05');
    expect(result.accounts).toEqual([
      { key: 'Z23456789', accountNumberLast4: '6789', accountName: 'Individual - TOD' },
      { key: '241234567', accountNumberLast4: '4567', accountName: 'ROTH IRA' },
    ]);
    expect(summary(result)).toEqual({
      good: { 2: 'SPAXX', 3: 'AAPL', 4: 'VTI', 5: '-AAPL260116C250', 8: 'FZFXX', 9: 'FXAIX' },
      bad: { 6: ['Quantity "twelve" is not a number'] },
    });
    // Pending activity, and the blank lines, two disclaimers and the date of the footer.
    expect(result.skippedLines).toBe(7);
    const byLine = (line: number) => result.rows.find((row) => row.line === line)?.holding;
    expect(byLine(2)).toEqual({
      symbol: 'SPAXX',
      name: 'HELD IN MONEY MARKET',
      assetClass: 'cash',
      quantity: 1520.33,
      costBasisCents: null,
      priceMicros: 1_000_000,
    });
    expect(byLine(4)).toEqual({
      symbol: 'VTI',
      name: 'VANGUARD INDEX FDS VANGUARD TOTAL STK MKT ETF',
      assetClass: 'etf',
      quantity: 55.123,
      costBasisCents: 1_300_000,
      priceMicros: 292_100_000,
    });
    expect(byLine(5)).toMatchObject({
      assetClass: 'other',
      quantity: -1,
      priceMicros: 310_000_000,
    });
    expect(byLine(9)).toMatchObject({ assetClass: 'mutual_fund', quantity: 36.417 });
    expect(result.rows.find((row) => row.line === 6)?.accountKey).toBe('Z23456789');
  });

  it('reads the 2021 layout: cost per share × quantity, bonds priced per $100', () => {
    const result = fixture('fidelity-positions-2021.csv');
    expect(result.format).toBe('fidelity');
    expect(result.asOf).toBe('2021-07-30');
    expect(summary(result)).toEqual({
      good: { 2: 'FCASH', 3: 'VWO', 4: '912828YV6' },
      bad: { 5: ['The row has no symbol or description'] },
    });
    const [cash, vwo, note] = result.rows.map((row) => row.holding);
    expect(cash).toMatchObject({ assetClass: 'cash', quantity: 55.87, priceMicros: 1_000_000 });
    expect(vwo).toMatchObject({ costBasisCents: 2_606_400, priceMicros: 50_922_000 });
    expect(note).toMatchObject({ assetClass: 'bond', quantity: 1000, priceMicros: 991_250 });
    expect(result.skippedLines).toBe(4);
  });

  it('reads sentence-case headers and the Investment type column', () => {
    const result = fixture('fidelity-positions-lowercase.csv');
    expect(result.format).toBe('fidelity');
    expect(result.asOf).toBeNull();
    expect(result.accounts).toEqual([
      { key: 'X86812345', accountNumberLast4: '2345', accountName: 'Joint WROS' },
    ]);
    expect(result.rows.map((row) => row.holding?.assetClass ?? row.errors)).toEqual([
      'cash',
      'stock',
      'etf',
      'mutual_fund',
      ['Price "$abc" is not a number'],
    ]);
    expect(result.rows[1]?.holding).toMatchObject({ symbol: 'BRK.B', costBasisCents: 300_000 });
    expect(result.skippedLines).toBe(5);
  });
});

describe('parsePositionsCsv: Schwab', () => {
  it('reads a single-account export named in its preamble', () => {
    const result = fixture('schwab-positions.csv');
    expect(ZParsedPositions.parse(result)).toEqual(result);
    expect(result.format).toBe('schwab');
    expect(result.asOf).toBe('2026-11-20');
    expect(result.accounts).toEqual([
      { key: '...123', accountNumberLast4: '123', accountName: 'Individual' },
    ]);
    expect(summary(result)).toEqual({
      good: {
        4: 'SCHB',
        5: 'MSFT',
        6: 'SWPPX',
        7: '912797GL5',
        8: 'TSLA',
        9: 'AAPL 12/18/2026 250.00 C',
        11: 'Cash & Cash Investments',
      },
      bad: { 10: ['Quantity "12,5O" is not a number'] },
    });
    // The preamble, the empty line after it, and the account total.
    expect(result.skippedLines).toBe(3);
    const holdings = result.rows.map((row) => row.holding);
    expect(holdings.map((holding) => holding?.assetClass)).toEqual([
      'etf',
      'stock',
      'mutual_fund',
      'bond',
      'stock',
      'other',
      undefined,
      'cash',
    ]);
    expect(holdings[4]).toMatchObject({ quantity: -15, priceMicros: 250_000_000 });
    expect(holdings[5]).toMatchObject({ quantity: -2, priceMicros: 310_000_000 });
    expect(holdings[3]).toMatchObject({ quantity: 5000, priceMicros: 985_100 });
    expect(holdings[7]).toEqual({
      symbol: null,
      name: 'Cash & Cash Investments',
      assetClass: 'cash',
      quantity: 6987.65,
      costBasisCents: null,
      priceMicros: 1_000_000,
    });
  });

  it('reads an All-Accounts export section by section', () => {
    const result = fixture('schwab-all-accounts.csv');
    expect(result.format).toBe('schwab');
    expect(result.asOf).toBe('2021-09-26');
    expect(result.accounts).toEqual([
      { key: 'XXXX-1234', accountNumberLast4: '1234', accountName: 'Individual' },
      { key: 'XXXX-5678', accountNumberLast4: '5678', accountName: 'Roth IRA' },
    ]);
    expect(result.rows.map((row) => [row.line, row.accountKey])).toEqual([
      [5, 'XXXX-1234'],
      [6, 'XXXX-1234'],
      [11, 'XXXX-5678'],
      [12, 'XXXX-5678'],
      [13, 'XXXX-5678'],
      [14, 'XXXX-5678'],
    ]);
    expect(result.rows[4]?.errors).toEqual(['The row has no symbol or description']);
    expect(result.rows[0]?.holding).toMatchObject({
      symbol: 'SCHB',
      quantity: 961,
      costBasisCents: 10_097_573,
      priceMicros: 117_420_000,
    });
    // Preamble, titles, totals and empty lines.
    expect(result.skippedLines).toBe(9);
  });

  it('skips "Cash & Cash Investments" when it totals the cash rows above it', () => {
    const result = parsePositionsCsv(
      [
        '"Positions for account Joint XXXX-4321 as of 04:00 PM ET, 2025/05/04"',
        '"Symbol","Description","Qty (Quantity)","Price","Mkt Val (Market Value)","Security Type"',
        '"SWVXX","SCHWAB VALUE ADVANTAGE MONEY FUND","500","$1.00","$500.00","Cash and Money Market"',
        '"Cash & Cash Investments","--","--","--","$500.00","Cash and Money Market"',
      ].join('\n'),
    );
    expect(result.asOf).toBe('2025-05-04');
    expect(result.rows.map((row) => row.holding?.symbol)).toEqual(['SWVXX']);
    expect(result.skippedLines).toBe(2);
  });

  it('takes an older header without a security type as Schwab after the preamble', () => {
    const result = parsePositionsCsv(
      '"Positions for account Individual XXXX-1234 as of 09:59 PM ET, 09/26/2021"\n\n' +
        '"Symbol","Description","Quantity","Price","Market Value","Cost Basis"\n' +
        '"VOO","VANGUARD S&P 500 ETF","10","$201.00","$2,010.00","$1,800.00"\n',
    );
    expect(result.format).toBe('schwab');
    expect(result.rows[0]).toMatchObject({ accountKey: 'XXXX-1234', line: 4 });
  });
});

describe('parsePositionsCsv: Vanguard', () => {
  it('reads the holdings and skips the transactions section', () => {
    const result = fixture('vanguard-positions.csv');
    expect(ZParsedPositions.parse(result)).toEqual(result);
    expect(result.format).toBe('vanguard');
    expect(result.asOf).toBeNull();
    expect(result.accounts).toEqual([
      { key: '24003142', accountNumberLast4: '3142', accountName: null },
      { key: '24008827', accountNumberLast4: '8827', accountName: null },
    ]);
    expect(result.rows.map((row) => row.holding?.assetClass ?? row.errors)).toEqual([
      'cash',
      'mutual_fund',
      'etf',
      'stock',
      'mutual_fund',
      ['Quantity "abc" is not a number'],
    ]);
    expect(result.rows[0]?.holding).toMatchObject({ quantity: 1520.33, priceMicros: 1_000_000 });
    expect(result.rows[1]?.holding).toMatchObject({
      symbol: 'VTSAX',
      quantity: 120.456,
      costBasisCents: null,
      priceMicros: 131_450_000,
    });
    // Three empty lines, the transactions header, three trades and the final empty line.
    expect(result.skippedLines).toBe(8);
  });

  it('reads the 529 plan layout, which has no symbols', () => {
    const result = parsePositionsCsv(
      'Fund Account Number,Fund Name,Price,Shares,Total Value\n' +
        '535672845-01,Vanguard Target Enrollment 2040/2041 Portfolio,$9.45,348.5265,$3293.58\n' +
        '\n' +
        'Account Number,Trade Date,Process Date,Transaction Type,Transaction Description,Investment Name,Share Price,Shares,Gross Amount,Net Amount\n' +
        '535672845-01,06/30/2023,06/30/2023,Contribution AIP,Contribution AIP,Vanguard Target Enrollment 2040/2041 Portfolio,$9.51,26.2881,$250,$250\n',
    );
    expect(result.format).toBe('vanguard');
    expect(result.accounts).toEqual([
      { key: '535672845-01', accountNumberLast4: '2845', accountName: null },
    ]);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]?.holding).toEqual({
      symbol: null,
      name: 'Vanguard Target Enrollment 2040/2041 Portfolio',
      assetClass: 'mutual_fund',
      quantity: 348.5265,
      costBasisCents: null,
      priceMicros: 9_450_000,
    });
  });
});

describe('parsePositionsCsv: generic', () => {
  it('reads common column names after a preamble, and skips totals and notes', () => {
    const result = fixture('generic-positions.csv');
    expect(ZParsedPositions.parse(result)).toEqual(result);
    expect(result.format).toBe('generic');
    expect(result.asOf).toBe('2026-11-20');
    expect(result.accounts).toEqual([
      { key: UNNAMED_ACCOUNT_KEY, accountNumberLast4: null, accountName: null },
    ]);
    expect(summary(result)).toEqual({
      good: { 5: 'AAPL', 6: 'VTI', 7: 'BTC', 8: 'Rental duplex', 9: 'GOOG' },
      bad: { 10: ['Quantity "1O" is not a number'] },
    });
    expect(result.rows.map((row) => row.holding?.assetClass)).toEqual([
      'stock',
      'etf',
      'crypto',
      'real_estate',
      'stock',
      undefined,
    ]);
    expect(result.rows[4]?.holding).toMatchObject({ quantity: -5, costBasisCents: null });
    expect(result.rows[2]?.holding).toMatchObject({ priceMicros: 60_000_000_000 });
    expect(result.skippedLines).toBe(6);
  });

  it('reports a file without a usable header as one error at line 1', () => {
    const result = parsePositionsCsv('Date,Payee,Amount\n2026-01-02,Grocer,-12.00\n');
    expect(result).toEqual({
      format: 'generic',
      asOf: null,
      accounts: [],
      rows: [
        {
          line: 1,
          accountKey: '',
          holding: null,
          errors: [NO_HEADER_ERROR],
          cells: ['Date', 'Payee', 'Amount'],
        },
      ],
      skippedLines: 2,
    });
    expect(parsePositionsCsv('\n\n').rows[0]?.errors).toEqual(['The file is empty']);
  });

  it('gives the real line of rows after quoted cells spanning lines', () => {
    const result = parsePositionsCsv(
      'Symbol,Name,Quantity\n"AAPL","Apple\nInc.",1\n\nMSFT,Microsoft,2\n',
    );
    expect(result.rows.map((row) => row.line)).toEqual([2, 5]);
    expect(result.skippedLines).toBe(1);
  });

  it('never throws, and its result always fits the contract', () => {
    const cell = fc.constantFrom(
      'Symbol',
      'Quantity',
      'Account Number',
      'Shares',
      'Total Value',
      'AAPL',
      '$1,234.50',
      '(5)',
      '--',
      'Total',
      'abc',
      '',
    );
    const line = fc.array(cell, { maxLength: 6 }).map((cells) => cells.join(','));
    const file = fc.array(line, { maxLength: 8 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(fc.oneof(file, fc.string()), (text) => {
        const result = parsePositionsCsv(text);
        expect(ZParsedPositions.safeParse(result).success).toBe(true);
      }),
    );
  });
});
