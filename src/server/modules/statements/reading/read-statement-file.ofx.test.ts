import { describe, expect, it } from 'vitest';
import { readStatementFile } from './read-statement-file';
import {
  fixtureBytes,
  readFixture,
  readText,
  rows,
  statementOf,
} from './statement-fixtures.test-helper';

const SGML_HEADER = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n';

function bankStatement(account: string, transactions: string) {
  return `<STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>${account}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>${transactions}</BANKTRANLIST></STMTRS></STMTTRNRS>`;
}

describe('readStatementFile: OFX 1.x (SGML)', () => {
  it('reads a Chase checking download: account, FITIDs, days, signed cents, name and memo', () => {
    const statement = readFixture('chase-checking.ofx');
    expect(statement.account).toEqual({
      institution: 'Chase',
      kind: 'checking',
      last4: '8842',
      label: 'Chase ****8842',
    });
    expect(statement.transactions[0]).toEqual({
      bankId: '20251202-1',
      postedOn: '2025-12-02',
      amountCents: -8999,
      description: 'COMCAST CABLE COMM PPD ID: 0000123456',
    });
    expect(rows(statement).slice(1)).toEqual([
      ['2025-12-08', -1549, 'NETFLIX.COM 866-579-7172 CA RECURRING PAYMENT'],
      ['2025-12-15', 245000, 'ACME CORP PAYROLL PPD ID: 9111111111'],
      ['2025-12-29', -185000, 'CHECK 1042'],
    ]);
  });

  it('reads a QFX (Quicken) download with CRLF lines, INTU tags, mixed end tags and an empty memo', () => {
    const statement = readFixture('wells-fargo-savings.qfx');
    expect(statement.account.label).toBe('Wells Fargo ****3455');
    expect(statement.account.kind).toBe('savings');
    expect(
      statement.transactions.map((each) => [each.bankId, each.amountCents, each.description]),
    ).toEqual([
      ['WF-1205-01', -4500, 'STATE FARM RO 27 SFPP'],
      ['WF-1215-01', 20000, 'ONLINE TRANSFER FROM CHECKING REF #IB0ABC1234'],
    ]);
  });

  it('reads each account of a download that holds several as its own statement', () => {
    const text = `${SGML_HEADER}<OFX><BANKMSGSRSV1>${bankStatement(
      '111122223333',
      '<STMTTRN><DTPOSTED>20251201<TRNAMT>-10.00<FITID>1<NAME>A</STMTTRN>',
    )}${bankStatement('999988887777', '<STMTTRN><DTPOSTED>20251202<TRNAMT>5.00<FITID>2<NAME>B</STMTTRN>')}</BANKMSGSRSV1></OFX>`;
    const result = readText('two-accounts.ofx', text);
    expect(result.ok && result.otherAccounts?.map((each) => each.account.last4)).toEqual(['7777']);
    expect(statementOf(result).account.label).toBe('Account ****3333');
  });

  it('skips a transaction without a readable date or amount, and reads the rest', () => {
    const text = `${SGML_HEADER}<OFX><BANKMSGSRSV1>${bankStatement(
      '12345678',
      '<STMTTRN><DTPOSTED>20251201<TRNAMT>-1,234.56<FITID>1<NAME>A</STMTTRN><STMTTRN><DTPOSTED>20251202<TRNAMT>-3.00<FITID>2<NAME>B</STMTTRN>',
    )}</BANKMSGSRSV1></OFX>`;
    expect(rows(statementOf(readText('x.ofx', text)))).toEqual([['2025-12-02', -300, 'B']]);
  });
});

describe('readStatementFile: OFX 2.x (XML)', () => {
  it('reads a Discover card download: card account, charges negative as OFX writes them', () => {
    const statement = readFixture('discover-card.ofx');
    expect(statement.account).toEqual({
      institution: 'Discover Financial Services',
      kind: 'credit_card',
      last4: '4321',
      label: 'Discover Financial Services ****4321',
    });
    expect(rows(statement)).toEqual([
      ['2025-12-03', -475, 'SQ *BLUE BOTTLE COFFE Oakland CA'],
      ['2025-12-10', -299, 'APPLE.COM/BILL 866-712-7753 CA'],
      ['2025-12-20', 50000, 'INTERNET PAYMENT - THANK YOU'],
      ['2025-12-22', -6420, 'PG&E WEB ONLINE'],
    ]);
    expect(statement.transactions[0]?.bankId).toBe('FIT20251203A');
  });

  it('tells OFX by its content, whatever the file is called', () => {
    const statement = statementOf(
      readStatementFile('download.csv', fixtureBytes('discover-card.ofx')),
    );
    expect(statement.transactions).toHaveLength(4);
  });
});
