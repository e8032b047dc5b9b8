import type { Database } from '../../db/client';
import { householdRows } from '../../db/household-rows';
import { pickColumns } from '../../db/pick-columns';
import { holdings } from '../../db/schema';
import { storedHoldingValueCents } from '@shared/investments/valuation';

/**
 * Each investment account's value as Investments shows it (valuation.ts accountValueCents):
 * what its priced holdings (and cash) are worth, or while it has no holdings, its entered
 * balance. For readers that print or analyse accounts without listing their holdings.
 */
export async function investmentAccountValues(
  db: Pick<Database, 'select'>,
  ownerIds: readonly string[],
  accounts: readonly { id: string; balanceCents: number | null }[],
): Promise<Map<string, number>> {
  const positions = await householdRows(
    db,
    ownerIds,
    holdings,
    [],
    pickColumns(holdings, ['accountId', 'assetClass', 'quantity', 'priceMicros', 'priceAsOf']),
  );
  const held = new Map<string, number>();
  for (const position of positions)
    held.set(
      position.accountId,
      (held.get(position.accountId) ?? 0) + (storedHoldingValueCents(position) ?? 0),
    );
  return new Map(
    accounts.map((account) => [account.id, held.get(account.id) ?? account.balanceCents ?? 0]),
  );
}
