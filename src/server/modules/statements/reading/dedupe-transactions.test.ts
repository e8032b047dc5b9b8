import type { TStatement, TStatementTransaction } from '@shared/statements/statement-types';
import { describe, expect, it } from 'vitest';
import { dedupeTransactions } from './dedupe-transactions';
import { readFixture } from './statement-fixtures.test-helper';

function row(
  postedOn: string,
  amountCents: number,
  description: string,
  bankId: string | null = null,
) {
  return { bankId, postedOn, amountCents, description } satisfies TStatementTransaction;
}

function statement(
  fileName: string,
  transactions: TStatementTransaction[],
  account: Partial<TStatement['account']> = {},
): TStatement {
  return {
    fileName,
    account: {
      institution: 'Chase',
      kind: 'checking',
      last4: '8842',
      label: 'Chase ****8842',
      ...account,
    },
    transactions,
  };
}

const descriptions = (statements: TStatement[]) =>
  statements.map((each) => each.transactions.map((transaction) => transaction.description));

describe('dedupeTransactions', () => {
  it('keeps each transaction of overlapping OFX statements once, by FITID', () => {
    const january = statement('jan.ofx', [
      row('2025-12-30', -1549, 'NETFLIX.COM', 'F1'),
      row('2026-01-02', -8999, 'COMCAST', 'F2'),
    ]);
    // The bank's second download writes the same transaction's words differently; the id holds.
    const february = statement('feb.ofx', [
      row('2026-01-02', -8999, 'COMCAST CABLE COMM', 'F2'),
      row('2026-02-02', -8999, 'COMCAST', 'F3'),
    ]);
    expect(descriptions(dedupeTransactions([january, february]))).toEqual([
      ['NETFLIX.COM', 'COMCAST'],
      ['COMCAST'],
    ]);
  });

  it('matches CSV rows by day, amount and words, ignoring case and spacing', () => {
    const first = statement('a.csv', [row('2026-01-02', -8999, 'COMCAST  CABLE')]);
    const second = statement('b.csv', [
      row('2026-01-02', -8999, 'comcast cable'),
      row('2026-01-02', -8999, 'COMCAST CABLE', null),
      row('2026-01-03', -8999, 'COMCAST CABLE'),
    ]);
    expect(dedupeTransactions([first, second]).map((each) => each.transactions.length)).toEqual([
      1, 2,
    ]);
  });

  it('keeps two identical transactions of one file, and drops them only as repeated by the next', () => {
    const coffee = row('2026-01-05', -475, 'SQ *BLUE BOTTLE COFFE');
    const first = statement('a.csv', [coffee, coffee]);
    const second = statement('b.csv', [coffee, coffee, coffee]);
    expect(dedupeTransactions([first, second]).map((each) => each.transactions.length)).toEqual([
      2, 1,
    ]);
  });

  it('never compares transactions of different accounts', () => {
    const netflix = row('2026-01-08', -1549, 'NETFLIX.COM', 'F1');
    const checking = statement('a.ofx', [netflix]);
    const card = statement('b.ofx', [netflix], { last4: '4321', label: 'Chase ****4321' });
    const otherBank = statement('c.ofx', [netflix], {
      institution: 'Citi',
      label: 'Citi ****8842',
    });
    expect(
      dedupeTransactions([checking, card, otherBank]).map((each) => each.transactions.length),
    ).toEqual([1, 1, 1]);
  });

  it('takes files without an account number for one account when their labels agree', () => {
    const rent = row('2026-01-01', -210000, 'RENT');
    const first = statement('a.csv', [rent], { last4: null, label: 'Bank of America checking' });
    const second = statement('b.csv', [rent], { last4: null, label: 'Bank of America checking' });
    const named = statement('c.csv', [rent], { institution: null, last4: null, label: 'c.csv' });
    expect(
      dedupeTransactions([first, second, named]).map((each) => each.transactions.length),
    ).toEqual([1, 0, 1]);
  });

  it('removes the overlap between an OFX download and a re-download of the same account', () => {
    const december = readFixture('chase-checking.ofx');
    const again = { ...december, fileName: 'again.ofx' };
    const [first, second] = dedupeTransactions([december, again]);
    expect(first?.transactions).toHaveLength(4);
    expect(second?.transactions).toEqual([]);
  });
});
