import type {
  TStatement,
  TStatementAccount,
  TStatementTransaction,
} from '@shared/statements/statement-types';
import { accountLabel, lastFourDigits } from './account-label';
import { childOf, findAll, readOfxElements, valueOf, type TOfxElement } from './ofx-elements';
import { ofxInstitution } from './ofx-institutions';
import { ofxCents } from './statement-amounts';
import { ofxDay } from './statement-dates';

export type TOfxRead =
  { ok: true; statements: TStatement[] } | { ok: false; problem: 'malformed' | 'noTransactions' };

const BANK_KINDS: Record<string, TStatementAccount['kind']> = {
  CHECKING: 'checking',
  SAVINGS: 'savings',
  MONEYMRKT: 'savings',
};

function readTransaction(element: TOfxElement): TStatementTransaction | null {
  const postedOn = ofxDay(valueOf(element, 'DTPOSTED') ?? valueOf(element, 'DTUSER') ?? '');
  const amountCents = ofxCents(valueOf(element, 'TRNAMT') ?? '');
  if (!postedOn || amountCents === null) return null;
  const name = valueOf(element, 'NAME') ?? valueOf(childOf(element, 'PAYEE'), 'NAME');
  const memo = valueOf(element, 'MEMO');
  const checkNumber = valueOf(element, 'CHECKNUM');
  const words = [name, memo === name ? null : memo].filter(Boolean).join(' ');
  const description =
    words || (checkNumber ? `CHECK ${checkNumber}` : (valueOf(element, 'TRNTYPE') ?? ''));
  return { bankId: valueOf(element, 'FITID'), postedOn, amountCents, description };
}

type TAccountStatement = { accountId: string | null; kind: TStatementAccount['kind'] };

/** The bank (`STMTRS`) and card (`CCSTMTRS`) statements of a file, with their account. */
function statementsOf(ofx: TOfxElement): { element: TOfxElement; account: TAccountStatement }[] {
  const bank = findAll(ofx, 'STMTRS').map((element) => {
    const from = childOf(element, 'BANKACCTFROM');
    const kind = BANK_KINDS[valueOf(from, 'ACCTTYPE')?.toUpperCase() ?? ''] ?? 'other';
    return { element, account: { accountId: valueOf(from, 'ACCTID'), kind } };
  });
  const cards = findAll(ofx, 'CCSTMTRS').map((element) => {
    const accountId = valueOf(childOf(element, 'CCACCTFROM'), 'ACCTID');
    return { element, account: { accountId, kind: 'credit_card' as const } };
  });
  return [...bank, ...cards];
}

/**
 * The statements in an OFX file (1.x SGML, 2.x XML, or Quicken's QFX, which is OFX with a few
 * `INTU.` elements), one per account: a download of several accounts gives several, and an
 * account split over several statement blocks gives one. Amounts keep OFX's signs, which are the
 * account's own on bank and card statements alike (a card charge is negative).
 */
export function readOfxStatements(text: string, fileName: string): TOfxRead {
  const start = text.search(/<OFX[\s>]/i);
  const ofx = start < 0 ? null : readOfxElements(text.slice(start));
  if (!ofx) return { ok: false, problem: 'malformed' };
  const signOn = childOf(childOf(ofx, 'SIGNONMSGSRSV1'), 'SONRS');
  const fi = childOf(signOn, 'FI');
  const intuitBankId = findAll(ofx, 'INTU.BID')[0]?.text ?? null;
  const institution = ofxInstitution(valueOf(fi, 'ORG'), valueOf(fi, 'FID'), intuitBankId);
  const byAccount = new Map<string, TStatement>();
  for (const { element, account } of statementsOf(ofx)) {
    const list = childOf(element, 'BANKTRANLIST');
    if (!list) continue;
    const entries = list.children.filter((child) => child.name === 'STMTTRN');
    const transactions = entries.map(readTransaction).filter((entry) => entry !== null);
    if (entries.length > 0 && transactions.length === 0) return { ok: false, problem: 'malformed' };
    const key = `${account.kind}|${account.accountId ?? ''}`;
    const known = byAccount.get(key);
    if (known) {
      known.transactions.push(...transactions);
      continue;
    }
    const last4 = lastFourDigits(account.accountId);
    const described = { institution, kind: account.kind, last4 };
    const label = accountLabel(described, fileName);
    byAccount.set(key, { fileName, account: { ...described, label }, transactions });
  }
  if (byAccount.size === 0) return { ok: false, problem: 'noTransactions' };
  return { ok: true, statements: [...byAccount.values()] };
}
