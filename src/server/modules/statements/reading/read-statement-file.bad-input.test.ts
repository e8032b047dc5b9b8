import {
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_TRANSACTIONS,
  STATEMENT_MESSAGES,
} from '@shared/statements/statement-limits';
import { describe, expect, it } from 'vitest';
import { readStatementFile } from './read-statement-file';
import { fixtureBytes, readText } from './statement-fixtures.test-helper';

function messageFor(result: ReturnType<typeof readStatementFile>): string | null {
  return result.ok ? null : result.message;
}

describe('readStatementFile: files it cannot read, one message each', () => {
  it('refuses an empty file, or one of only blank lines', () => {
    expect(readStatementFile('empty.csv', new Uint8Array())).toEqual({
      ok: false,
      fileName: 'empty.csv',
      message: STATEMENT_MESSAGES.empty,
    });
    expect(messageFor(readText('blank.ofx', '\r\n  \n'))).toBe(STATEMENT_MESSAGES.empty);
  });

  it('refuses a file over 10 MB before reading it', () => {
    const bytes = Buffer.alloc(MAX_STATEMENT_BYTES + 1, 0x41);
    expect(messageFor(readStatementFile('huge.ofx', bytes))).toBe(STATEMENT_MESSAGES.tooLarge);
  });

  it('refuses a file of more than 50,000 transactions', () => {
    const line = '12/01/2025,12/01/2025,SHELL OIL,4.00,Gasoline\n';
    const text = `Trans. Date,Post Date,Description,Amount,Category\n${line.repeat(MAX_STATEMENT_TRANSACTIONS + 1)}`;
    expect(messageFor(readText('discover.csv', text))).toBe(STATEMENT_MESSAGES.tooManyTransactions);
  });

  it('says a PDF, an image or random text is not a statement', () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
    expect(messageFor(readStatementFile('statement.pdf', pdf))).toBe(
      STATEMENT_MESSAGES.notAStatement,
    );
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(messageFor(readStatementFile('photo.png', png))).toBe(STATEMENT_MESSAGES.notAStatement);
    const letter = 'Dear Jordan,\nThank you for your payment of $85.00, received on time.\n';
    expect(messageFor(readText('letter.txt', letter))).toBe(STATEMENT_MESSAGES.notAStatement);
  });

  it('says an OFX file cut off, or unreadable, is damaged', () => {
    const whole = fixtureBytes('chase-checking.ofx').toString('utf8');
    const cut = whole.slice(0, whole.indexOf('</BANKTRANLIST>'));
    expect(messageFor(readText('chase.ofx', cut))).toBe(STATEMENT_MESSAGES.malformedOfx);
    expect(messageFor(readText('x.qfx', 'OFXHEADER:100\nDATA:OFXSGML\n\nnothing here'))).toBe(
      STATEMENT_MESSAGES.malformedOfx,
    );
  });

  it('says an OFX file without a bank or card transaction list has no transactions', () => {
    const investments =
      'OFXHEADER:100\n\n<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD</INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>';
    expect(messageFor(readText('brokerage.ofx', investments))).toBe(
      STATEMENT_MESSAGES.noTransactionsInOfx,
    );
    const noList =
      'OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>1234</BANKACCTFROM></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>';
    expect(messageFor(readText('bank.ofx', noList))).toBe(STATEMENT_MESSAGES.noTransactionsInOfx);
  });

  it('says a known CSV layout with no readable row has none', () => {
    const text = 'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\n';
    expect(messageFor(readText('Chase1234_Activity.CSV', text))).toBe(
      STATEMENT_MESSAGES.noReadableRows,
    );
    const undated = `${text}DEBIT,pending,NETFLIX.COM,-15.49,DEBIT_CARD,100.00,,\n`;
    expect(messageFor(readText('Chase1234_Activity.CSV', undated))).toBe(
      STATEMENT_MESSAGES.noReadableRows,
    );
  });
});
