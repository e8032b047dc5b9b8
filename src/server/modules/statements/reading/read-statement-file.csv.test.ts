import { describe, expect, it } from 'vitest';
import { readFixture, readText, rows, statementOf } from './statement-fixtures.test-helper';

describe('readStatementFile: bank CSV exports', () => {
  it('reads Chase checking, with the last four from the name Chase gives the file', () => {
    const statement = readFixture('Chase8842_Activity_20260105.CSV');
    expect(statement.account).toEqual({
      institution: 'Chase',
      kind: 'checking',
      last4: '8842',
      label: 'Chase ****8842',
    });
    expect(rows(statement)).toEqual([
      [
        '2025-12-29',
        -14217,
        'ORIG CO NAME:PSE&G CO ORIG ID:1234567890 DESC DATE: CO ENTRY DESCR:PAYMENT',
      ],
      ['2025-12-08', -1549, 'NETFLIX.COM 866-579-7172 CA 12/07'],
      ['2025-12-15', 245000, 'ACME CORP PAYROLL PPD ID: 9111111111'],
      ['2025-12-20', -185000, 'CHECK 1042'],
    ]);
    expect(statement.transactions.every((each) => each.bankId === null)).toBe(true);
  });

  it('reads Bank of America checking after its summary block, skipping the balance row', () => {
    const statement = readFixture('bofa-checking.csv');
    expect(statement.account.label).toBe('Bank of America checking');
    expect(rows(statement).map(([day, cents]) => [day, cents])).toEqual([
      ['2025-12-02', -8500],
      ['2025-12-05', -115498],
      ['2025-12-15', 335000],
      ['2025-12-20', -100000],
    ]);
  });

  it('reads Wells Fargo, which has no header row', () => {
    const statement = readFixture('wells-fargo.csv');
    expect(statement.account.institution).toBe('Wells Fargo');
    expect(rows(statement)).toEqual([
      ['2025-12-30', -7500, 'GEICO *AUTO 800-841-3000 DC'],
      ['2025-12-15', 210000, 'ACME CORP PAYROLL 251215 0001234567 JORDAN RIVERA'],
      ['2025-12-10', -6000, 'CHECK # 1043'],
      ['2025-12-03', -999, 'PAYPAL *HBOMAX 402-935-7733 CA'],
    ]);
  });

  it('reads U.S. Bank, payee and memo together, M/D/YYYY dates', () => {
    expect(rows(readFixture('us-bank.csv'))).toEqual([
      ['2025-12-03', -11240, 'XCEL ENERGY-NSP Download from usbank.com. XCELENERGY-NSP'],
      [
        '2025-12-15',
        225000,
        'ELECTRONIC DEPOSIT ACME CORP Download from usbank.com. ACME CORP PAYROLL',
      ],
    ]);
  });
});

describe('readStatementFile: card CSV exports, charges always negative', () => {
  it('keeps Chase card signs (charges already negative), by the posting day', () => {
    const statement = readFixture('chase-card.csv');
    expect(statement.account.kind).toBe('credit_card');
    expect(rows(statement)).toEqual([
      ['2025-12-28', -1199, 'SPOTIFY USA'],
      ['2025-12-23', -2347, 'TST* SHAKE SHACK 1234'],
      ['2025-12-20', 60000, 'Payment Thank You-Mobile'],
      ['2025-12-19', 1999, 'AMAZON MKTPL*ZX12Y34B5'],
    ]);
  });

  it('keeps Bank of America card signs and reads the payee', () => {
    expect(rows(readFixture('bofa-card.csv'))).toEqual([
      ['2025-12-14', -4176, 'KROGER #539 800-853-3033 VA'],
      ['2025-12-16', -1799, 'HULU 877-8244858 HULU.COM/BILLCA'],
      ['2025-12-21', 25000, 'PAYMENT - THANK YOU'],
    ]);
  });

  it('reads Capital One debit and credit columns, ISO dates, and the card number', () => {
    const statement = readFixture('capital-one.csv');
    expect(statement.account.label).toBe('Capital One ****5550');
    expect(rows(statement)).toEqual([
      ['2025-12-28', -2499, 'PLANET FITNESS'],
      ['2025-12-21', 35000, 'CAPITAL ONE MOBILE PYMT'],
      ['2025-12-12', -525, 'SQ *BLUE BOTTLE COFFE'],
    ]);
  });

  it('reads Citi debit and credit columns (a credit written negative is still money in), skipping pending', () => {
    expect(rows(readFixture('citi.csv'))).toEqual([
      ['2025-12-28', -5999, 'ADOBE *CREATIVE CLD 408-536-6000 CA'],
      ['2025-12-21', 30000, 'ONLINE PAYMENT, THANK YOU'],
      ['2025-12-19', -102137, 'COSTCO WHSE #0123 SAN JOSE CA'],
    ]);
  });

  it('turns American Express charges, written positive, into money out', () => {
    const statement = readFixture('amex.csv');
    expect(statement.account.label).toBe('American Express card');
    expect(rows(statement).map(([, cents]) => cents)).toEqual([-1399, -8612, 45000, -400]);
  });

  it('reads the detailed American Express export, its account number and multi-line cells', () => {
    const statement = readFixture('amex-details.csv');
    expect(statement.account.label).toBe('American Express ****1005');
    expect(rows(statement)).toEqual([
      ['2025-12-26', -1399, 'DISNEY PLUS 888-905-7888 CA'],
      ['2025-12-12', 45000, 'AUTOPAY PAYMENT - THANK YOU'],
    ]);
  });

  it('turns Discover charges, written positive, into money out', () => {
    expect(rows(readFixture('discover.csv'))).toEqual([
      ['2025-12-01', -899, 'PRIME VIDEO *AB1CD2EF3 888-802-3080 WA'],
      ['2025-12-10', 12000, 'INTERNET PAYMENT - THANK YOU'],
      ['2025-12-18', -4831, 'SHELL OIL 57444212500 SAN JOSE CA'],
    ]);
  });

  it('does not take a bank export with the plain Date,Description,Amount header for American Express', () => {
    const result = readText(
      'credit-union.csv',
      'Date,Description,Amount\n12/01/2025,RENT,-2100.00\n12/03/2025,GROCERY,-80.00\n12/15/2025,PAYROLL,2500.00\n',
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.mapping?.headers).toEqual(['Date', 'Description', 'Amount']);
  });

  it('reads header names in any case and with or without their punctuation', () => {
    const statement = statementOf(
      readText(
        'discover.csv',
        'TRANS DATE,POST DATE,DESCRIPTION,AMOUNT,CATEGORY\n1/5/26,1/6/26,NETFLIX.COM,15.49,Services\n',
      ),
    );
    expect(rows(statement)).toEqual([['2026-01-06', -1549, 'NETFLIX.COM']]);
  });
});
