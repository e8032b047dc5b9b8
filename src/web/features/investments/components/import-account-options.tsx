import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import type { TPositionsPreview } from '@shared/investments/positions-import-schemas';
import type { ImportAccountOption } from './import-account-assignment';

/**
 * The existing accounts the positions can go into: the investment accounts of the household being
 * added to (the server writes there, never into another household on screen). A matched account
 * the list does not hold (the list failed to load) is still offered, so a match never turns into
 * a duplicate new account.
 */
export function importAccountOptions(
  investments: readonly TInvestmentAccount[],
  ownerId: string | null,
  matches: TPositionsPreview['matches'],
): ImportAccountOption[] {
  const options: ImportAccountOption[] = investments
    .filter((account) => ownerId === null || account.ownerId === ownerId)
    .map((account) => ({
      id: account.id,
      label: [
        account.accountName,
        account.institutionName,
        account.accountNumberLast4 ? `…${account.accountNumberLast4}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  const listed = new Set(options.map((option) => option.id));
  for (const id of new Set(Object.values(matches))) {
    if (id && !listed.has(id)) options.push({ id, label: 'The matching account' });
  }
  return options;
}
