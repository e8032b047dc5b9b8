// A household's statements as the files a person downloads: the checking account as OFX in four
// half-year files that overlap by a few days (1.x SGML or 2.x XML by bank), the card as its
// issuer's CSV export in two files that overlap by a month, the second card as one OFX 2.x file.
import { dayNumber, isoOf } from './calendar';
import type { BankStyle } from './descriptor-styles';
import type { CardLayout, GeneratedTransaction, Household } from './household';

export type StatementFile = { name: string; bytes: Buffer };

const CHECKING_ID = '000047218842';
const CARD2_ID = '4111000011117777';
const OVERLAP_DAYS = 5;

export function statementFiles(household: Household): StatementFile[] {
  const of = (account: GeneratedTransaction['account']) =>
    household.transactions.filter((transaction) => transaction.account === account);
  const first = dayNumber(household.firstDay);
  const last = dayNumber(household.lastDay);
  const files: StatementFile[] = [];
  const checking = of('checking');
  for (let part = 0; part < 4; part += 1) {
    const from =
      first + Math.floor(((last - first + 1) * part) / 4) - (part > 0 ? OVERLAP_DAYS : 0);
    const to = first + Math.floor(((last - first + 1) * (part + 1)) / 4) - 1;
    const rows = checking
      .map((transaction, index) => ({ transaction, fitId: `${household.seed}-C${index}` }))
      .filter(({ transaction }) => within(transaction, from, to));
    files.push(checkingOfx(household.bank, rows, from, to, part));
  }
  const card = of('card');
  const middle = first + 395;
  files.push(
    cardCsv(
      household.cardLayout,
      card.filter((entry) => within(entry, first, middle)),
      1,
    ),
  );
  files.push(
    cardCsv(
      household.cardLayout,
      card.filter((entry) => within(entry, middle - 30, last)),
      2,
    ),
  );
  files.push(secondCardOfx(of('card2'), first, last));
  return files;
}

function within(transaction: GeneratedTransaction, from: number, to: number): boolean {
  const day = dayNumber(transaction.postedOn);
  return day >= from && day <= to;
}

const ofxDate = (day: number) => `${isoOf(day).replace(/-/g, '')}120000[-5:EST]`;
const ofxText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** OFX names are 32 characters at most; the rest goes to the memo (readers join them). */
function nameAndMemo(description: string): { name: string; memo: string | null } {
  if (description.length <= 32) return { name: description, memo: null };
  const cut = description.lastIndexOf(' ', 32);
  if (cut <= 0) return { name: description, memo: null };
  return { name: description.slice(0, cut), memo: description.slice(cut + 1) };
}

function transactionElement(
  transaction: GeneratedTransaction,
  fitId: string,
  closeTags: boolean,
): string {
  const { name, memo } = nameAndMemo(transaction.description);
  const element = (tag: string, value: string) =>
    closeTags ? `<${tag}>${ofxText(value)}</${tag}>` : `<${tag}>${ofxText(value)}`;
  return [
    '<STMTTRN>',
    element('TRNTYPE', transaction.amountCents < 0 ? 'DEBIT' : 'CREDIT'),
    element('DTPOSTED', ofxDate(dayNumber(transaction.postedOn))),
    element('TRNAMT', (transaction.amountCents / 100).toFixed(2)),
    element('FITID', fitId),
    element('NAME', name),
    ...(memo ? [element('MEMO', memo)] : []),
    '</STMTTRN>',
  ].join('\n');
}

const SGML_HEADER = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE
`;

const XML_HEADER = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
`;

const BANK_NAMES: Record<BankStyle, string> = {
  compact: 'Prairie State Bank',
  'web-pmt': 'Lakeshore Savings Bank',
  ppd: 'Chase',
};

function checkingOfx(
  bank: BankStyle,
  rows: { transaction: GeneratedTransaction; fitId: string }[],
  from: number,
  to: number,
  part: number,
): StatementFile {
  const xml = bank === 'web-pmt';
  const close = (tag: string, value: string) =>
    xml ? `<${tag}>${value}</${tag}>` : `<${tag}>${value}`;
  const body = `<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS>${close('CODE', '0')}${close('SEVERITY', 'INFO')}</STATUS>${close('DTSERVER', ofxDate(to + 1))}${close('LANGUAGE', 'ENG')}
<FI>${close('ORG', BANK_NAMES[bank])}${close('FID', '4471')}</FI></SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS>${close('TRNUID', String(part + 1))}<STATUS>${close('CODE', '0')}${close('SEVERITY', 'INFO')}</STATUS>
<STMTRS>${close('CURDEF', 'USD')}<BANKACCTFROM>${close('BANKID', '071000013')}${close('ACCTID', CHECKING_ID)}${close('ACCTTYPE', 'CHECKING')}</BANKACCTFROM>
<BANKTRANLIST>${close('DTSTART', ofxDate(from))}${close('DTEND', ofxDate(to))}
${rows.map(({ transaction, fitId }) => transactionElement(transaction, fitId, xml)).join('\n')}
</BANKTRANLIST>
<LEDGERBAL>${close('BALAMT', '1000.00')}${close('DTASOF', ofxDate(to))}</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;
  return {
    name: `checking-${part + 1}.${xml ? 'qfx' : 'ofx'}`,
    bytes: Buffer.from((xml ? XML_HEADER : SGML_HEADER) + '\n' + body),
  };
}

function secondCardOfx(
  transactions: GeneratedTransaction[],
  from: number,
  to: number,
): StatementFile {
  const body = `<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>${ofxDate(to + 1)}</DTSERVER><LANGUAGE>ENG</LANGUAGE>
<FI><ORG>Harbor FCU</ORG><FID>9120</FID></FI></SONRS></SIGNONMSGSRSV1>
<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<CCSTMTRS><CURDEF>USD</CURDEF><CCACCTFROM><ACCTID>${CARD2_ID}</ACCTID></CCACCTFROM>
<BANKTRANLIST><DTSTART>${ofxDate(from)}</DTSTART><DTEND>${ofxDate(to)}</DTEND>
${transactions.map((transaction, index) => transactionElement(transaction, `H${index}`, true)).join('\n')}
</BANKTRANLIST>
<LEDGERBAL><BALAMT>-250.00</BALAMT><DTASOF>${ofxDate(to)}</DTASOF></LEDGERBAL>
</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>
</OFX>
`;
  return { name: 'harbor-visa.qfx', bytes: Buffer.from(XML_HEADER + body) };
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Each issuer's columns and signs (charges negative at Chase, positive at Discover and Amex). */
const CSV_WRITERS: Record<
  CardLayout,
  { header: string; row: (entry: GeneratedTransaction) => string }
> = {
  chase: {
    header: 'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
    row: (entry) =>
      `${usDate(entry.postedOn)},${usDate(entry.postedOn)},${quoted(entry.description)},,${entry.amountCents < 0 ? 'Sale' : 'Payment'},${dollars(entry.amountCents)},`,
  },
  'capital-one': {
    header: 'Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit',
    row: (entry) =>
      `${entry.postedOn},${entry.postedOn},5550,${quoted(entry.description)},Other,${entry.amountCents < 0 ? dollars(-entry.amountCents) : ''},${entry.amountCents > 0 ? dollars(entry.amountCents) : ''}`,
  },
  citi: {
    header: 'Status,Date,Description,Debit,Credit',
    row: (entry) =>
      `Cleared,${usDate(entry.postedOn)},${quoted(entry.description)},${entry.amountCents < 0 ? dollars(-entry.amountCents) : ''},${entry.amountCents > 0 ? dollars(-entry.amountCents) : ''}`,
  },
  discover: {
    header: 'Trans. Date,Post Date,Description,Amount,Category',
    row: (entry) =>
      `${usDate(entry.postedOn)},${usDate(entry.postedOn)},${quoted(entry.description)},${dollars(-entry.amountCents)},Merchandise`,
  },
  amex: {
    header: 'Date,Description,Amount',
    row: (entry) =>
      `${usDate(entry.postedOn)},${quoted(entry.description)},${dollars(-entry.amountCents)}`,
  },
};

function cardCsv(
  layout: CardLayout,
  transactions: GeneratedTransaction[],
  part: number,
): StatementFile {
  const writer = CSV_WRITERS[layout];
  // Newest first, as the issuers export.
  const rows = [...transactions].reverse().map(writer.row);
  return {
    name: `${layout}-card-${part}.csv`,
    bytes: Buffer.from(`${[writer.header, ...rows].join('\n')}\n`),
  };
}
