import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TDetectedSeries } from '@shared/statements/statement-api';
import type { TStatementAccount } from '@shared/statements/statement-types';
import { bankAccountLabel, bankAccountProblem } from '@shared/finance/bank-account-text';
import type { Queryable } from '../../db/owned-rows';
import { assets } from '../../db/schema';
import { vendorsAgree } from '../bills/obligation-match';

/** The accounts a bill is paid from (as bill-proposals.ts): bank accounts and cards. */
const PAYING_ACCOUNT_TYPES = ['checking', 'savings', 'credit_card'];

export type PayingAccount = {
  id: string;
  type: string;
  institutionName: string;
  accountName: string;
  accountNumberLast4: string | null;
};

/** The household's bank accounts and cards whose last 4 are known, in one query. */
export function payingAccounts(db: Queryable, ownerId: string): Promise<PayingAccount[]> {
  return db
    .select({
      id: assets.id,
      type: assets.type,
      institutionName: assets.institutionName,
      accountName: assets.accountName,
      accountNumberLast4: assets.accountNumberLast4,
    })
    .from(assets)
    .where(
      and(
        eq(assets.userId, ownerId),
        inArray(assets.type, PAYING_ACCOUNT_TYPES),
        isNotNull(assets.accountNumberLast4),
      ),
    );
}

/** Of several candidates, the only one; none when there are two (a guess would often be wrong). */
function onlyOne<T>(rows: readonly T[]): T | null {
  return rows.length === 1 ? (rows[0] ?? null) : null;
}

/**
 * The household's account a statement is of: the same last 4, from the same institution where
 * the file names it ("Chase" and "JPMorgan Chase" agree), and among several, the same kind
 * (checking, savings or card). None when that leaves two, or when its label could not be saved
 * as an obligation's bank account.
 */
export function payingAccountFor(
  account: TStatementAccount,
  accounts: readonly PayingAccount[],
): TDetectedSeries['payingAccount'] {
  const last4 = account.last4?.toUpperCase();
  if (!last4) return null;
  const { institution } = account;
  const ending = accounts.filter(
    (row) =>
      row.accountNumberLast4?.toUpperCase() === last4 &&
      (!institution || vendorsAgree(institution, row.institutionName)),
  );
  const found = onlyOne(ending) ?? onlyOne(ending.filter((row) => row.type === account.kind));
  if (!found) return null;
  const label = bankAccountLabel(found);
  return bankAccountProblem(label) === null ? { id: found.id, label } : null;
}
