import { describe, expect, it } from 'vitest';
import { childOf, findAll, readOfxElements, valueOf, type TOfxElement } from './ofx-elements';

function values(element: TOfxElement | undefined): Record<string, string | null> {
  return Object.fromEntries((element?.children ?? []).map((child) => [child.name, child.text]));
}

function firstTransaction(body: string) {
  const ofx = readOfxElements(body);
  if (!ofx) throw new Error('not read');
  return findAll(ofx, 'STMTTRN')[0];
}

describe('readOfxElements', () => {
  it('reads SGML values without end tags, and aggregates by theirs', () => {
    const ofx = readOfxElements(
      '<OFX><SONRS><FI><ORG>B1<FID>10898</FI><INTU.BID>10898</SONRS></OFX>',
    );
    const signOn = childOf(ofx ?? undefined, 'SONRS');
    expect(values(childOf(signOn, 'FI'))).toEqual({ ORG: 'B1', FID: '10898' });
    expect(valueOf(signOn, 'INTU.BID')).toBe('10898');
  });

  it('reads XML, decoding entities and skipping the declarations', () => {
    const transaction = firstTransaction(
      '<OFX>\n  <STMTTRN>\n    <NAME>PG&amp;E WEB &#x41;&#66;</NAME>\n    <MEMO><![CDATA[A < B]]></MEMO>\n  </STMTTRN>\n</OFX>',
    );
    expect(values(transaction)).toEqual({ NAME: 'PG&E WEB AB', MEMO: 'A < B' });
  });

  it('reads SGML where some values have end tags and others do not', () => {
    const transaction = firstTransaction(
      '<OFX><STMTTRN><TRNAMT>-9.99<FITID>A2</FITID><NAME>AT&T *BILL</NAME><MEMO>x</STMTTRN></OFX>',
    );
    expect(values(transaction)).toEqual({
      TRNAMT: '-9.99',
      FITID: 'A2',
      NAME: 'AT&T *BILL',
      MEMO: 'x',
    });
  });

  it('reads a value the bank left empty as empty, keeping what follows in its aggregate', () => {
    const transaction = firstTransaction(
      '<OFX><STMTTRN><MEMO>\n<NAME>COMCAST\n<PAYEEID>0\n<MEMO/>\n</STMTTRN><STMTTRN><NAME>B\n</STMTTRN></OFX>',
    );
    expect(transaction?.children.map((child) => [child.name, child.text])).toEqual([
      ['MEMO', ''],
      ['NAME', 'COMCAST'],
      ['PAYEEID', '0'],
      ['MEMO', ''],
    ]);
  });

  it('turns a line break inside a memo into a space', () => {
    const transaction = firstTransaction(
      '<OFX><STMTTRN><MEMO>EFTPOS<BR/>Card 1234</STMTTRN></OFX>',
    );
    expect(valueOf(transaction, 'MEMO')).toBe('EFTPOS Card 1234');
  });

  it('gives null for a file cut off before </OFX>', () => {
    expect(readOfxElements('<OFX><BANKMSGSRSV1><STMTTRN><NAME>NETFLIX')).toBeNull();
    expect(readOfxElements('<OFX></OFX>')).not.toBeNull();
  });
});
