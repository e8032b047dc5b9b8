import type {
  TStatement,
  TStatementAccount,
  TStatementTransaction,
} from '@shared/statements/statement-types';

/** Statements of one account: the same institution and last four, else the same label. */
function accountKey(account: TStatementAccount): string {
  if (account.last4) return `number|${(account.institution ?? '').toLowerCase()}|${account.last4}`;
  return `label|${account.label.toLowerCase()}`;
}

/** The bank's id where it gave one (OFX FITID), else the day, the amount and the words. */
function transactionKey(transaction: TStatementTransaction): string {
  if (transaction.bankId) return `id|${transaction.bankId}`;
  const words = transaction.description.replace(/\s+/g, ' ').trim().toLowerCase();
  return `row|${transaction.postedOn}|${transaction.amountCents}|${words}`;
}

/**
 * Overlapping statements of one account (January–March and March–May) with each transaction
 * kept once. A transaction is dropped only as far as an earlier statement of the account already
 * had it: two identical coffees on one day in one file are both real and both kept, and the
 * same two in the next file's overlap are dropped. Statements stay in their order, each with its
 * own file name; later ones lose what they repeated.
 */
export function dedupeTransactions(statements: readonly TStatement[]): TStatement[] {
  const seenByAccount = new Map<string, Map<string, number>>();
  return statements.map((statement) => {
    const account = accountKey(statement.account);
    const accountSeen = seenByAccount.get(account) ?? new Map<string, number>();
    seenByAccount.set(account, accountSeen);
    const inThisFile = new Map<string, number>();
    const transactions = statement.transactions.filter((transaction) => {
      const key = transactionKey(transaction);
      const count = (inThisFile.get(key) ?? 0) + 1;
      inThisFile.set(key, count);
      if (count <= (accountSeen.get(key) ?? 0)) return false;
      accountSeen.set(key, count);
      return true;
    });
    return { ...statement, transactions };
  });
}
