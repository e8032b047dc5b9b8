import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/owned-rows';
import { expenses } from '../../db/schema';
import type { ObligationCandidate } from './series-matching';

/**
 * The household's obligations as series are matched with them, newest first (as bills are), in
 * one query for all the series. A statement carries no vendor account number, so none is
 * selected: the sealed column is never read for an import.
 */
export async function obligationCandidates(
  db: Queryable,
  ownerId: string,
): Promise<ObligationCandidate[]> {
  const rows = await db
    .select({
      id: expenses.id,
      vendor: expenses.vendor,
      costCents: expenses.costCents,
      frequency: expenses.frequency,
      last4: expenses.vendorAccountLast4,
      addressStreet: expenses.addressStreet,
      addressZip: expenses.addressZip,
      addressFull: expenses.addressFull,
    })
    .from(expenses)
    .where(eq(expenses.userId, ownerId))
    .orderBy(desc(expenses.createdAt), desc(expenses.id));
  return rows.map((row) => ({ ...row, accountNumber: () => null }));
}
