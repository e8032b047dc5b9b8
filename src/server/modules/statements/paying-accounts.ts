import type { TDetectedSeries } from '@shared/statements/statement-api';
import type { TStatementAccount } from '@shared/statements/statement-types';
import { onlyPayingAccount, type PayingAccount } from '../assets/paying-account-rows';
import { vendorsAgree } from '../bills/obligation-match';

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
  return onlyPayingAccount(
    ending.length === 1 ? ending : ending.filter((row) => row.type === account.kind),
  );
}
