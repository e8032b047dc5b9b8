import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/owned-rows';
import { expenses } from '../../db/schema';
import type { TMatchedObligation } from '@shared/bills/bill-schemas';

/** "Atmos Energy, Inc." and "ATMOS ENERGY" are one vendor: letters and digits only, lower case. */
export function vendorKey(vendor: string): string {
  return vendor
    .toLowerCase()
    .replace(/\b(inc|llc|co|corp|corporation|company)\b\.?/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The household's obligation a scanned bill is for: the same vendor and, when both have one, an
 * account number ending in the same four digits (one utility can bill a family for two homes).
 * Saving the bill then updates it instead of creating a duplicate.
 */
export async function findMatchingObligation(
  db: Queryable,
  ownerId: string,
  vendor: string | null,
  accountNumber: string | null,
): Promise<TMatchedObligation | null> {
  const key = vendor ? vendorKey(vendor) : '';
  if (key.length < 3) return null;
  const candidates = await db
    .select({
      id: expenses.id,
      vendor: expenses.vendor,
      costCents: expenses.costCents,
      last4: expenses.vendorAccountLast4,
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.userId, ownerId),
        // A cheap first cut in the database; vendorKey decides.
        sql`lower(${expenses.vendor}) like ${`%${key.slice(0, 3)}%`}`,
      ),
    );
  const last4 = accountNumber?.replace(/\D/g, '').slice(-4) || null;
  const match = candidates.find(
    (row) => vendorKey(row.vendor) === key && (!last4 || !row.last4 || row.last4 === last4),
  );
  return match ? { id: match.id, vendor: match.vendor, costCents: match.costCents } : null;
}
