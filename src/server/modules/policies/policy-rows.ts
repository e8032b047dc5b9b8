import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Frequency } from '@shared/finance/frequency';
import type { Queryable } from '../../db/owned-rows';
import { ownedRows } from '../../db/owned-rows';
import { expenses, insurancePolicies } from '../../db/schema';

type PolicyColumns = typeof insurancePolicies.$inferSelect;
export type NewPolicyRow = typeof insurancePolicies.$inferInsert;

/** What the card shows of the obligation that pays the premium. */
export type PremiumSummary = { vendor: string; costCents: number; frequency: Frequency };

/** A policy with its premium obligation, read in the same query. */
export type PolicyRow = PolicyColumns & { premium: PremiumSummary | null };

const plain = ownedRows(insurancePolicies);

/**
 * The policies with the obligation that pays each premium. The join also requires the obligation
 * to be the policy's own household's, so a link can never show another household's obligation.
 */
async function select(db: Queryable, where: SQL | undefined): Promise<PolicyRow[]> {
  const found = await db
    .select({
      policy: insurancePolicies,
      vendor: expenses.vendor,
      costCents: expenses.costCents,
      frequency: expenses.frequency,
    })
    .from(insurancePolicies)
    .leftJoin(
      expenses,
      and(
        eq(expenses.id, insurancePolicies.premiumExpenseId),
        eq(expenses.userId, insurancePolicies.userId),
      ),
    )
    .where(where)
    .orderBy(desc(insurancePolicies.createdAt), desc(insurancePolicies.id));
  return found.map(({ policy, vendor, costCents, frequency }) => ({
    ...policy,
    premium:
      vendor === null || costCents === null
        ? null
        : { vendor, costCents, frequency: frequency as Frequency },
  }));
}

/** The queries `ownedCrud` needs, each scoped to the owner ids access.ts allowed. */
export const policyRows = {
  async list(db: Queryable, ownerIds: string[]): Promise<PolicyRow[]> {
    if (ownerIds.length === 0) return [];
    return select(db, inArray(insurancePolicies.userId, ownerIds));
  },

  async find(db: Queryable, id: string, ownerIds: string[]): Promise<PolicyRow | null> {
    if (ownerIds.length === 0) return null;
    const [row] = await select(
      db,
      and(eq(insurancePolicies.id, id), inArray(insurancePolicies.userId, ownerIds)),
    );
    return row ?? null;
  },

  async insert(db: Queryable, values: NewPolicyRow): Promise<PolicyRow> {
    const row = await plain.insert(db, values);
    return (await policyRows.find(db, row.id, [row.userId]))!;
  },

  async update(
    db: Queryable,
    id: string,
    ownerId: string,
    values: Partial<NewPolicyRow>,
  ): Promise<PolicyRow | null> {
    const row = await plain.update(db, id, ownerId, values);
    return row ? policyRows.find(db, row.id, [ownerId]) : null;
  },

  remove(db: Queryable, id: string, ownerIds: string[]): Promise<boolean> {
    return plain.remove(db, id, ownerIds);
  },
};
