import { STATEMENT_MESSAGES } from '@shared/statements/statement-limits';
import type { TCsvMapping } from '@shared/statements/statement-types';
import { describe, expect, it } from 'vitest';
import { readText, rows, statementOf } from './statement-fixtures.test-helper';

const CREDIT_UNION = [
  'Account Activity Export',
  'Posted,Payee,Withdrawal,Deposit,Balance',
  '12/01/2025,COMCAST CABLE COMM,89.99,,910.01',
  '12/02/2025,PAYROLL ACME,,"2,450.00","3,360.01"',
  '12/03/2025,NETFLIX.COM,15.49,,3344.52',
  '12/04/2025,SQ *BLUE BOTTLE COFFE,4.75,,3339.77',
  '12/05/2025,STATE FARM,45.00,,3294.77',
  '12/06/2025,SPOTIFY,11.99,,3282.78',
].join('\n');

describe('an unknown CSV layout and the mapping step', () => {
  it('answers with the headers and the first five rows, to map', () => {
    const result = readText('credit-union.csv', CREDIT_UNION);
    expect(result).toMatchObject({ ok: false, message: STATEMENT_MESSAGES.unknownCsvLayout });
    expect(!result.ok && result.mapping).toEqual({
      headers: ['Posted', 'Payee', 'Withdrawal', 'Deposit', 'Balance'],
      sampleRows: [
        ['12/01/2025', 'COMCAST CABLE COMM', '89.99', '', '910.01'],
        ['12/02/2025', 'PAYROLL ACME', '', '2,450.00', '3,360.01'],
        ['12/03/2025', 'NETFLIX.COM', '15.49', '', '3344.52'],
        ['12/04/2025', 'SQ *BLUE BOTTLE COFFE', '4.75', '', '3339.77'],
        ['12/05/2025', 'STATE FARM', '45.00', '', '3294.77'],
      ],
    });
  });

  it('reads the file by the mapping: separate money out and in, the typed account label', () => {
    const mapping: TCsvMapping = {
      date: 'Posted',
      description: 'Payee',
      debit: 'Withdrawal',
      credit: 'Deposit',
      positiveIsCharge: false,
      accountLabel: 'Golden 1 ****4410',
    };
    const statement = statementOf(readText('credit-union.csv', CREDIT_UNION, mapping));
    expect(statement.account).toEqual({
      institution: 'Golden 1',
      kind: 'other',
      last4: '4410',
      label: 'Golden 1 ****4410',
    });
    expect(rows(statement).slice(0, 2)).toEqual([
      ['2025-12-01', -8999, 'COMCAST CABLE COMM'],
      ['2025-12-02', 245000, 'PAYROLL ACME'],
    ]);
  });

  it('names the columns of a file without a header "Column 1"…, and reads it by them', () => {
    const headerless = '2025-12-01,NETFLIX.COM,15.49\n2025-12-02,SPOTIFY,11.99\n';
    const result = readText('card.csv', headerless);
    expect(!result.ok && result.mapping?.headers).toEqual(['Column 1', 'Column 2', 'Column 3']);
    const mapping: TCsvMapping = {
      date: 'Column 1',
      description: 'Column 2',
      amount: 'Column 3',
      positiveIsCharge: true,
    };
    const statement = statementOf(readText('card.csv', headerless, mapping));
    expect(statement.account).toEqual({
      institution: null,
      kind: 'credit_card',
      last4: null,
      label: 'card.csv',
    });
    expect(rows(statement)).toEqual([
      ['2025-12-01', -1549, 'NETFLIX.COM'],
      ['2025-12-02', -1199, 'SPOTIFY'],
    ]);
  });

  it('says so when a mapped column is not in the file', () => {
    const mapping: TCsvMapping = {
      date: 'Date',
      description: 'Payee',
      amount: 'Amount',
      positiveIsCharge: false,
    };
    expect(readText('credit-union.csv', CREDIT_UNION, mapping)).toMatchObject({
      ok: false,
      message: STATEMENT_MESSAGES.mappingColumnMissing,
    });
  });
});
