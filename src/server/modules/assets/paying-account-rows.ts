import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { bankAccountLabel, bankAccountProblem } from '@shared/finance/bank-account-text';
import type { Queryable } from '../../db/owned-rows';
import { assets } from '../../db/schema';

/** The accounts a bill is paid from: bank accounts and cards, not investments or a home. */
const PAYING_ACCOUNT_TYPES = ['checking', 'savings', 'credit_card'];

export type PayingAccount = {
  id: string;
  type: string;
  institutionName: string;
  accountName: string;
  accountNumberLast4: string | null;
};

/** A household's bank accounts and cards whose last 4 are known, in one query. */
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

/**
 * The one account of several candidates, as an obligation's payment account: none when two fit
 * (a guess between them would be wrong half the time) or when its label could not be saved as an
 * obligation's bank account.
 */
export function onlyPayingAccount(
  candidates: readonly PayingAccount[],
): { id: string; label: string } | null {
  const [account] = candidates;
  if (!account || candidates.length > 1) return null;
  const label = bankAccountLabel(account);
  return bankAccountProblem(label) === null ? { id: account.id, label } : null;
}
