import { eq } from 'drizzle-orm';
import { ZPolicyInput } from '@shared/estate/policy-schemas';
import type { Database } from '../client';
import { expenses } from '../schema';
import type { Actor } from '../../auth/actor';
import type { PolicyService } from '../../modules/policies/policy-service';
import { DEMO_POLICIES, type DemoPremium } from './demo-policy-catalog';

/** The owner's obligation that pays this premium; an empty entity matches one that names none. */
function premiumOf(
  obligations: { id: string; vendor: string; entityName: string | null }[],
  premium: DemoPremium,
): string | null {
  const found = obligations.find(
    (each) => each.vendor === premium.vendor && (each.entityName ?? '') === premium.entityName,
  );
  return found?.id ?? null;
}

/** The insurance policies, linked to the premium obligations the demo household already pays. */
export async function seedDemoPolicies(
  db: Database,
  policies: PolicyService,
  owner: Actor,
): Promise<{ policies: number; linkedPremiums: number }> {
  const obligations = await db
    .select({ id: expenses.id, vendor: expenses.vendor, entityName: expenses.entityName })
    .from(expenses)
    .where(eq(expenses.userId, owner.userId))
    .orderBy(expenses.createdAt);
  let linkedPremiums = 0;
  for (const { policy, premium } of DEMO_POLICIES) {
    const premiumExpenseId = premiumOf(obligations, premium);
    if (premiumExpenseId) linkedPremiums += 1;
    await policies.create(owner, ZPolicyInput.parse({ ...policy, premiumExpenseId }));
  }
  return { policies: DEMO_POLICIES.length, linkedPremiums };
}
